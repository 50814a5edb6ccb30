/**
 * What the browser client and the reference API (server/api/) agree on: the envelope
 * codes, the call paths and the timeouts of platform spec points 7 to 9 (docs/api.md). Tiny and
 * dependency-free on purpose: every page bundles it (the server clock reads the timestamp
 * envelope), so it holds nothing else; where the API is (bases, hosts) is src/config/api.ts.
 */

/** The envelope codes (`{ code, msg, data }`): 2000 gives the data, anything else is refused. */
export const API_CODES = {
  ok: 2000,
  invalidRequest: 4000,
  wrongCredentials: 4001,
  invalidEmail: 4002,
  authInvalid: 4003,
  notFound: 4004,
  tooManyAttempts: 4029,
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
 * The fewest characters a register_or_login password may have: the reference API refuses a
 * shorter one (4000) and the login form says so before sending it.
 */
export const MIN_PASSWORD_LENGTH = 8;

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
