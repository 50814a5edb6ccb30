import { isInstant } from '../src/schemas/instant.ts';

/**
 * The server clock of `npm run serve`: real time, or, with SITE_NOW, a clock that starts at
 * that instant when the server starts and runs on in real time.
 */
export interface SiteClock {
  now(): number;
  /** How the clock was set, for the start-up line. */
  describe(): string;
}

export function createSiteClock(siteNow: string | undefined, realNow: () => number = Date.now): SiteClock {
  if (!siteNow) return { now: realNow, describe: () => 'real time' };
  if (!isInstant(siteNow)) {
    throw new Error(`SITE_NOW="${siteNow}" is not an ISO 8601 instant with an offset, e.g. 2026-11-22T09:00:00Z`);
  }
  const start = Date.parse(siteNow);
  const startedAt = realNow();
  return {
    now: () => start + (realNow() - startedAt),
    describe: () => `SITE_NOW ${new Date(start).toISOString()}, running on`,
  };
}
