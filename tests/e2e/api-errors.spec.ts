import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { apiControl } from './support/api-control.ts';
import { startServer, type RunningServer } from './support/server.ts';

// One row of platform spec point 8 per test, through the real API client (ky) in Chromium
// against the reference API over HTTP. The test-only page exposes the client as
// window.storefrontTest (tests/fixture-site/src/ApiFixturePage.astro).

const strings = (locale: string) => JSON.parse(readFileSync(`src/i18n/locales/${locale}.json`, 'utf8'));
const US = strings('en-US');
const DE = strings('de-DE');

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { API_FAULTS: '1' } });
});
test.afterAll(async () => server.stop());
test.describe.configure({ mode: 'serial' });

const control = () => apiControl(server.url);
test.afterEach(async () => {
  await control().clearFaults();
});

async function openFixture(page: Page, region = 'us') {
  await page.goto(`${server.url}/${region}/test-fixtures/api`);
  await expect(page.locator('html')).toHaveAttribute('data-test-ready', 'true');
}

/** Runs a client call in the page and reports how it ended, with the toasts shown. */
async function call(page: Page, path: string, options: Record<string, unknown> = {}) {
  return page.evaluate(
    async ([path, options]) => {
      const client = window.storefrontTest!;
      try {
        const data = await client.callApi(path, options);
        return { ok: true, data, error: '', toasts: client.toasts() };
      } catch (error) {
        return { ok: false, data: null, error: (error as Error).name, toasts: client.toasts() };
      }
    },
    [path, options] as const,
  );
}

async function register(page: Page, email: string) {
  await page.evaluate((email) => window.storefrontTest!.login({ email, password: 'correct horse battery' }), email);
}

test('an envelope error shows the server’s msg in a toast', async ({ page }) => {
  await openFixture(page);
  await control().fault('account/user/profile', { kind: 'code', code: 5001, msg: 'Service busy (reference API)' });
  const result = await call(page, 'account/user/profile');
  expect(result).toMatchObject({ ok: false, error: 'ApiError', toasts: ['Service busy (reference API)'] });
  await expect(page.getByRole('alert').filter({ hasText: 'Service busy (reference API)' })).toBeVisible();
});

test('an envelope error without msg shows the default: the spec translates no code but 4003', async ({ page }) => {
  // Platform spec point 8: 'Server error, please try again later.', here in German.
  const serverError = 'Serverfehler. Bitte versuchen Sie es später erneut.';
  await openFixture(page, 'de');
  await control().fault('account/user/profile', { kind: 'code', code: 4001 });
  expect((await call(page, 'account/user/profile')).toasts).toEqual([serverError]);
  await control().fault('account/user/profile', { kind: 'code', code: 4029 });
  expect((await call(page, 'account/user/profile')).toasts).toEqual([serverError, serverError]);
  await control().fault('account/user/profile', { kind: 'code', code: 4999 });
  expect((await call(page, 'account/user/profile')).toasts).toEqual([serverError, serverError, serverError]);
});

test('a call with toasts turned off rejects silently', async ({ page }) => {
  await openFixture(page);
  await control().fault('account/user/profile', { kind: 'code', code: 5001, msg: 'Nope' });
  expect(await call(page, 'account/user/profile', { toast: false })).toMatchObject({ ok: false, toasts: [] });
});

test('an HTTP 5xx shows the default message in the region’s language', async ({ page }) => {
  await openFixture(page, 'de');
  await control().fault('account/user/profile', { kind: 'status', status: 503 });
  const result = await call(page, 'account/user/profile');
  expect(result).toMatchObject({ ok: false, toasts: [DE.api.default] });
  expect(DE.api.default).not.toBe(US.api.default);
});

test('a timeout and a dropped connection pass on without a toast', async ({ page }) => {
  await openFixture(page);
  await control().fault('account/user/profile', { kind: 'latency', ms: 3000 });
  expect(await call(page, 'account/user/profile', { timeout: 300 })).toMatchObject({
    ok: false,
    error: 'TimeoutError',
    toasts: [],
  });
  await control().fault('account/user/profile', { kind: 'drop' });
  const dropped = await call(page, 'account/user/profile');
  expect(dropped.ok).toBe(false);
  expect(dropped.error).not.toBe('ApiError');
  expect(dropped.toasts).toEqual([]);
});

test('three calls failing with 4003 at once share one token refresh, then all succeed', async ({ page }) => {
  await openFixture(page);
  await register(page, 'three.calls@example.com');
  await fetch(`${server.url}/api/__stats`, { method: 'DELETE' });
  await control().fault('account/user/profile', { kind: 'auth' }, 3);
  const results = await page.evaluate(async () => {
    const client = window.storefrontTest!;
    return Promise.all([1, 2, 3].map(() => client.callApi<{ email: string }>('account/user/profile')));
  });
  expect(results.map((profile) => profile.email)).toEqual(Array(3).fill('three.calls@example.com'));
  const stats = await control().stats();
  expect(stats['us account/user/sign_in/refresh']).toBe(1);
  expect(stats['us account/user/profile']).toBe(6);
});

test('a failed refresh clears the session and lands on the login page', async ({ page }) => {
  await openFixture(page);
  await register(page, 'failed.refresh@example.com');
  await control().fault('account/user/profile', { kind: 'auth' });
  await control().fault('account/user/sign_in/refresh', { kind: 'auth' });
  // The call sends the page to the login page, which may end the evaluation with its page: that ending is
  // expected, so it is caught rather than left to fail the test as an unhandled rejection.
  call(page, 'account/user/profile').catch(() => undefined);
  await page.waitForURL(`${server.url}/us/login?redirect=%2Fus%2Ftest-fixtures%2Fapi`);
  expect(await page.evaluate(() => localStorage.getItem('/us/session'))).toBeNull();
});

test('a 4003 without a session shows the login-expired toast, then after 2 s the login page', async ({ page }) => {
  await page.clock.install();
  await openFixture(page);
  await control().fault('account/user/profile', { kind: 'auth' });
  const result = await call(page, 'account/user/profile');
  expect(result.toasts).toEqual([US.api.loginExpired]);
  await page.clock.runFor(1_900);
  expect(new URL(page.url()).pathname).toBe('/us/test-fixtures/api');
  await page.clock.runFor(200);
  await page.waitForURL(/\/us\/login\?redirect=/);
});

test('the reference API refuses bodies that are not JSON or too large, with an answer', async () => {
  const url = `${server.url}/api/us/account/user/subscribe/create`;
  const plain = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{"email":"a@b.co","region":"us"}',
  });
  expect(await plain.json()).toMatchObject({ code: 4000 });
  const large = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.co', region: 'us', filler: 'x'.repeat(20_000) }),
  });
  expect(await large.json()).toMatchObject({ code: 4000 });
});
