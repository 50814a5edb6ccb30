import type { RegionDefinition } from './regions.ts';

export type ApiGroup = RegionDefinition['apiGroup'];
export type ApiEnvironment = 'production' | 'preproduction' | 'test' | 'development';

/**
 * The brand's API bases per environment and group. Development and test talk to the
 * reference API that `npm run serve` answers on the page's own origin.
 */
export const API_BASES: Record<ApiEnvironment, Record<ApiGroup, string>> = {
  production: {
    us: 'https://api-us.robosen.com',
    eu: 'https://api-eu.robosen.com',
    cn: 'https://api.robosen.cn',
  },
  preproduction: {
    us: 'https://pre-api-us.robosen.com',
    eu: 'https://pre-api-eu.robosen.com',
    cn: 'https://pre-api.robosen.cn',
  },
  test: { us: '/api/us', eu: '/api/eu', cn: '/api/cn' },
  development: { us: '/api/us', eu: '/api/eu', cn: '/api/cn' },
};

/** The two designated hub hostnames on which pages talk to pre-production. */
export const PREPRODUCTION_HOSTS: readonly string[] = ['hub-pre.robosen.com', 'hub-pre.robosen.cn'];

/**
 * Loopback host names (any port, and any `*.localhost`): development, whose API bases are the
 * reference API on the page's own origin.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '::1'];

/**
 * The envelope codes (`{ code, msg, data }`, platform spec points 7 to 9; docs/api.md), for the
 * browser client and the reference API alike (scripts/server/api/). Like the rest of this
 * module, dependency-free: the client bundles it.
 */
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

/** The API deployments, one per group (pure: bundles that do not use it drop it). */
export const API_GROUPS = /* @__PURE__ */ Object.keys(API_BASES.production) as ApiGroup[];

/** Platform spec point 9. */
export const API_CONSTANTS = {
  defaultTimeoutMs: 60_000,
  timestampTimeoutMs: 10_000,
  loginRedirectDelayMs: 2_000,
} as const;
