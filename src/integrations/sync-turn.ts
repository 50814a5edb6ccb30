/**
 * The content sync's turns among the region builds that scripts/build.mjs runs side by side.
 *
 * Every `astro build` begins with Astro's content sync, which writes the project's shared
 * ./.astro/ (the collection types and modules, each through one fixed temporary name): two syncs
 * at once rename each other's files away (ENOENT). So the syncs' writing takes turns, and only
 * that: a build asks scripts/build.mjs for the turn over the IPC channel of its worker process
 * (scripts/build-worker.mjs) from src/content.config.ts, once the config's imports are evaluated
 * and before the sync writes anything, and says when its sync is over.
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

/** Says that this build's sync is over (also safe to say when the build holds no turn). */
export function syncDone(): void {
  tellBuildScript({ type: 'sync-done' });
}
