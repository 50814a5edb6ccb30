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

/** The API deployments, one per group (pure: bundles that do not use it drop it). */
export const API_GROUPS = /* @__PURE__ */ Object.keys(API_BASES.production) as ApiGroup[];
