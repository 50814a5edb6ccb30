import { describe, expect, it } from 'vitest';
import { API_BASES } from '../../src/config/api.ts';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { ApiError } from '../../src/lib/api/api-error.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { apiBaseUrl, apiEnvironment } from '../../src/lib/api/environment.ts';
import { apiHeaders } from '../../src/lib/api/headers.ts';
import { errorMessage } from '../../src/lib/api/messages.ts';
import { subscribeFailureMessage } from '../../src/lib/subscribe-message.ts';

describe('readEnvelope', () => {
  it.each([
    [
      { code: 2000, msg: 'ok', data: { a: 1 } },
      { ok: true, data: { a: 1 } },
    ],
    [
      { code: 2000, msg: 'ok', data: null },
      { ok: true, data: {} },
    ],
    [{ code: 2000 }, { ok: true, data: {} }],
    [
      { code: 4003, msg: '', data: null },
      { ok: false, code: 4003, msg: '' },
    ],
    [
      { code: 5001, msg: 'Busy' },
      { ok: false, code: 5001, msg: 'Busy' },
    ],
    [
      { code: 5001, msg: 42 },
      { ok: false, code: 5001, msg: '' },
    ],
    ['<html>', { ok: false, code: 0, msg: '' }],
    [null, { ok: false, code: 0, msg: '' }],
  ])('%j', (body, expected) => {
    expect(readEnvelope(body)).toEqual(expected);
  });
});

describe('errorMessage', () => {
  const strings = { default: 'Default', loginExpired: 'Expired', codes: { '4001': 'Wrong password' } };
  it.each([
    [{ code: 4001, msg: 'Server says no' }, 'Server says no'],
    [{ code: 4001, msg: '' }, 'Wrong password'],
    [{ code: 4001, msg: '   ' }, 'Wrong password'],
    [{ code: 4999, msg: '' }, 'Default'],
    [{ code: 4999 }, 'Default'],
    [{ msg: 'ok', code: 5000 }, 'Default'],
  ])('%j → %s', (failure, message) => {
    expect(errorMessage(failure, strings)).toBe(message);
  });
});

describe('subscribeFailureMessage', () => {
  const strings = { default: 'Default', loginExpired: '', codes: { '4000': 'Check input' } };
  it('uses the region’s invalid text for an address the server refuses', () => {
    expect(subscribeFailureMessage(new ApiError(4002, ''), { invalid: 'Bad address' }, strings)).toBe('Bad address');
  });
  it('uses the API rules for other codes and the default for transport errors', () => {
    expect(subscribeFailureMessage(new ApiError(4000, ''), { invalid: 'x' }, strings)).toBe('Check input');
    expect(subscribeFailureMessage(new TypeError('Failed to fetch'), { invalid: 'x' }, strings)).toBe('Default');
  });
});

describe.each(REGION_CODES)('API headers and bases in %s', (region) => {
  const { language, apiGroup } = REGIONS[region];

  it('sends region and Accept-Language (the language when English, else the region)', () => {
    expect(apiHeaders({ region, language, session: null })).toEqual({
      region,
      'accept-language': language === 'en' ? 'en' : region,
    });
  });

  it('sends the tokens when present', () => {
    expect(apiHeaders({ region, language, session: { userId: 'u', apptoken: 'a', reftoken: 'r' } })).toMatchObject({
      apptoken: 'a',
      reftoken: 'r',
    });
    expect(apiHeaders({ region, language, session: { userId: 'u', apptoken: '', reftoken: 'r' } })).not.toHaveProperty(
      'apptoken',
    );
  });

  it.each([
    ['www.robosen.com', 'production'],
    ['hub-pre.robosen.com', 'preproduction'],
    ['hub-pre.robosen.cn', 'preproduction'],
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['[::1]', 'development'],
  ] as const)('on %s uses the %s base of its group', (hostname, environment) => {
    expect(apiEnvironment(hostname)).toBe(environment);
    expect(apiBaseUrl(apiGroup, apiEnvironment(hostname))).toBe(API_BASES[environment][apiGroup]);
  });

  it('lets a build force the test environment, which talks to the reference API', () => {
    expect(apiBaseUrl(apiGroup, apiEnvironment('www.robosen.com', 'test'))).toBe(`/api/${apiGroup}`);
  });
});

describe('API groups', () => {
  it('map us, kr, jp to the US API; uk, eu, fr, de to the EU API; cn to the China API', () => {
    const groups = Object.fromEntries(REGION_CODES.map((code) => [code, REGIONS[code].apiGroup]));
    expect(groups).toEqual({ cn: 'cn', us: 'us', uk: 'eu', eu: 'eu', fr: 'eu', de: 'eu', kr: 'us', jp: 'us' });
  });
});
