import {
  decodeSession,
  sameSession,
  sessionScope,
  sessionStorageKey,
  type Profile,
  type Session,
} from '../lib/session.ts';
import { pageRegion } from '../dom/page-region.ts';
import { storedAtom } from './stored-atom.ts';

const scope = sessionScope(typeof location === 'undefined' ? '' : location.hostname, pageRegion());

/**
 * The visitor's session, in localStorage under its scope (shared by the regions of the scope,
 * synced across tabs). A stored value that does not decode is removed and the visitor is
 * logged out; with storage blocked the session lasts as long as the page.
 */
export const $session = storedAtom<Session | null>(sessionStorageKey(scope), null, {
  decode: (raw) => decodeSession(raw) ?? undefined,
  // A logged-out visitor leaves nothing behind.
  encode: (value) => (value ? JSON.stringify(value) : undefined),
});

export function setSession(session: Session): void {
  $session.set(session);
}

/** New tokens from a refresh, applied only to the session the refresh started from. */
export function updateTokens(from: Session, tokens: { userId: string; apptoken: string }): boolean {
  if (!sameSession($session.get(), from)) return false;
  $session.set({ ...from, ...tokens });
  return true;
}

/** The profile of the user it was fetched for (not of someone who logged in meanwhile). */
export function setProfile(userInfo: Profile, from: Session | null = $session.get()): void {
  const current = $session.get();
  if (current && current.userId === from?.userId) $session.set({ ...current, userInfo });
}

/** Logout: tokens, user id and profile all go. */
export function clearSession(): void {
  $session.set(null);
}
