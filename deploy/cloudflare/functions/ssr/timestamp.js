/**
 * Cloudflare Pages Function for GET /ssr/timestamp: the server time as the API envelope
 * `{ code: 2000, msg: 'ok', data: <epoch ms> }`, never cached. Pages serves `functions/` beside
 * the static site (docs/deploy.md); `_headers` rules do not apply to Functions, so the answer
 * carries its own headers. Tested in tests/unit/edge-timestamp.test.ts.
 */
export function onRequest() {
  return new Response(JSON.stringify({ code: 2000, msg: 'ok', data: Date.now() }), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
