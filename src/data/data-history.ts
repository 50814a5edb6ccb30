import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DataHistory } from '../lib/data-files.ts';

/**
 * What git knows of a project's data, for the product guides' edition day
 * (src/lib/product-guides.ts), gathered with the other file facts (src/data/file-facts.ts).
 */

/** The folders whose files a guide quotes. */
const QUOTED_FOLDERS = ['content', 'src/i18n/locales'];

/**
 * The variable naming a file in which scripts/build.mjs wrote the history once for all of its
 * region builds: a region's build is a large process, and each git command it started cost it
 * about 40 ms to spawn, three commands a region.
 */
export const DATA_HISTORY_ENV = 'SITE_DATA_HISTORY';

/** The history of the data under `root`, as git tells it; undefined without git or outside a repository (a copy of the data). */
export function readDataHistory(root: string): DataHistory | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 1 << 28,
      });
    const lastCommitDay: Record<string, string> = {};
    let day = '';
    // Newest first: a file's first appearance is its last commit.
    for (const line of git('log', '--format=%cs', '--name-only', '--relative', '--', ...QUOTED_FOLDERS).split('\n')) {
      if (/^\d{4}-\d{2}-\d{2}$/.test(line)) day = line;
      else if (line && !Object.hasOwn(lastCommitDay, line)) lastCommitDay[line] = day;
    }
    const changed = [
      ...git('diff', '--name-only', '--relative', 'HEAD', '--', ...QUOTED_FOLDERS).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard', '--', ...QUOTED_FOLDERS).split('\n'),
    ].filter(Boolean);
    return { lastCommitDay, changed };
  } catch {
    return undefined;
  }
}

/** What scripts/build.mjs writes into the file DATA_HISTORY_ENV names. */
export interface HandedHistory {
  root: string;
  history: DataHistory | null;
}

/** The history of the data under `root`: the one scripts/build.mjs handed over for that root, else git's. */
export function dataHistory(root: string): DataHistory | undefined {
  const file = process.env[DATA_HISTORY_ENV];
  if (file) {
    let handed: HandedHistory | undefined;
    try {
      handed = JSON.parse(readFileSync(file, 'utf8')) as HandedHistory;
    } catch {
      // Gone or half written (the script stopped): git still knows.
    }
    if (handed && resolve(handed.root) === resolve(root)) return handed.history ?? undefined;
  }
  return readDataHistory(root);
}
