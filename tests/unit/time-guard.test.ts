import { afterEach, describe, expect, it, vi } from 'vitest';
import { regionHomePath } from '../../src/lib/urls.ts';
import { answer, settle, stubPage } from './support/page-globals.ts';

// Platform spec point 2, route guards: "if the server time is earlier than startTime, the
// visitor is sent to the region home /{region}. Once a start time has been passed for a route,
// this is remembered for that route. If the server time is at or after endTime, the visitor is
// sent to the region home, and the route is remembered as expired." Run through the browser's
// guard (src/client/time-guard.ts) on a page as the layout marks it, with the server's time
// stubbed; every expectation is written out.

/** The route's window, as the layout writes it (epoch ms of 2031-01-01T00:00Z and 2031-02-01T00:00Z). */
const START = '1924992000000';
const END = '1927670400000';
const MEMORY_KEY = 'route-gate:preview-window:1924992000000:1927670400000';
const DEVICE_NOW = Date.parse('2025-01-15T00:00:00Z');

/**
 * Opens the gated page of `region` (whose home the layout wrote as `home`) with the visitor's
 * memory of the route, the server answering `serverTime` (or nothing), and runs its guard.
 */
async function openGatedPage(options: { home: string; serverTime: string | null; memory?: string }) {
  const stored: Record<string, string> = options.memory ? { [MEMORY_KEY]: options.memory } : {};
  // The device clock stands still (years before the window), so the server's time is exact, and
  // the clock's ticks run only when a test moves time (none outlives its test).
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: DEVICE_NOW });
  const page = stubPage({
    url: `https://www.robosen.com${options.home === '/' ? '' : options.home}/preview-window`,
    dataset: { gate: 'pending', gateRoute: 'preview-window', gateHome: options.home, gateStart: START, gateEnd: END },
    stored,
  });
  const { serverTime } = options;
  vi.stubGlobal('fetch', () =>
    serverTime === null
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(answer({ code: 2000, msg: 'ok', data: Date.parse(serverTime) })),
  );
  vi.resetModules();
  const { initTimeGuard } = await import('../../src/client/time-guard.ts');
  initTimeGuard();
  // The guard decides once the server has answered: wait for that decision, not for a time.
  while (page.location.replace.mock.calls.length === 0 && page.document.documentElement.dataset.gate) await settle();
  return {
    ...page,
    sentTo: () => page.location.replace.mock.calls.map(([url]) => url),
    memory: () => page.storage.items.get(MEMORY_KEY),
    shown: () => page.document.documentElement.dataset.gate === undefined && page.events.includes('gate:open'),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the region home a guard sends the visitor to (/{region}; cn: /)', () => {
  it.each([
    ['cn', '/'],
    ['us', '/us'],
    ['uk', '/uk'],
    ['eu', '/eu'],
    ['fr', '/fr'],
    ['de', '/de'],
    ['kr', '/kr'],
    ['jp', '/jp'],
  ] as const)('%s → %s', (region, home) => {
    expect(regionHomePath(region)).toBe(home);
  });
});

describe('route guard on a page with startTime 2031-01-01T00:00Z and endTime 2031-02-01T00:00Z', () => {
  // The device clock is years before the window: only the server's time, or the route's memory,
  // can let the visitor stay.
  it.each([
    // [server time, memory before, sent to, memory after]
    ['2030-12-31T23:59:59.999Z', undefined, ['/us'], undefined],
    ['2031-01-01T00:00:00.000Z', undefined, [], 'started'],
    ['2031-01-15T00:00:00.000Z', undefined, [], 'started'],
    ['2031-01-31T23:59:59.999Z', undefined, [], 'started'],
    ['2031-02-01T00:00:00.000Z', undefined, ['/us'], 'expired'],
    ['2031-03-01T00:00:00.000Z', undefined, ['/us'], 'expired'],
    // A passed start is remembered: a server time before it no longer sends the visitor away.
    ['2030-12-31T23:59:59.999Z', 'started', [], 'started'],
    ['2031-02-01T00:00:00.000Z', 'started', ['/us'], 'expired'],
    // A route remembered as expired sends the visitor home whatever the time.
    ['2031-01-15T00:00:00.000Z', 'expired', ['/us'], 'expired'],
  ])('us, server time %s, memory %s → sent to %j, memory %s', async (serverTime, memory, sentTo, memoryAfter) => {
    const page = await openGatedPage({ home: '/us', serverTime, ...(memory && { memory }) });
    expect(page.sentTo()).toEqual(sentTo);
    expect(page.memory()).toBe(memoryAfter);
    expect(page.shown()).toBe(sentTo.length === 0);
  });

  it.each([
    ['2030-12-31T23:59:59.999Z', '/'],
    ['2031-02-01T00:00:00.000Z', '/'],
  ])('cn, server time %s → sent to %s', async (serverTime, home) => {
    const page = await openGatedPage({ home: '/', serverTime });
    expect(page.sentTo()).toEqual([home]);
  });

  it('a visitor on the page is sent home when the server time reaches endTime, and the route is remembered as expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.parse('2031-01-31T23:59:58Z') });
    const page = await openGatedPage({ home: '/de', serverTime: '2031-01-31T23:59:58Z' });
    expect(page.shown()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(page.sentTo()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page.sentTo()).toEqual(['/de']);
    expect(page.memory()).toBe('expired');
  });

  it('a later navigation whose timestamp call fails is judged by the last known server time', async () => {
    // The device clock is years before the window; the last known offset puts the server inside it.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: DEVICE_NOW });
    const offset = String(Date.parse('2031-01-15T00:00:00Z') - DEVICE_NOW);
    const page = stubPage({
      url: 'https://www.robosen.com/us/preview-window',
      dataset: { gate: 'pending', gateRoute: 'preview-window', gateHome: '/us', gateStart: START, gateEnd: END },
      stored: { 'server-clock-offset': offset },
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.resetModules();
    const { initTimeGuard } = await import('../../src/client/time-guard.ts');
    initTimeGuard();
    while (!page.events.includes('gate:open') && page.location.replace.mock.calls.length === 0) await settle();
    expect(page.location.replace).not.toHaveBeenCalled();
    expect(page.storage.items.get(MEMORY_KEY)).toBe('started');
  });
});
