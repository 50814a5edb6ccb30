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

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < 4096;

/** A stored session, or null when the stored text is missing or corrupt (the visitor is logged out). */
export function decodeSession(raw: string | undefined | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!isText(value.userId) || !isText(value.apptoken) || !isText(value.reftoken)) return null;
    const userInfo = value.userInfo && typeof value.userInfo === 'object' ? (value.userInfo as Profile) : undefined;
    return { userId: value.userId, apptoken: value.apptoken, reftoken: value.reftoken, userInfo };
  } catch {
    return null;
  }
}

/** The tokens of a login answer (`user_id`, `apptoken`, `reftoken`), or null if malformed. */
export function sessionFromLogin(data: unknown): Session | null {
  const value = (data ?? {}) as Record<string, unknown>;
  if (!isText(value.user_id) || !isText(value.apptoken) || !isText(value.reftoken)) return null;
  return { userId: value.user_id, apptoken: value.apptoken, reftoken: value.reftoken };
}
