import { describe, expect, it } from 'vitest';
import { onRequest } from '../../deploy/cloudflare/functions/ssr/timestamp.js';
import netlifyTimestamp, { config as netlifyConfig } from '../../deploy/netlify/edge-functions/timestamp.js';
import { CACHE_CONTROL } from '../../src/config/http-policy.ts';

// The signatures the platforms call the functions with (they use no argument).
const cloudflareFunction: (context: Record<string, unknown>) => Response = onRequest;
const netlifyFunction: (request: Request, context: Record<string, unknown>) => Response = netlifyTimestamp;

const request = () => new Request('https://www.robosen.com/ssr/timestamp', { headers: { accept: 'application/json' } });

/**
 * The edge functions CDNs run for /ssr/timestamp, called as their platforms call them, with the
 * global Request/Response: Cloudflare passes one context object ({ request, env, params, … }),
 * Netlify the request and a context.
 */
describe.each([
  [
    'Cloudflare Pages Function',
    () =>
      cloudflareFunction({
        request: request(),
        env: {},
        params: {},
        data: {},
        functionPath: '/ssr/timestamp',
        waitUntil: () => undefined,
        passThroughOnException: () => undefined,
        next: () => Promise.resolve(new Response('the static site', { status: 404 })),
      }),
  ],
  [
    'Netlify Edge Function',
    () =>
      netlifyFunction(request(), {
        geo: {},
        ip: '203.0.113.7',
        requestId: 'test',
        next: () => Promise.resolve(new Response('the static site', { status: 404 })),
      }),
  ],
])('%s', (_name, answer) => {
  it('answers the server time as the API envelope, in epoch milliseconds, never cached', async () => {
    const before = Date.now();
    const response: Response = await answer();
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.never);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await response.json();
    // Platform spec points 7 and 9: the envelope of code, msg and data; success code 2000.
    expect(body).toEqual({ code: 2000, msg: 'ok', data: expect.any(Number) });
    expect(Number.isInteger(body.data)).toBe(true);
    expect(body.data).toBeGreaterThanOrEqual(before);
    expect(body.data).toBeLessThanOrEqual(Date.now());
  });
});

it('the Netlify function is bound to /ssr/timestamp', () => {
  expect(netlifyConfig).toEqual({ path: '/ssr/timestamp' });
});
