import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { TEST_DIST_DIR } from './constants.ts';
import { allocatePort } from './ports.ts';
import type { RunningServer } from './server.ts';

/**
 * The compatibility date the local Pages runtime runs the Functions with. workerd refuses a date
 * newer than its own build (wrangler 4.164 brings workerd 2026-11-17); the function uses nothing
 * that a date changes (docs/deploy.md).
 */
export const PAGES_COMPATIBILITY_DATE = '2026-11-01';

/**
 * How long assembling and starting may take: a few seconds on an idle machine, about 45 s on two
 * cores shared with several other test runs.
 */
const START_TIMEOUT_MS = 120_000;

/**
 * Wrangler's local runtime kept to the folder it serves and off the network: no usage metrics or
 * error reports, no banner (where it asks the registry for a newer version), no log files, a
 * fixed `request.cf` instead of one fetched from Cloudflare, and its machine-wide settings (a
 * device id) under the folder instead of ~/.config.
 */
function wranglerEnvironment(folder: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    WRANGLER_WRITE_LOGS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: join(folder, '.config'),
  };
}

/**
 * The Cloudflare Pages deploy of the test dist/, in Cloudflare's own runtime: `npm run assemble`
 * into a temporary folder, then `wrangler pages dev site` inside it (workerd from the npm package,
 * the Functions of functions/ beside site/, as `wrangler pages deploy site` uploads them) on a
 * port of the suite's range. Wrangler writes its bundles and state under the folder (it looks
 * for a package.json upwards and finds none there); `stop()` ends it and its workerd processes
 * and removes the folder.
 */
export async function startPagesDev(): Promise<RunningServer> {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-pages-'));
  const assemble = spawnSync(process.execPath, ['scripts/assemble-site.ts', folder], {
    env: { ...process.env, DIST_DIR: TEST_DIST_DIR },
    encoding: 'utf8',
  });
  if (assemble.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`npm run assemble failed:\n${assemble.stdout}${assemble.stderr}`);
  }
  const port = await allocatePort();
  const inspectorPort = await allocatePort();
  const wrangler = join(process.cwd(), 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  // Its own process group: stop() ends wrangler and the workerd processes it starts together.
  const child = spawn(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      'site',
      '--ip=127.0.0.1',
      `--port=${port}`,
      `--inspector-port=${inspectorPort}`,
      `--compatibility-date=${PAGES_COMPATIBILITY_DATE}`,
      '--show-interactive-dev-session=false',
    ],
    { cwd: folder, env: wranglerEnvironment(folder), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already ended.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const late = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  let output = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`wrangler pages dev ${reason}:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`did not start in ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    // Wrangler's messages go to stdout or stderr by level; "Ready on" says the server listens.
    const collect = (chunk: Buffer) => {
      // What it printed last, for the error message if it never starts.
      output = (output + stripVTControlCharacters(chunk.toString())).slice(-20_000);
      if (!settled && output.includes(`Ready on http://127.0.0.1:${port}`)) {
        settled = true;
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, stop });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => fail(`exited with ${code ?? signal}`));
  });
}
