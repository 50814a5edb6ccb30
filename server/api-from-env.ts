import { ApiConfigError, readApiConfig } from './api/api-config.ts';
import { DatabaseOpenError, openDatabase } from './api/database.ts';
import { createReferenceApi } from './api/reference-api.ts';

/**
 * The reference API as `npm run serve` and `npm run serve:nginx` configure it from the
 * environment (server/api/api-config.ts, docs/api.md); `listenHost` is the address the
 * server binds. A setting or a database that cannot work stops the process with one line on
 * stderr: exit code 2 for a setting, 1 for the database.
 */
export function referenceApiFromEnv(env: NodeJS.ProcessEnv, listenHost: string, now: () => number) {
  const config = orExit(() => readApiConfig(env, listenHost), ApiConfigError, 2);
  return createReferenceApi({
    db: orExit(() => openDatabase(config.dbPath), DatabaseOpenError, 1),
    now,
    appTokenTtlMs: config.appTokenTtlMs,
    refreshTokenTtlMs: config.refreshTokenTtlMs,
    faultsEnabled: config.faultsEnabled,
    allowedHostnames: config.allowedHostnames,
    trustProxy: config.trustProxy,
  });
}

/** The value of `read`, or, when it throws an `expected` error, its message on one line and exit `code`. */
function orExit<T>(read: () => T, expected: new (...args: never[]) => Error, code: number): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof expected)) throw error;
    console.error((error as Error).message);
    return process.exit(code);
  }
}
