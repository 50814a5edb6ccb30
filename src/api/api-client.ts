import ky, { isHTTPError } from 'ky';
import type { ApiEnvironment } from '../config/api.ts';
import { API_CODES, API_CONSTANTS, API_PATHS } from '../config/api-protocol.ts';
import { REGIONS } from '../config/regions.ts';
import { ApiError } from '../lib/api/api-error.ts';
import { readEnvelope } from '../lib/api/envelope.ts';
import { apiBaseUrl, apiEnvironment } from '../lib/api/environment.ts';
import { apiHeaders } from '../lib/api/headers.ts';
import { errorMessage } from '../lib/api/messages.ts';
import { isToken, sameSession } from '../lib/session.ts';
import { apiStrings } from './api-strings.ts';
import { loginUrl, pageRegion } from '../dom/page-region.ts';
import { $session, clearSession, updateTokens } from '../stores/session.ts';
import { showToast } from '../stores/toasts.ts';

export interface CallOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  searchParams?: Record<string, string>;
  /** Show the error toast when the call is rejected (default true). */
  toast?: boolean;
  /** Milliseconds before the call gives up (default 60 s). */
  timeout?: number;
}

// A build can force the environment (PUBLIC_API_ENV=test); otherwise the hostname decides.
const FORCED_ENVIRONMENT = (import.meta.env.PUBLIC_API_ENV ?? '') as ApiEnvironment | '';

function baseUrl(): string {
  return apiBaseUrl(REGIONS[pageRegion()].apiGroup, apiEnvironment(location.hostname, FORCED_ENVIRONMENT));
}

/** One HTTP exchange: envelope unwrapped, HTTP errors as ApiError 5000, transport errors untouched. */
async function send<Data>(path: string, options: CallOptions): Promise<Data> {
  const region = pageRegion();
  let body: unknown;
  try {
    body = await ky(path, {
      prefix: baseUrl(),
      method: options.method ?? 'GET',
      ...(options.json !== undefined && { json: options.json }),
      ...(options.searchParams && { searchParams: options.searchParams }),
      headers: apiHeaders({ region, language: REGIONS[region].language, session: $session.get() }),
      timeout: options.timeout ?? API_CONSTANTS.defaultTimeoutMs,
      retry: 0,
    }).json();
  } catch (error) {
    if (isHTTPError(error)) {
      const envelope = readEnvelope(error.data);
      throw new ApiError(
        envelope.ok ? API_CODES.serverError : envelope.code || API_CODES.serverError,
        envelope.ok ? '' : envelope.msg,
        error.response.status,
      );
    }
    throw error;
  }
  const envelope = readEnvelope<Data>(body);
  if (envelope.ok) return envelope.data;
  throw new ApiError(envelope.code, envelope.msg);
}

/** How a token refresh ended for the calls waiting on it. */
type RefreshOutcome =
  /** New tokens are in force (ours, or another tab's login meanwhile): retry with them. */
  | 'renewed'
  /** The server refused the refresh token: the session is over. */
  | 'refused';

// "If refresh fails, the session is cleared" (platform spec point 4): the server answered the
// refresh with an envelope code other than 2000, whatever the code. A refresh lost on the way (a
// network error, a timeout, an HTTP error status, a malformed answer) says nothing about the
// session: on a flaky network it is kept and the next 4003 refreshes again (docs/api.md).
const refusesRefresh = (error: unknown): boolean => error instanceof ApiError && error.httpStatus === undefined;

let refreshing: Promise<RefreshOutcome> | undefined;

/**
 * One token refresh at a time: every call that failed with 4003 meanwhile waits for the same
 * one. Rejects with the failure when the refresh did not get an answer about the session (the
 * session is kept and the next 4003 tries again). Its result is applied only to the session it
 * started from: another tab may have logged in as someone else meanwhile.
 */
function refreshOnce(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const from = $session.get();
    if (!from) return 'refused';
    let data: { user_id?: unknown; apptoken?: unknown };
    try {
      data = await send(API_PATHS.refresh, { searchParams: { user_id: from.userId } });
    } catch (error) {
      if (!refusesRefresh(error)) throw error;
      if (!sameSession($session.get(), from)) return $session.get() ? 'renewed' : 'refused';
      clearSession();
      return 'refused';
    }
    if (!isToken(data.apptoken)) throw new ApiError(API_CODES.serverError, '');
    const userId = isToken(data.user_id) ? data.user_id : from.userId;
    if (updateTokens(from, { userId, apptoken: data.apptoken })) return 'renewed';
    return $session.get() ? 'renewed' : 'refused';
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Calls the brand's API (platform spec points 7 and 8). Resolves to the envelope's data;
 * rejects with an ApiError (after a toast in the visitor's language, unless turned off) or,
 * for transport failures, with the transport error and no toast. A 4003 with a full session
 * refreshes the token once (shared by concurrent calls) and retries the call once.
 */
export async function callApi<Data = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<Data> {
  const sentWith = $session.get()?.apptoken;
  try {
    return await send<Data>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === API_CODES.authInvalid) return handleAuthInvalid<Data>(path, options, error, sentWith);
    if (options.toast !== false) showToast(errorMessage({ code: error.code, msg: error.serverMessage }, apiStrings()));
    throw error;
  }
}

async function handleAuthInvalid<Data>(
  path: string,
  options: CallOptions,
  error: ApiError,
  sentWith: string | undefined,
): Promise<Data> {
  const session = $session.get();
  if (!(session?.userId && session.apptoken && session.reftoken)) {
    if (options.toast !== false)
      showToast(apiStrings().loginExpired || errorMessage({ code: error.code }, apiStrings()));
    setTimeout(() => location.assign(loginUrl()), API_CONSTANTS.loginRedirectDelayMs);
    throw error;
  }
  // A call sent with a token that has been replaced meanwhile just retries with the new one.
  // A refresh lost in transit rejects here with its transport error: no toast, session kept.
  const outcome = session.apptoken !== sentWith ? 'renewed' : await refreshOnce();
  if (outcome === 'refused') return goToLogin(error);
  try {
    return await send<Data>(path, options);
  } catch (retryError) {
    // Refused again with a fresh token: the session is no good, start over at the login.
    if (retryError instanceof ApiError && retryError.code === API_CODES.authInvalid) {
      clearSession();
      return goToLogin(retryError);
    }
    if (retryError instanceof ApiError && options.toast !== false) {
      showToast(errorMessage({ code: retryError.code, msg: retryError.serverMessage }, apiStrings()));
    }
    throw retryError;
  }
}

/** The session is over (already cleared): open the region's login page, coming back here. */
function goToLogin(error: ApiError): never {
  location.assign(loginUrl());
  throw error;
}
