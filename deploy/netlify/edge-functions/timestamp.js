/**
 * Netlify Edge Function for GET /ssr/timestamp: the server time as the API envelope
 * `{ code: 2000, msg: 'ok', data: <epoch ms> }`, never cached (docs/deploy.md). Tested in
 * tests/unit/edge-timestamp.test.ts.
 */
export default function timestamp() {
  return new Response(JSON.stringify({ code: 2000, msg: 'ok', data: Date.now() }), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

// Deployed as it is, so it cannot import TIMESTAMP_PATH (src/config/api-protocol.ts); the unit
// test holds the two equal. Cloudflare binds its function by file path (functions/ssr/timestamp.js).
export const config = { path: '/ssr/timestamp' };
