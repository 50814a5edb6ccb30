import { transformSync } from 'esbuild';
import { API_CONSTANTS, TIMESTAMP_PATH } from '../config/api-protocol.ts';
import { MAX_CLOCK_OFFSET_MS, SERVER_OFFSET_KEY } from '../lib/server-time.ts';
import source from './head-script.ts?raw';

/**
 * The layout's inline script (`head-script.ts`) as it goes into every page: its constants
 * written in, minified and wrapped so that it adds no names to the page's global scope. Its
 * comments stay in the source: in the page they cost every visitor about 0.9 KB gzipped.
 * Computed once per build; the CSP hashes are taken from the built pages.
 */
export const INLINE_HEAD_SCRIPT = transformSync(source, {
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
}).code.trim();
