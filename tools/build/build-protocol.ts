import type { SyncMessage } from '../../src/integrations/sync-turn.ts';

/**
 * What `npm run build` (scripts/build.mjs) and its worker processes (scripts/build-worker.mjs)
 * say to each other over the IPC channel, and the content sync's turns the script hands out.
 */

/** What a worker says: it has loaded Astro, a build's sync asks for or gives back its turn, a build is over. */
export type WorkerMessage =
  | { type: 'ready' }
  | Exclude<SyncMessage, { type: 'sync-turn' }>
  | { type: 'built'; region: string; ok: boolean; seconds: number; output: string };

/** What the script says to a worker: build a region, your sync's turn has come, no region is left. */
export type ScriptMessage =
  { type: 'build'; region: string; outDir: string } | Extract<SyncMessage, { type: 'sync-turn' }> | { type: 'exit' };

/**
 * The content sync's turns on the script's side (src/integrations/sync-turn.ts says why the
 * syncs take turns): one holder at a time, the others in the order they asked. `give` tells a
 * worker that its turn has come.
 */
export class SyncTurns<Holder> {
  #holder: Holder | undefined;
  readonly #waiting: Holder[] = [];
  readonly #give: (holder: Holder) => void;

  constructor(give: (holder: Holder) => void) {
    this.#give = give;
  }

  /** `holder` asks for the turn: given at once when nobody holds it, else after those who asked before. */
  ask(holder: Holder): void {
    if (this.#holder === undefined) this.#hand(holder);
    else this.#waiting.push(holder);
  }

  /**
   * `holder` is done with the turn, or gone (a worker that died holding or awaiting it): it
   * leaves the queue, and the turn passes on if it held it. Safe to call for a holder that
   * neither holds nor awaits the turn.
   */
  leave(holder: Holder): void {
    const waiting = this.#waiting.indexOf(holder);
    if (waiting !== -1) this.#waiting.splice(waiting, 1);
    if (this.#holder !== holder) return;
    this.#holder = undefined;
    const next = this.#waiting.shift();
    if (next !== undefined) this.#hand(next);
  }

  #hand(holder: Holder): void {
    this.#holder = holder;
    this.#give(holder);
  }
}
