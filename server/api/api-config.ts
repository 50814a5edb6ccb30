import { isLoopbackAddress } from './client-address.ts';
import { parseAllowedHosts } from './host-allowlist.ts';

/** The reference API's settings, read from the environment of `npm run serve` (docs/api.md). */
export interface ApiConfig {
  /** SQLite file, or `:memory:`. */
  dbPath: string;
  appTokenTtlMs: number;
  refreshTokenTtlMs: number;
  faultsEnabled: boolean;
  /** Host names the API answers besides the loopback names (API_ALLOWED_HOSTS, SITE_ORIGIN). */
  allowedHostnames: ReadonlySet<string>;
  /** Whether a loopback peer is a proxy whose X-Forwarded-For names the client (API_TRUST_PROXY=1). */
  trustProxy: boolean;
}

/** A setting that cannot work; its message is the one line `npm run serve` prints before exiting. */
export class ApiConfigError extends Error {}

/**
 * Reads the API's settings from `env`; `listenHost` is the address the server binds (HOST).
 * Throws ApiConfigError naming the variable and what it must be.
 */
export function readApiConfig(env: Readonly<Record<string, string | undefined>>, listenHost: string): ApiConfig {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) {
      throw new ApiConfigError(`${name}="${env[name]}" must be a positive number of seconds`);
    }
    return value * 1000;
  };
  const faultsEnabled = env.API_FAULTS === '1';
  // Fault injection and its test controls (a movable clock, stored subscribers) are for tests
  // on this machine only.
  if (faultsEnabled && listenHost !== 'localhost' && !isLoopbackAddress(listenHost)) {
    throw new ApiConfigError(
      `API_FAULTS=1 is for tests on this machine: it needs a loopback HOST (127.0.0.1, ::1 or localhost), not "${listenHost}"`,
    );
  }
  const allowed = (name: string) => {
    try {
      return parseAllowedHosts(env[name]);
    } catch (error) {
      throw new ApiConfigError(`${name}: ${(error as Error).message}`);
    }
  };
  return {
    dbPath: env.API_DB ?? '.data/reference-api.sqlite',
    appTokenTtlMs: seconds('API_APPTOKEN_TTL_SECONDS', 7200),
    refreshTokenTtlMs: seconds('API_REFTOKEN_TTL_SECONDS', 30 * 24 * 3600),
    faultsEnabled,
    allowedHostnames: new Set([...allowed('API_ALLOWED_HOSTS'), ...(env.SITE_ORIGIN ? allowed('SITE_ORIGIN') : [])]),
    trustProxy: env.API_TRUST_PROXY === '1',
  };
}
