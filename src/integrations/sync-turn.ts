/**
 * The content sync's turns among the region builds that scripts/build.mjs runs side by side.
 *
 * Every `astro build` begins with Astro's content sync, which writes the project's shared
 * ./.astro/ (the collection types and modules, each through one fixed temporary name): two syncs
 * at once rename each other's files away (ENOENT). So the syncs take turns, and only the syncs:
 * each build starts at once, loads Astro and its configuration, then waits here, before its sync,
 * until scripts/build.mjs gives it the turn over the IPC channel it opened.
 */

/** The variable scripts/build.mjs sets on the builds whose sync waits for its turn. */
export const SYNC_TURNS_ENV = 'SYNC_TURNS';
/** What scripts/build.mjs sends a build when its sync may run. */
export const SYNC_TURN_MESSAGE = 'sync-turn';

/** Resolves when this build's sync may run: at once, unless scripts/build.mjs hands out turns. */
export function syncTurn(): Promise<void> {
  const send = process.send;
  if (process.env[SYNC_TURNS_ENV] !== 'ipc' || !send) return Promise.resolve();
  return new Promise((resolve) => {
    process.on('message', function onTurn(message) {
      if (message !== SYNC_TURN_MESSAGE) return;
      process.off('message', onTurn);
      // Nothing else comes on the channel: it must not keep the build's process alive after its work.
      process.channel?.unref();
      resolve();
    });
  });
}
