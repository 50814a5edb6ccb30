import type { RegionCode } from '../config/regions.ts';
import { REGIONS } from '../config/regions.ts';

/** What the browser keeps of a visitor's session (platform spec point 3). */
export interface Session {
  userId: string;
  apptoken: string;
  reftoken: string;
  userInfo?: Profile | undefined;
}

export interface Profile {
  user_id?: string;
  email?: string;
  nickname?: string;
  [field: string]: unknown;
}

/**
 * The localStorage scope of the session: /cn on Chinese hosts, otherwise the region's scope
 * (/us for us, kr, jp and any other; /eu for uk, eu, fr, de). Regions of a scope share one.
 */
export function sessionScope(hostname: string, region: RegionCode | string): '/cn' | '/us' | '/eu' {
  if (/\.cn$/i.test(hostname)) return '/cn';
  return region in REGIONS ? REGIONS[region as RegionCode].sessionScope : '/us';
}

export function sessionStorageKey(scope: string): string {
  return `${scope}/session`;
}

/**
 * A user id or token as the site accepts it: printable ASCII without spaces, at most 2048
 * characters. Anything else (a tampered or corrupt stored value, a malformed answer) is refused
 * rather than sent back in a header.
 */
export function isToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,2048}$/.test(value);
}

/** A stored session, or null when the stored text is missing or corrupt (the visitor is logged out). */
export function decodeSession(raw: string | undefined | null): Session | null {
  if (!raw || raw.length > 65_536) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!isToken(value.userId) || !isToken(value.apptoken) || !isToken(value.reftoken)) return null;
    const userInfo =
      value.userInfo && typeof value.userInfo === 'object' && !Array.isArray(value.userInfo)
        ? (value.userInfo as Profile)
        : undefined;
    return { userId: value.userId, apptoken: value.apptoken, reftoken: value.reftoken, userInfo };
  } catch {
    return null;
  }
}

/** Whether two sessions are the same login (same user and tokens), e.g. before applying a refresh. */
export function sameSession(a: Session | null, b: Session | null): boolean {
  return a === b || (!!a && !!b && a.userId === b.userId && a.apptoken === b.apptoken && a.reftoken === b.reftoken);
}

/** The tokens of a login answer (`user_id`, `apptoken`, `reftoken`), or null if malformed. */
export function sessionFromLogin(data: unknown): Session | null {
  const value = (data ?? {}) as Record<string, unknown>;
  if (!isToken(value.user_id) || !isToken(value.apptoken) || !isToken(value.reftoken)) return null;
  return { userId: value.user_id, apptoken: value.apptoken, reftoken: value.reftoken };
}
