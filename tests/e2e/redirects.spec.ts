import { TIMESTAMP_PATH } from '../../src/config/api-protocol.ts';
import { expect, test } from './support/test.ts';
import { REGION_CODES } from '../../src/config/regions.ts';
import { routePath } from '../../src/lib/urls.ts';

for (const region of REGION_CODES.filter((code) => code !== 'kr')) {
  test(`${routePath(region, 'new-release')} redirects to flagship-bumblebee`, async ({ request }) => {
    const response = await request.get(`${routePath(region, 'new-release')}?utm_source=mail`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${routePath(region, 'flagship-bumblebee')}?utm_source=mail`);
  });
}

test('/ssr/timestamp answers the server time in an envelope', async ({ request }) => {
  const before = Date.now();
  const body = await (await request.get(TIMESTAMP_PATH)).json();
  expect(body).toMatchObject({ code: 2000, msg: 'ok' });
  expect(body.data).toBeGreaterThanOrEqual(before - 1000);
  expect(body.data).toBeLessThanOrEqual(Date.now() + 1000);
});
