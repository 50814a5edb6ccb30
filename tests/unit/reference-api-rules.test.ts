import { describe, expect, it } from 'vitest';
import { ApiConfigError, readApiConfig } from '../../server/api/api-config.ts';
import { clientAddressKey, isLoopbackAddress } from '../../server/api/client-address.ts';
import { FailureLimiter } from '../../server/api/failure-limiter.ts';
import { hostnameOf, isAllowedHost, parseAllowedHosts } from '../../server/api/host-allowlist.ts';
import { hashPassword, passwordMatches } from '../../server/api/passwords.ts';
import { createTaskSlots } from '../../server/api/task-slots.ts';

describe('failure limiter', () => {
  const minute = 60_000;

  it('locks a key at the limit and releases it when the oldest failure leaves the window', () => {
    const limiter = new FailureLimiter({ maxFailures: 3, windowMs: 10 * minute });
    limiter.recordFailure(['a'], 0);
    limiter.recordFailure(['a'], 2 * minute);
    expect(limiter.isLocked(['a'], 2 * minute)).toBe(false);
    limiter.recordFailure(['a'], 4 * minute);
    expect(limiter.isLocked(['a'], 4 * minute)).toBe(true);
    expect(limiter.isLocked(['b'], 4 * minute)).toBe(false);
    expect(limiter.isLocked(['b', 'a'], 4 * minute)).toBe(true);
    expect(limiter.isLocked(['a'], 10 * minute - 1)).toBe(true);
    expect(limiter.isLocked(['a'], 10 * minute)).toBe(false);
    // Two failures remain in the window: one more locks again, until the next one leaves it.
    limiter.recordFailure(['a'], 11 * minute);
    expect(limiter.isLocked(['a'], 11 * minute)).toBe(true);
    expect(limiter.isLocked(['a'], 12 * minute)).toBe(false);
  });

  it('counts one failure against every key given, and forgets a cleared key', () => {
    const limiter = new FailureLimiter({ maxFailures: 2, windowMs: minute });
    limiter.recordFailure(['account', 'address'], 0);
    limiter.recordFailure(['account', 'address'], 1);
    expect(limiter.isLocked(['account'], 2)).toBe(true);
    expect(limiter.isLocked(['address'], 2)).toBe(true);
    limiter.clear('account');
    expect(limiter.isLocked(['account'], 2)).toBe(false);
    expect(limiter.isLocked(['address'], 2)).toBe(true);
  });

  it('forgets expired keys, so that its memory stays bounded', () => {
    const limiter = new FailureLimiter({ maxFailures: 10, windowMs: minute });
    for (let index = 0; index < 5000; index += 1) limiter.recordFailure([`key ${index}`], index * 100);
    // Only the keys of the last minute (600 of them, at 100 ms apart) may remain, plus those
    // recorded since the last sweep.
    expect(limiter.size).toBeLessThan(600 + 1024);
  });
});

describe('client address key', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', false],
    ['10.0.0.1', false],
    ['::2', false],
    ['localhost', false],
    ['', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['203.0.113.9', undefined, false, '203.0.113.9'],
    ['::ffff:203.0.113.9', undefined, false, '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', undefined, false, '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', undefined, false, '2001:db8:1:2::/64'],
    ['2001:db8::1', undefined, false, '2001:db8:0:0::/64'],
    // The proxy's own entry is the last one; whatever the client sent comes before it.
    ['127.0.0.1', '198.51.100.1, 203.0.113.9', true, '203.0.113.9'],
    ['::1', '2001:db8:5:6::1', true, '2001:db8:5:6::/64'],
    ['127.0.0.1', '203.0.113.9', false, '127.0.0.1'],
    ['198.51.100.7', '203.0.113.9', true, '198.51.100.7'],
    ['127.0.0.1', 'not an address', true, '127.0.0.1'],
    [undefined, undefined, false, 'unknown'],
  ])('peer %s, X-Forwarded-For %s, trusted %s → %s', (peer, forwardedFor, trustProxy, key) => {
    expect(clientAddressKey(peer, forwardedFor, trustProxy)).toBe(key);
  });
});

