import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubPage } from './support/page-globals.ts';

// Platform spec points 4 (Time), 7 (GET /ssr/timestamp: no base URL, timeout 10 s) and 9
// (timestamp call timeout 10000 ms), through the server clock store with fetch and storage stubbed.

/** The device's clock in these tests, and a server clock ten seconds ahead of it. */
const DEVICE_NOW = Date.parse('2031-01-15T00:00:00Z');
const SERVER_NOW = Date.parse('2031-01-15T00:00:10Z');

/** Opens a page with the visitor's storage and `fetch`, and loads the server clock afresh. */
async function openPage(stored: Record<string, string>, fetch: (url: string, init: RequestInit) => Promise<Response>) {
  const page = stubPage({ url: 'https://www.robosen.com/us/flagship-bumblebee', dataset: { region: 'us' }, stored });
  const fetchSpy = vi.fn(fetch);
  vi.stubGlobal('fetch', fetchSpy);
  vi.resetModules();
  const clock = await import('../../src/stores/server-clock.ts');
  return { ...page, fetch: fetchSpy, clock };
}

const refused = () => Promise.reject(new TypeError('Failed to fetch'));
const timestamp = (data: number) => () => Promise.resolve(answer({ code: 2000, msg: 'ok', data }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GET /ssr/timestamp (spec points 7 and 9)', () => {
  it('is asked at /ssr/timestamp on the page’s own origin (no API base), with a 10000 ms timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const page = await openPage({}, timestamp(SERVER_NOW));
    await page.clock.syncServerClock();
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual(['/ssr/timestamp']);
    expect(timeout.mock.calls).toEqual([[10_000]]);
  });
});

describe('server time (spec point 4: later navigations fetch it and fall back to the last known time)', () => {
  it('a navigation takes the server’s time and keeps it as the last known', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW });
    const page = await openPage({}, timestamp(SERVER_NOW));
    expect(await page.clock.syncServerClock()).toBe(SERVER_NOW);
    expect(page.storage.items.get('server-clock-offset')).toBe('10000');
  });

  it('a later navigation whose timestamp call fails falls back to the last known time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW });
    const first = await openPage({}, timestamp(SERVER_NOW));
    await first.clock.syncServerClock();
    // The next page of the same visitor: same storage, the timestamp call fails.
    const stored = Object.fromEntries(first.storage.items);
    const later = await openPage(stored, refused);
    expect(await later.clock.syncServerClock()).toBe(SERVER_NOW);
    expect(later.clock.serverNow(Date.parse('2031-01-16T00:00:00Z'))).toBe(Date.parse('2031-01-16T00:00:10Z'));
  });

  it.each([
    ['refused', refused],
    ['answered with an error envelope', () => Promise.resolve(answer({ code: 5000, msg: 'busy' }))],
    ['answered with an HTTP 503', () => Promise.resolve(answer({}, 503))],
  ])('a timestamp call %s keeps the last known time', async (_case, fetch) => {
    vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW });
    const page = await openPage({ 'server-clock-offset': '-3600000' }, fetch);
    expect(await page.clock.syncServerClock()).toBe(Date.parse('2031-01-14T23:00:00Z'));
    expect(page.storage.items.get('server-clock-offset')).toBe('-3600000');
  });

  it('with no time ever known and the call failing, the device clock is the last resort', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: DEVICE_NOW });
    const page = await openPage({}, refused);
    expect(await page.clock.syncServerClock()).toBe(DEVICE_NOW);
  });
});
