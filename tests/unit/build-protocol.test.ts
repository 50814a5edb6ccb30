import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepSyncedModules, syncedModules } from '../../src/integrations/sync-turn.ts';
import { SyncTurns } from '../../tools/build/build-protocol.ts';

/** Turns among named workers, with the order in which each was told its turn had come. */
function turnsAmong() {
  const given: string[] = [];
  return { turns: new SyncTurns<string>((worker) => given.push(worker)), given };
}

describe("the content sync's turns (npm run build's workers)", () => {
  it('gives the turn at once to the first to ask, and to the others in the order they asked', () => {
    const { turns, given } = turnsAmong();
    turns.ask('a');
    turns.ask('b');
    turns.ask('c');
    expect(given).toEqual(['a']);
    turns.leave('a');
    expect(given).toEqual(['a', 'b']);
    turns.leave('b');
    expect(given).toEqual(['a', 'b', 'c']);
  });

  it('gives an idle turn to whoever asks next', () => {
    const { turns, given } = turnsAmong();
    turns.ask('a');
    turns.leave('a');
    turns.ask('b');
    expect(given).toEqual(['a', 'b']);
  });

  it('passes nothing on when one that does not hold the turn leaves', () => {
    const { turns, given } = turnsAmong();
    turns.ask('a');
    turns.leave('z');
    turns.ask('b');
    turns.leave('b');
    expect(given).toEqual(['a']);
  });

  it('never gives the turn to a worker that died while awaiting it', () => {
    const { turns, given } = turnsAmong();
    turns.ask('a');
    turns.ask('b');
    turns.ask('c');
    turns.leave('b');
    turns.leave('a');
    expect(given).toEqual(['a', 'c']);
  });

  it('passes the turn on once when its holder leaves twice (a failed sync says sync-done, then the worker exits)', () => {
    const { turns, given } = turnsAmong();
    turns.ask('a');
    turns.ask('b');
    turns.ask('c');
    turns.leave('a');
    turns.leave('a');
    expect(given).toEqual(['a', 'b']);
  });

  it('hands the turn back to a worker whose next build asks again', () => {
    const { turns, given } = turnsAmong();
    turns.ask('a');
    turns.ask('b');
    turns.leave('a');
    turns.ask('a');
    turns.leave('b');
    expect(given).toEqual(['a', 'b', 'a']);
  });
});

describe('the modules a sync writes for its bundle (src/integrations/sync-turn.ts)', () => {
  it("are imported as this build's sync wrote them, whatever the next region's sync writes after", () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-synced-'));
    try {
      const assets = join(root, '.astro', 'content-assets.mjs');
      mkdirSync(dirname(assets), { recursive: true });
      writeFileSync(assets, 'export default new Map([["./photos/hero.jpg", hero]]);');
      const kept = keepSyncedModules(pathToFileURL(`${root}/`));
      // The next region's sync, once the turn has passed on.
      writeFileSync(assets, 'export default new Map();');
      const plugin = syncedModules(() => kept);
      expect(plugin.load.filter.id.test(assets)).toBe(true);
      expect(plugin.load.handler(assets)).toBe('export default new Map([["./photos/hero.jpg", hero]]);');
      // A module the sync did not write is Vite's to load.
      expect(plugin.load.handler(join(root, '.astro', 'content-modules.mjs'))).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
