import { existsSync } from 'node:fs';

/** Where Debian and other distributions install Chromium (or Chrome), in order of preference. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium every tool and test drives (the end-to-end tests, the calendar's test, the
 * Lighthouse budget, the rendering comparison): CHROMIUM_PATH, else the first of the usual paths present; undefined
 * when there is none. Looked up on each call: `npm run test:e2e` may install it meanwhile.
 */
export function chromiumPath(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * The flags of every launch of that Chromium, by Playwright or by chrome-launcher: without them
 * headless Chromium stalls on this closed network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
