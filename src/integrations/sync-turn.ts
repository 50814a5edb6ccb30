import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The content sync's turns among the region builds that scripts/build.mjs runs side by side.
 *
 * Every `astro build` begins with Astro's content sync, which writes the project's shared
 * ./.astro/ (the collection types and modules, each through one fixed temporary name): two syncs
 * at once rename each other's files away (ENOENT). So the syncs' writing takes turns, and only
 * that: a build asks scripts/build.mjs for the turn over the IPC channel of its worker process
 * (scripts/build-worker.mjs) from src/content.config.ts, once the config's imports are evaluated
 * and before the sync writes anything, and gives it back when its sync is over.
 *
 * Two of those files are modules the build's bundle imports afterwards, and their text is the
 * region's own (the images its collections show: `content-assets.mjs`), which the next region's
 * sync rewrites: so a build keeps what its own sync wrote, before it gives the turn back, and its
 * bundle imports that copy (syncedModules).
 */

/** The variable scripts/build.mjs sets on its workers, whose builds take turns at the sync. */
export const SYNC_TURNS_ENV = 'SYNC_TURNS';

/** The messages of the turns: a build waits for its turn, is given it, and is done with it. */
export type SyncMessage = { type: 'sync-wait' } | { type: 'sync-turn' } | { type: 'sync-done' };

function tellBuildScript(message: SyncMessage): boolean {
  if (process.env[SYNC_TURNS_ENV] !== 'ipc' || !process.send) return false;
  process.send(message);
  return true;
}

/** Resolves when this build's sync may run: at once, unless scripts/build.mjs hands out turns. */
export function syncTurn(): Promise<void> {
  return new Promise((resolve) => {
    const onTurn = (message: SyncMessage) => {
      if (message.type !== 'sync-turn') return;
      process.off('message', onTurn);
      resolve();
    };
    process.on('message', onTurn);
    if (!tellBuildScript({ type: 'sync-wait' })) {
      process.off('message', onTurn);
      resolve();
    }
  });
}

/** Says that this build is done with the turn (also safe to say when it holds none). */
export function syncDone(): void {
  tellBuildScript({ type: 'sync-done' });
}

/** The modules of ./.astro/ that a sync writes and the bundle then imports. */
const SYNCED_MODULES = ['content-assets.mjs', 'content-modules.mjs'];

/** The text each synced module has now, by its path: what this build's own sync wrote. */
export function keepSyncedModules(root: URL): Map<string, string> {
  const kept = new Map<string, string>();
  for (const name of SYNCED_MODULES) {
    const path = fileURLToPath(new URL(`.astro/${name}`, root));
    if (existsSync(path)) kept.set(path, readFileSync(path, 'utf8'));
  }
  return kept;
}

/** The Vite plugin through which the bundle imports the synced modules as this build's sync wrote them. */
export function syncedModules(kept: () => ReadonlyMap<string, string>) {
  return {
    name: 'storefront:synced-modules',
    apply: 'build' as const,
    enforce: 'pre' as const,
    load: {
      filter: { id: /[\\/]\.astro[\\/]content-(assets|modules)\.mjs$/ },
      handler: (id: string): string | null => kept().get(id) ?? null,
    },
  };
}