describe('Host allowlist', () => {
  const allowed = new Set(['shop.example.com']);

  it.each([
    ['localhost', true],
    ['localhost:4321', true],
    ['LOCALHOST:4321', true],
    ['127.0.0.1:8080', true],
    ['[::1]:4321', true],
    ['[::1]', true],
    ['shop.example.com', true],
    ['shop.example.com:8443', true],
    [undefined, false],
    ['', false],
    ['evil.example', false],
    ['evil.example:4321', false],
    ['localhost.evil.example', false],
    ['127.0.0.1.nip.io:4321', false],
    ['localhost.', false],
    ['localhost@evil.example', false],
    ['evil.example/localhost', false],
    ['evil.example#localhost', false],
    ['127.0.0.2:4321', false],
    ['localhost:99999', false],
    ['www.shop.example.com', false],
  ])('%s → %s', (host, expected) => {
    expect(isAllowedHost(host, allowed)).toBe(expected);
  });

  it('reads host names and origins from a list, and names a bad entry', () => {
    expect(parseAllowedHosts(' shop.example.com, https://Staging.Example.com:8443 ,')).toEqual([
      'shop.example.com',
      'staging.example.com',
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(() => parseAllowedHosts('shop.example.com, a b')).toThrow('"a b" is not a host name or an origin');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
  });
});

describe('API settings', () => {
  it('reads the environment, with SITE_ORIGIN and API_ALLOWED_HOSTS as allowed host names', () => {
    const config = readApiConfig(
      { API_ALLOWED_HOSTS: 'a.example', SITE_ORIGIN: 'https://www.example.com', API_TRUST_PROXY: '1' },
      '127.0.0.1',
    );
    expect([...config.allowedHostnames]).toEqual(['a.example', 'www.example.com']);
    expect(config.trustProxy).toBe(true);
    expect(config.faultsEnabled).toBe(false);
    expect(config.dbPath).toBe('.data/reference-api.sqlite');
    expect(config.appTokenTtlMs).toBe(7_200_000);
  });

  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('fault injection starts on loopback HOST %s', (host) => {
    expect(readApiConfig({ API_FAULTS: '1' }, host).faultsEnabled).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'example.com'])('fault injection refuses HOST %s', (host) => {
    expect(() => readApiConfig({ API_FAULTS: '1' }, host)).toThrow(ApiConfigError);
    expect(() => readApiConfig({ API_FAULTS: '1' }, host)).toThrow(`not "${host}"`);
    expect(readApiConfig({}, host).faultsEnabled).toBe(false);
  });

  it.each([
    [{ API_APPTOKEN_TTL_SECONDS: '-1' }, 'API_APPTOKEN_TTL_SECONDS="-1" must be a positive number of seconds'],
    [{ API_ALLOWED_HOSTS: 'a/b c' }, 'API_ALLOWED_HOSTS: "a/b c" is not a host name or an origin'],
    [{ SITE_ORIGIN: 'https://' }, 'SITE_ORIGIN: "https://" is not a host name or an origin'],
  ])('refuses %o', (env, message) => {
    expect(() => readApiConfig(env, '127.0.0.1')).toThrow(message);
  });
});

describe('passwords', () => {
  it('match only their own hash; an unknown account (no hash) never matches', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await passwordMatches('correct horse', stored)).toBe(true);
    expect(await passwordMatches('correct horsf', stored)).toBe(false);
    expect(await passwordMatches('correct horse', null)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(stored);
    // Four scrypt runs: allow for a busy machine.
  }, 20_000);
});

describe('task slots', () => {
  it('run at most their size at once, in arrival order', async () => {
    const slots = createTaskSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (index: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(index);
      running -= 1;
      if (index === 3) throw new Error('task 3 fails');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((index) => slots.run(task(index))));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
