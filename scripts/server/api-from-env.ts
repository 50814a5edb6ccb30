import { openDatabase } from './api/database.ts';
import { createReferenceApi } from './api/reference-api.ts';

/**
 * The reference API as `npm run serve` and `npm run serve:nginx` configure it from the
 * environment: API_DB (SQLite file, default .data/reference-api.sqlite; `:memory:` for tests),
 * API_APPTOKEN_TTL_SECONDS (default 7200), API_REFTOKEN_TTL_SECONDS (default 30 days),
 * API_FAULTS=1 (fault injection and test controls; never on by default). docs/api.md.
 * Throws an Error naming the variable when a value is wrong.
 */
export function referenceApiFromEnv(env: NodeJS.ProcessEnv, now: () => number) {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${name}="${env[name]}" must be a positive number of seconds`);
    return value * 1000;
  };
  return createReferenceApi({
    db: openDatabase(env.API_DB ?? '.data/reference-api.sqlite'),
    now,
    appTokenTtlMs: seconds('API_APPTOKEN_TTL_SECONDS', 7200),
    refreshTokenTtlMs: seconds('API_REFTOKEN_TTL_SECONDS', 30 * 24 * 3600),
    faultsEnabled: env.API_FAULTS === '1',
  });
}
