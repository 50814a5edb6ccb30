import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { prefixOf, renderLoopbackNginxConf } from '../src/lib/deploy/nginx-config.ts';
import { fixtureEntries } from './fixture-bundle.ts';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The system nginx: NGINX, else the usual Debian and source-install paths. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NGINX) return existsSync(env.NGINX) ? env.NGINX : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * nginx, installed from Debian's package when it is missing and we run as root with apt (as the
 * e2e runner does for Chromium); otherwise an Error whose message says in one line how to get it.
 */
export function ensureNginx(log: (line: string) => void = console.log): string {
  let nginx = findNginx();
  if (!nginx && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    log('nginx is missing: installing Debian’s nginx package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'nginx'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    nginx = findNginx();
  }
  if (!nginx)
    throw new Error('No nginx found: install Debian’s (sudo apt-get install nginx) or set NGINX to its path.');
  return nginx;
}

/** `listen` argument for HOST and PORT (IPv6 addresses in brackets). */
export function listenAddress(host: string, port: number): string {
  return host.includes(':') ? `[${host.replace(/^\[|\]$/g, '')}]:${port}` : `${host}:${port}`;
}

/** Whether every folder above `path` lets others through and `path` lets them read (nginx workers run as nobody). */
function readableByOthers(path: string): boolean {
  for (let current = resolve(path); ; current = dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0 || (current === resolve(path) && (mode & 0o004) === 0)) return false;
    if (dirname(current) === current) return true;
  }
}

function waitForPort(host: string, port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error('nginx exited'));
      const socket = connect({ host: host.replace(/^\[|\]$/g, ''), port });
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nginx did not listen on ${host}:${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export interface NginxSiteOptions {
  distDir: string;
  host: string;
  port: number;
  /** Answers /api/... (the reference API); requests it leaves get a 404. */
  api: {
    handle(
      request: import('node:http').IncomingMessage,
      response: import('node:http').ServerResponse,
      url: URL,
    ): Promise<boolean>;
  };
  /** Port of the private API server on 127.0.0.1 (0: any free one). */
  apiPort?: number;
  /** Tests only: the test fixture bundle, served beside dist/. */
  fixturesDir?: string;
  nginx: string;
}

export interface RunningNginxSite {
  url: string;
  apiPort: number;
  /** Resolves with nginx's exit code when it stops for any reason. */
  exited: Promise<number>;
  stop(): Promise<void>;
}

/**
 * Serves a built dist/ through nginx with the configuration the build generated
 * (dist/nginx/maps.conf and server.conf), nginx in the foreground as a child process, and the
 * reference API in this process on a private loopback port that nginx proxies /api/ to.
 */
export async function startNginxSite(options: NginxSiteOptions): Promise<RunningNginxSite> {
  const distDir = resolve(options.distDir);
  if (!existsSync(join(distDir, 'nginx', 'server.conf'))) {
    throw new Error(
      `${options.distDir}/nginx/ is missing: run "npm run build" first (it writes the nginx configuration).`,
    );
  }
  const apiServer: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    options.api
      .handle(request, response, url)
      .then((handled) => {
        if (!handled && !response.headersSent) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          response.end('Not found');
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  await new Promise<void>((done) => apiServer.listen(options.apiPort ?? 0, '127.0.0.1', done));
  const address = apiServer.address();
  const apiPort = typeof address === 'object' && address ? address.port : 0;

  const tempDir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  chmodSync(tempDir, 0o755);
  const fixturesDir = options.fixturesDir ? resolve(options.fixturesDir) : undefined;
  const conf = renderLoopbackNginxConf({
    distDir,
    listen: listenAddress(options.host, options.port),
    tempDir,
    apiPort,
    ...(fixturesDir && { moreLocations: fixtureLocations(fixturesDir, distDir) }),
  });
  // Run as root, nginx hands requests to workers running as nobody: keep root's workers when
  // nobody could not read the bundles (a checkout under a private home folder).
  const user = process.getuid?.() === 0 && !readableByOthers(distDir) ? 'user root;\n' : '';
  const confFile = join(tempDir, 'nginx.conf');
  writeFileSync(confFile, user + conf);

  const child = spawn(options.nginx, ['-p', tempDir, '-e', 'stderr', '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<number>((done) => child.once('exit', (code) => done(code ?? 0)));
  const cleanUp = async () => {
    await new Promise<void>((done) => apiServer.close(() => done()));
    rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(options.host, options.port, child, 10_000);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    await cleanUp();
    throw new Error(
      `nginx could not serve on ${listenAddress(options.host, options.port)}:\n${errors || (error as Error).message}`,
      { cause: error },
    );
  }
  const shownHost = options.host.includes(':') ? `[${options.host.replace(/^\[|\]$/g, '')}]` : options.host;
  return {
    url: `http://${shownHost}:${options.port}`,
    apiPort,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: graceful shutdown, open connections finish.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      await cleanUp();
    },
  };
}

/**
 * Tests only: nginx locations that serve what a fixture bundle has and the production bundles
 * lack (server/fixture-bundle.ts) from the fixture bundle, beside dist/.
 */
function fixtureLocations(fixturesDir: string, distDir: string): string[] {
  const { regions, entries } = fixtureEntries(fixturesDir, distDir);
  if (!entries.length) return [];
  const paths = entries.join('|');
  const prefixes = regions
    .map((region) => prefixOf(region))
    .filter(Boolean)
    .join('|');
  const INDENT = '    ';
  return [
    '',
    '# Tests only: the test pages and their assets, from their own bundle.',
    `location ~ ^/(?:${prefixes})/(?:${paths})(?:/|$) {`,
    `${INDENT}root ${fixturesDir};`,
    `${INDENT}try_files $uri/index.html $uri =404;`,
    '}',
    `location ~ ^/(?:${paths})(?:/|$) {`,
    `${INDENT}root ${fixturesDir}/cn;`,
    `${INDENT}try_files $uri/index.html $uri =404;`,
    '}',
  ];
}
