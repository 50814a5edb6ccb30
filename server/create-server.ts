import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ApiEnvironment } from '../src/config/api.ts';
import { TIMESTAMP_PATH } from '../src/config/api-protocol.ts';
import {
  CACHE_CONTROL,
  cacheRuleOf,
  isCompressible,
  pageHeaders,
  type CacheRule,
  type InlineHashes,
} from '../src/config/http-policy.ts';
import { apiEnvironment } from '../src/lib/api/environment.ts';
import { siteHashes } from '../tools/bundle/bundle-files.ts';
import { cnHostRedirect } from '../src/lib/deploy/cn-host.ts';
import { forcedEnvironmentOf } from '../src/lib/deploy/site-deployment.ts';
import { parseByteRange } from './byte-range.ts';
import { fixtureEntries } from './fixture-bundle.ts';
import type { SiteClock } from './site-clock.ts';
import { sendTimestamp } from './timestamp.ts';
import {
  ROOT_REGION,
  contentTypeOf,
  findFile,
  listBundles,
  readRedirects,
  resolveTarget,
  stripSlash,
} from './static-site.ts';

export interface SiteServerOptions {
  distDir: string;
  clock: SiteClock;
  /** The reference API; answers `/api/...` and leaves everything else to the site. */
  api?: { handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> };
  /** Tests only: the test fixture bundle, whose test-only pages and assets are served beside dist/. */
  fixturesDir?: string;
  /** The build's PUBLIC_API_ENV, when it forced one (default: read from the environment). */
  forcedEnvironment?: ApiEnvironment | undefined;
  /** The inline hashes of the bundles' pages, when already read (default: read them now). */
  hashes?: InlineHashes;
}

/**
 * The HTTP server of `npm run serve`: the merged static site (each region's own 404 with
 * status 404 under its prefix, `_redirects` rules as real redirects, the .cn host rule),
 * GET /ssr/timestamp, and the header policy of src/config/http-policy.ts on every answer, with the
 * hashes of the bundles' inline scripts and styles read once at start (as the build does for nginx).
 */
export function createSiteServer({
  distDir,
  clock,
  api,
  fixturesDir,
  forcedEnvironment = forcedEnvironmentOf(process.env.PUBLIC_API_ENV),
  hashes = siteHashes(distDir),
}: SiteServerOptions): Server {
  const bundles = listBundles(distDir);
  const fixturePaths = new Set(fixturesDir ? fixtureEntries(fixturesDir, distDir).entries : []);
  const redirects = new Map(bundles.map((region) => [region, readRedirects(join(distDir, region))]));
  const policies = new Map<ApiEnvironment, Record<string, string>>();
  /** The policy for the page's environment, chosen from the Host as pages choose their API. */
  const policyFor = (request: IncomingMessage) => {
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '');
    const environment = apiEnvironment(hostname, forcedEnvironment);
    let headers = policies.get(environment);
    if (!headers) policies.set(environment, (headers = pageHeaders(environment, hashes)));
    return headers;
  };

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal server error');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The policy on every answer, the reference API's included (it sets its own Cache-Control).
    for (const [name, value] of Object.entries(policyFor(request))) response.setHeader(name, value);
    if (api && (await api.handle(request, response, url))) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(response, 400, 'Bad request');
    }

    if (pathname === TIMESTAMP_PATH) {
      return sendTimestamp(response, clock);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendText(response, 405, 'Method not allowed');
    }

    const target = resolveTarget(pathname, bundles);
    const toComHost = cnHostRedirect(request.headers.host, url.pathname + url.search, target.region === ROOT_REGION);
    if (toComHost) return redirect(response, 301, toComHost);
    const rule = redirects.get(target.region)?.get(stripSlash(pathname));
    if (rule) return redirect(response, rule.status, rule.to + url.search);

    const bundleDir = join(distDir, target.region);
    const file = findFile(
      fixturesDir && fixturePaths.has(target.rest.split('/')[0]!) ? join(fixturesDir, target.region) : bundleDir,
      target.rest,
    );
    if (file) return sendFile(request, response, 200, file, cacheRuleOf(target.rest));
    const notFound = findFile(bundleDir, '404.html');
    if (notFound) return sendFile(request, response, 404, notFound, 'revalidate');
    return sendText(response, 404, 'Not found');
  }
}

function redirect(response: ServerResponse, status: number, location: string) {
  response.writeHead(status, { location, 'cache-control': CACHE_CONTROL.revalidate });
  response.end();
}

function sendFile(request: IncomingMessage, response: ServerResponse, status: number, file: string, cache: CacheRule) {
  const type = contentTypeOf(file);
  const gzip = isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  // The build's gzip twin when there is one (tools/bundle/write-deploy-files.ts), as nginx does.
  const twin = gzip && existsSync(`${file}.gz`);
  let body = readFileSync(twin ? `${file}.gz` : file);
  response.setHeader('content-type', type);
  response.setHeader('cache-control', CACHE_CONTROL[cache]);
  if (isCompressible(type)) {
    if (gzip) {
      if (!twin) body = gzipSync(body);
      response.setHeader('content-encoding', 'gzip');
    }
    response.setHeader('vary', 'accept-encoding');
  } else if (status === 200) {
    // Media and other binary files: byte ranges, so that videos can seek (and play in Safari).
    response.setHeader('accept-ranges', 'bytes');
    // Ranges are for GET only (RFC 9110, 14.2). This server sends no validators, so an If-Range
    // can never match and the whole file is the answer (13.1.5).
    const ranged = request.method === 'GET' && !request.headers['if-range'];
    const range = ranged ? parseByteRange(request.headers.range, body.length) : null;
    if (range === 'unsatisfiable') {
      response.setHeader('content-range', `bytes */${body.length}`);
      response.setHeader('content-length', 0);
      response.writeHead(416);
      response.end();
      return;
    }
    if (range) {
      response.setHeader('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
      body = body.subarray(range.start, range.end + 1);
      status = 206;
    }
  }
  response.setHeader('content-length', body.length);
  response.writeHead(status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': CACHE_CONTROL.revalidate,
  });
  response.end(text);
}
