import { afterEach, describe, expect, it } from 'vitest';
import { plausibleOffset, MAX_CLOCK_OFFSET_MS } from '../../src/lib/server-time.ts';
import { decodeSession, isToken, sameSession } from '../../src/lib/session.ts';
import { browserStorage, readValidated } from '../../src/storage/browser-storage.ts';
import { storedAtom } from '../../src/stores/stored-atom.ts';

/** A Storage-like Map, as a browser with storage allowed would have. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

function installStorage(descriptor: PropertyDescriptor) {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, ...descriptor });
}

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

const decodeDigits = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : undefined);

describe('storage blocked by the browser (the getter throws)', () => {
  it('reads as nothing stored and writes are forgotten, without throwing', () => {
    installStorage({
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(browserStorage.get('k')).toBeNull();
    expect(() => browserStorage.set('k', 'v')).not.toThrow();
    expect(() => browserStorage.remove('k')).not.toThrow();
  });

  it('leaves a stored atom working in memory for the page', () => {
    installStorage({
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const store = storedAtom('count', 0, { decode: decodeDigits, encode: String });
    expect(store.get()).toBe(0);
    store.set(3);
    expect(store.get()).toBe(3);
  });

  it('survives a storage whose methods throw (quota, private mode)', () => {
    const failing = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    installStorage({ value: { getItem: failing, setItem: failing, removeItem: failing } });
    const store = storedAtom('count', 1, { decode: decodeDigits, encode: String });
    store.set(2);
    expect(store.get()).toBe(2);
  });
});

describe('stored values are validated', () => {
  it('uses an accepted value and removes a refused one', () => {
    const storage = memoryStorage();
    installStorage({ value: storage });
    storage.items.set('good', '42');
    storage.items.set('bad', '42; drop');
    expect(readValidated('good', decodeDigits)).toBe(42);
    expect(readValidated('bad', decodeDigits)).toBeUndefined();
    expect(storage.items.has('bad')).toBe(false);
  });

  it('persists through the adapter and removes the key when encode says so', () => {
    const storage = memoryStorage();
    installStorage({ value: storage });
    const store = storedAtom<number | null>('n', null, {
      decode: decodeDigits,
      encode: (value) => (value === null ? undefined : String(value)),
    });
    store.set(7);
    expect(storage.items.get('n')).toBe('7');
    store.set(null);
    expect(storage.items.has('n')).toBe(false);
  });
});

describe('tokens and sessions', () => {
  it.each([
    ['abc123', true],
    ['A-._~+/=', true],
    ['x'.repeat(2048), true],
    ['x'.repeat(2049), false],
    ['', false],
    ['has space', false],
    ['line\nbreak', false],
    ['tab\t', false],
    ['ünicode', false],
    ['zero\u200bwidth', false],
    [42, false],
    [null, false],
  ])('isToken(%j) is %s', (value, expected) => {
    expect(isToken(value)).toBe(expected);
  });

  it('refuses a stored session with a token that could not be sent in a header', () => {
    const stored = (apptoken: string) => JSON.stringify({ userId: 'u1', apptoken, reftoken: 'r1' });
    expect(decodeSession(stored('a1'))).toMatchObject({ apptoken: 'a1' });
    expect(decodeSession(stored('a1\r\nx-injected: 1'))).toBeNull();
    expect(decodeSession(stored('a'.repeat(5000)))).toBeNull();
    expect(decodeSession(JSON.stringify({ userId: 'u1', apptoken: 'a', reftoken: 'r', userInfo: [1] }))).toMatchObject({
      userInfo: undefined,
    });
  });

  it('tells the same login from another one', () => {
    const one = { userId: 'u1', apptoken: 'a1', reftoken: 'r1' };
    expect(sameSession(one, { ...one })).toBe(true);
    expect(sameSession(one, { ...one, apptoken: 'a2' })).toBe(false);
    expect(sameSession(one, { ...one, userId: 'u2' })).toBe(false);
    expect(sameSession(one, null)).toBe(false);
    expect(sameSession(null, null)).toBe(true);
  });
});

describe('plausibleOffset', () => {
  it.each([
    ['0', 0],
    ['-3600000', -3_600_000],
    [String(MAX_CLOCK_OFFSET_MS), MAX_CLOCK_OFFSET_MS],
    [String(MAX_CLOCK_OFFSET_MS + 1), undefined],
    ['1e300', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['', undefined],
    ['   ', undefined],
    ['12.5', undefined],
    ['0x10', undefined],
    [' 5', undefined],
    [1234, 1234],
  ])('%j → %j', (value, expected) => {
    expect(plausibleOffset(value)).toBe(expected);
  });
});
