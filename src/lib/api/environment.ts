import {
  API_BASES,
  LOOPBACK_HOSTS,
  PREPRODUCTION_HOSTS,
  type ApiEnvironment,
  type ApiGroup,
} from '../../config/api.ts';

/**
 * The API environment of a page, from its hostname: the pre-production hub hosts, loopback
 * (any port) for development, production otherwise. A build may force one (`test`).
 */
export function apiEnvironment(hostname: string, forced?: ApiEnvironment | ''): ApiEnvironment {
  if (forced) return forced;
  const host = hostname.toLowerCase();
  if (PREPRODUCTION_HOSTS.includes(host)) return 'preproduction';
  if (LOOPBACK_HOSTS.includes(host) || host.endsWith('.localhost')) return 'development';
  return 'production';
}

export function apiBaseUrl(group: ApiGroup, environment: ApiEnvironment): string {
  return API_BASES[environment][group];
}
