import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync, version as esbuildVersion, type TransformOptions } from 'esbuild';
import { API_CONSTANTS, TIMESTAMP_PATH } from '../config/api-protocol.ts';
import { MAX_CLOCK_OFFSET_MS, SERVER_OFFSET_KEY } from '../lib/server-time.ts';
import source from './head-script.ts?raw';

const OPTIONS: TransformOptions = {
  loader: 'ts',
  format: 'iife',
  minify: true,
  target: 'es2022',
  define: {
    TIMESTAMP_PATH: JSON.stringify(TIMESTAMP_PATH),
    TIMESTAMP_TIMEOUT_MS: JSON.stringify(API_CONSTANTS.timestampTimeoutMs),
    SERVER_OFFSET_KEY: JSON.stringify(SERVER_OFFSET_KEY),
    MAX_CLOCK_OFFSET_MS: JSON.stringify(MAX_CLOCK_OFFSET_MS),
  },
};

/**
 * The minified script, kept beside the regions' Astro caches under a name made of everything
 * that shapes it (esbuild's version, the options, the source). esbuild's first synchronous call
 * in a process starts a worker thread and esbuild's own process, which took a region's build
 * 0.3–1.2 s under load for a few hundred bytes of output; every build after the first (of any
 * region) reads the file instead. The file is written under a name of its own and renamed into
 * place, so parallel region builds never read half of one.
 */
function minify(): string {
  const key = createHash('sha256')
    .update(JSON.stringify([esbuildVersion, OPTIONS, source]))
    .digest('hex')
    .slice(0, 16);
  const dir = join(process.cwd(), 'node_modules', '.astro-cache', 'head-script');
  const file = join(dir, `${key}.js`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    const code = transformSync(source, OPTIONS).code.trim();
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${file}.${process.pid}`, code);
    renameSync(`${file}.${process.pid}`, file);
    return code;
  }
}

/**
 * The layout's inline script (`head-script.ts`) as it goes into every page: its constants
 * written in, minified and wrapped so that it adds no names to the page's global scope. Its
 * comments stay in the source: in the page they cost every visitor about 0.9 KB gzipped.
 * Computed once per build (read from the cache above when the script has not changed); the CSP
 * hashes are taken from the built pages.
 */
export const INLINE_HEAD_SCRIPT = minify();
