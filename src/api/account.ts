import { API_PATHS } from '../config/api-protocol.ts';
import { sessionFromLogin, type Profile } from '../lib/session.ts';
import { loadApiClient } from './load-api-client.ts';
import { $session, clearSession, setProfile, setSession } from '../stores/session.ts';

export interface Credentials {
  email: string;
  password: string;
}

async function storeLogin(data: unknown): Promise<void> {
  const session = sessionFromLogin(data);
  if (!session) throw new Error('The login answer carried no tokens');
  setSession(session);
  // Logged in either way: a profile that cannot be fetched now is fetched again later.
  await fetchProfile().catch(() => undefined);
}

/** Register-or-login (login and loginCn are the same call): store the tokens, then the profile. */
export async function login(credentials: Credentials): Promise<void> {
  const { callApi } = await loadApiClient();
  await storeLogin(await callApi(API_PATHS.registerOrLogin, { method: 'POST', json: credentials, toast: false }));
}

export const loginCn = login;

/** Sign-in with an existing account ("oldLogin"). */
export async function oldLogin(credentials: Credentials): Promise<void> {
  const { callApi } = await loadApiClient();
  await storeLogin(await callApi(API_PATHS.signIn, { method: 'POST', json: credentials, toast: false }));
}

export async function fetchProfile(): Promise<Profile> {
  const session = $session.get();
  const { callApi } = await loadApiClient();
  const profile = await callApi<Profile>(API_PATHS.profile);
  setProfile(profile, session);
  return profile;
}

export function logout(): void {
  clearSession();
}
