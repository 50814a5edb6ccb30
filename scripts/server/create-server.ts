import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseByteRange } from './byte-range.ts';
import type { SiteClock } from './site-clock.ts';
import { contentTypeOf, findFile, listBundles, readRedirects, resolveTarget, stripSlash } from './static-site.ts';

export interface SiteServerOptions {
  distDir: string;
  clock: SiteClock;
  /** The reference API; answers `/api/...` and leaves everything else to the site. */
  api?: { handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> };
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/**
 * The HTTP server of `npm run serve`: the merged static site (each region's own 404 with
 * status 404 under its prefix, `_redirects` rules as real redirects) and GET /ssr/timestamp.
 */
export function createSiteServer({ distDir, clock, api }: SiteServerOptions): Server {
  const bundles = listBundles(distDir);
  const redirects = new Map(bundles.map((region) => [region, readRedirects(join(distDir, region))]));

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal server error');
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (api && (await api.handle(request, response, url))) return;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(response, 400, 'Bad request');
    }

    if (pathname === '/ssr/timestamp') {
      return sendJson(response, 200, { code: 2000, msg: 'ok', data: clock.now() });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendText(response, 405, 'Method not allowed');
    }

    const target = resolveTarget(pathname, bundles);
    const rule = redirects.get(target.region)?.get(stripSlash(pathname));
    if (rule) {
      response.writeHead(rule.status, { location: rule.to + url.search, 'cache-control': 'no-cache' });
      return response.end();
    }

    const bundleDir = join(distDir, target.region);
    const file = findFile(bundleDir, target.rest);
    if (file) return sendFile(request, response, 200, file);
    const notFound = findFile(bundleDir, '404.html');
    if (notFound) return sendFile(request, response, 404, notFound);
    return sendText(response, 404, 'Not found');
  }
}

function securityHeaders(response: ServerResponse) {
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  response.setHeader('x-frame-options', 'SAMEORIGIN');
}

function sendFile(request: IncomingMessage, response: ServerResponse, status: number, file: string) {
  const type = contentTypeOf(file);
  let body = readFileSync(file);
  securityHeaders(response);
  response.setHeader('content-type', type);
  // Hashed assets never change; pages must be revalidated so a rebuild shows at once.
  response.setHeader('cache-control', file.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (COMPRESSIBLE.test(type)) {
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
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

function sendJson(response: ServerResponse, status: number, body: unknown) {
  securityHeaders(response);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string) {
  securityHeaders(response);
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}
