import type { ClientDirective } from 'astro';
import { browserStorage } from '../storage/browser-storage.ts';

export interface LingerOptions {
  /** Milliseconds the visitor stays, counted from the moment the browser is idle. */
  ms: number;
  /**
   * A localStorage key that, when set, means the island is not wanted at all. With storage
   * blocked the answer could not be remembered, so the island is not hydrated either: an offer
   * that came back on every page would nag the visitor.
   */
  unlessStored?: string;
}

/**
 * `client:linger={{ ms, unlessStored }}`: hydrates an island once the browser is idle and the
 * visitor has stayed `ms` more, and never when `unlessStored` is set. For offers such as the US
 * new-user popup, which should cost a visitor who leaves quickly, or who has already answered,
 * no React at all.
 */
const linger: ClientDirective = (load, options) => {
  const { ms = 0, unlessStored } = (options.value ?? {}) as Partial<LingerOptions>;
  if (unlessStored && (browserStorage.get(unlessStored) || !browserStorage.canRemember())) return;
  const hydrate = () =>
    setTimeout(async () => {
      const run = await load();
      await run();
    }, ms);
  if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 5_000 });
  else setTimeout(hydrate, 200);
};

export default linger;
