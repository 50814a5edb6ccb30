/**
 * What the browser client and the reference API (server/api/) agree on: the envelope
 * codes, the call paths and the timeouts of platform spec points 7 to 9 (docs/api.md). Tiny and
 * dependency-free on purpose: every page bundles it (the server clock reads the timestamp
 * envelope), so it holds nothing else; where the API is (bases, hosts) is src/config/api.ts.
 */

/**
 * The envelope codes (`{ code, msg, data }`) the site knows: 2000 gives the data, anything else
 * is refused; 2000 and 4003 are platform spec point 9's. 5000 is the generic server error: the
 * reference API answers it with an HTTP 5xx, and the client gives it to a failed HTTP answer that
 * carries no envelope code; like any code without a translation it shows the default message.
 * The reference API's other refusals are its own (server/api/reference-api.ts): the site gives
 * them no meaning and shows their msg, else the default message (platform spec point 8).
 */
export const API_CODES = {
  ok: 2000,
  authInvalid: 4003,
  serverError: 5000,
} as const;

/** The `msg` of a success envelope. */
export const API_OK_MESSAGE = 'ok';

/** The calls of platform spec point 7: paths after the API base of the region's group. */
export const API_PATHS = {
  subscribe: 'account/user/subscribe/create',
  registerOrLogin: 'account/user/register_or_login',
  signIn: 'account/user/sign_in',
  refresh: 'account/user/sign_in/refresh',
  profile: 'account/user/profile',
} as const;

/**
 * The path of the server time (`GET`, answered with the envelope): asked by the layout's inline
 * script and the server clock, answered by nginx, `npm run serve` and the edge functions.
 */
export const TIMESTAMP_PATH = '/ssr/timestamp';

/** Platform spec point 9. */
export const API_CONSTANTS = {
  defaultTimeoutMs: 60_000,
  timestampTimeoutMs: 10_000,
  loginRedirectDelayMs: 2_000,
} as const;
