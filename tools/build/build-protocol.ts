/**
 * What `npm run build` (scripts/build.mjs) and its worker processes (scripts/build-worker.mjs)
 * say to each other over the IPC channel.
 */

/** What a worker says: it has loaded Astro, a build is over. */
export type WorkerMessage =
  { type: 'ready' } | { type: 'built'; region: string; ok: boolean; seconds: number; output: string };

/** What the script says to a worker: build a region, no region is left. */
export type ScriptMessage = { type: 'build'; region: string; outDir: string; configFile: string } | { type: 'exit' };
