import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { decodeSession, sessionFromLogin, sessionScope } from '../../src/lib/session.ts';
import { returnPathOf, safeReturnPath } from '../../src/lib/return-path.ts';

const EXPECTED_SCOPE = {
  cn: '/cn',
  us: '/us',
  kr: '/us',
  jp: '/us',
  uk: '/eu',
  eu: '/eu',
  fr: '/eu',
  de: '/eu',
} as const;

describe.each(REGION_CODES)('session scope of %s', (region) => {
  it('follows the region on international hosts', () => {
    expect(sessionScope('www.robosen.com', region)).toBe(EXPECTED_SCOPE[region]);
    expect(sessionScope('127.0.0.1', region)).toBe(EXPECTED_SCOPE[region]);
  });

  it('is /cn on Chinese hosts', () => {
    expect(sessionScope('www.robosen.cn', region)).toBe('/cn');
  });
});

describe('sessionScope default', () => {
  it('is /us for an unknown region', () => {
    expect(sessionScope('example.com', 'xx')).toBe('/us');
  });
});

describe('decodeSession', () => {
  const good = { userId: 'u1', apptoken: 'a', reftoken: 'r', userInfo: { email: 'a@b.co' } };
  it('reads a stored session', () => {
    expect(decodeSession(JSON.stringify(good))).toEqual(good);
  });
  it.each([
    null,
    '',
    '{',
    'null',
    '[]',
    '"text"',
    JSON.stringify({ ...good, apptoken: 5 }),
    JSON.stringify({ userId: 'u' }),
  ])('logs the visitor out for %j', (raw) => {
    expect(decodeSession(raw)).toBeNull();
  });
});

describe('sessionFromLogin', () => {
  it('takes user_id, apptoken and reftoken', () => {
    expect(sessionFromLogin({ user_id: 'u', apptoken: 'a', reftoken: 'r' })).toEqual({
      userId: 'u',
      apptoken: 'a',
      reftoken: 'r',
    });
    expect(sessionFromLogin({ user_id: 'u', apptoken: 'a' })).toBeNull();
    expect(sessionFromLogin(undefined)).toBeNull();
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/us/choose-your-region?x=1', '/us/choose-your-region?x=1'],
    ['/', '/'],
    [null, '/us'],
    ['https://evil.example/', '/us'],
    ['//evil.example/', '/us'],
    ['/\\evil.example', '/us'],
    ['javascript:alert(1)', '/us'],
    ['/us\n/x', '/us'],
  ])('%j → %s', (candidate, expected) => {
    expect(safeReturnPath(candidate, '/us')).toBe(expected);
  });
});

describe('returnPathOf', () => {
  it.each([
    ['/us/faq', '', '/us/faq'],
    ['/us/choose-your-region', '?from=%2Fde%2F', '/us/choose-your-region?from=%2Fde%2F'],
    ['/us/login', '?email=a%40b.co&password=hunter22', '/us/login'],
    ['/de/', '?email=a%40b.co&utm_source=mail', '/de/?utm_source=mail'],
    ['/us/x', '?APPTOKEN=t&Reftoken=r&user_id=1&keep=1', '/us/x?keep=1'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(returnPathOf(pathname, search)).toBe(expected);
  });
});
