import { persistentAtom } from '@nanostores/persistent';
import { decodeSession, sessionScope, sessionStorageKey, type Profile, type Session } from '../lib/session.ts';
import { browserStorage } from './browser-storage.ts';
import { pageRegion } from './page-region.ts';

const scope = sessionScope(typeof location === 'undefined' ? '' : location.hostname, pageRegion());

/**
 * The visitor's session, in localStorage under its scope (shared by the regions of the scope,
 * synced across tabs). A stored value that does not decode logs the visitor out.
 */
export const $session = persistentAtom<Session | null>(sessionStorageKey(scope), null, {
  // Encoding null as undefined removes the key: a logged-out visitor leaves nothing behind.
  encode: (value) => (value ? JSON.stringify(value) : (undefined as unknown as string)),
  decode: decodeSession,
});

// A corrupt stored value has already decoded to "logged out"; remove it as well.
if (typeof localStorage !== 'undefined' && $session.get() === null) browserStorage.remove(sessionStorageKey(scope));

export function setSession(session: Session): void {
  $session.set(session);
}

export function updateTokens(tokens: { userId: string; apptoken: string }): void {
  const current = $session.get();
  if (current) $session.set({ ...current, ...tokens });
}

export function setProfile(userInfo: Profile): void {
  const current = $session.get();
  if (current) $session.set({ ...current, userInfo });
}

/** Logout: tokens, user id and profile all go. */
export function clearSession(): void {
  $session.set(null);
}
