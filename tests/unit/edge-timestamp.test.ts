import { describe, expect, it } from 'vitest';
import { onRequest } from '../../deploy/cloudflare/functions/ssr/timestamp.js';
import netlifyTimestamp, { config as netlifyConfig } from '../../deploy/netlify/edge-functions/timestamp.js';
import { API_CODES, API_OK_MESSAGE } from '../../src/config/api-protocol.ts';
import { CACHE_CONTROL, TIMESTAMP_PATH } from '../../src/config/http-policy.ts';

/** The edge functions CDNs run for /ssr/timestamp, with the platform's global Request/Response. */
describe.each([
  ['Cloudflare Pages Function', () => onRequest()],
  ['Netlify Edge Function', () => netlifyTimestamp()],
])('%s', (_name, answer) => {
  it('answers the server time as the API envelope, in epoch milliseconds, never cached', async () => {
    const before = Date.now();
    const response: Response = answer();
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.never);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await response.json();
    expect(body).toEqual({ code: API_CODES.ok, msg: API_OK_MESSAGE, data: expect.any(Number) });
    expect(Number.isInteger(body.data)).toBe(true);
    expect(body.data).toBeGreaterThanOrEqual(before);
    expect(body.data).toBeLessThanOrEqual(Date.now());
  });
});

it('the Netlify function is bound to /ssr/timestamp', () => {
  expect(netlifyConfig).toEqual({ path: TIMESTAMP_PATH });
});
