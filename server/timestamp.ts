import type { ServerResponse } from 'node:http';
import { API_CODES, API_OK_MESSAGE } from '../src/config/api-protocol.ts';
import { CACHE_CONTROL } from '../src/config/http-policy.ts';
import type { SiteClock } from './site-clock.ts';

/**
 * The answer of GET /ssr/timestamp (TIMESTAMP_PATH) from the server clock, the same in
 * `npm run serve` (server/create-server.ts) and `npm run dev`
 * (src/integrations/dev-server.ts): the envelope `{ code, msg, data: <epoch ms> }`, never cached.
 */
export function sendTimestamp(response: ServerResponse, clock: SiteClock): void {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': CACHE_CONTROL.never,
  });
  response.end(JSON.stringify({ code: API_CODES.ok, msg: API_OK_MESSAGE, data: clock.now() }));
}
