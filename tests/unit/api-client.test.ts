import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../src/config/regions.ts';
import { ApiError } from '../../src/lib/api/api-error.ts';
import { readEnvelope } from '../../src/lib/api/envelope.ts';
import { apiBaseUrl, apiEnvironment } from '../../src/lib/api/environment.ts';
import { apiHeaders } from '../../src/lib/api/headers.ts';
import { errorMessage } from '../../src/lib/api/messages.ts';
import { subscribeFailureMessage } from '../../src/lib/subscribe-message.ts';
import { SPEC_REGION_CODES } from '../support/spec-regions.ts';

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

// Platform spec point 8: the server's msg, else the translation for that code (only 4003 has
// one), else the default 'Server error, please try again later.'.
const EN_STRINGS = {
  default: 'Server error, please try again later.',
  loginExpired: 'Login expired, please log in again.',
  codes: { '4003': 'Login expired, please log in again.' },
};

describe('errorMessage', () => {
  it.each([
    [{ code: 4001, msg: 'Server says no' }, 'Server says no'],
    [{ code: 4001, msg: '' }, 'Server error, please try again later.'],
    [{ code: 4001, msg: '   ' }, 'Server error, please try again later.'],
    [{ code: 4000, msg: '' }, 'Server error, please try again later.'],
    [{ code: 4002, msg: '' }, 'Server error, please try again later.'],
    [{ code: 4029, msg: '' }, 'Server error, please try again later.'],
    [{ code: 4003, msg: '' }, 'Login expired, please log in again.'],
    [{ code: 4003, msg: 'Session ended' }, 'Session ended'],
    [{ code: 4999 }, 'Server error, please try again later.'],
    [{ msg: 'ok', code: 5000 }, 'Server error, please try again later.'],
  ])('%j → %s', (failure, message) => {
    expect(errorMessage(failure, EN_STRINGS)).toBe(message);
  });
});

describe('subscribeFailureMessage', () => {
  it('gives an address the server refuses no meaning of its own: its msg, else the default', () => {
    expect(subscribeFailureMessage(new ApiError(4002, ''), EN_STRINGS)).toBe('Server error, please try again later.');
    expect(subscribeFailureMessage(new ApiError(4002, 'Invalid address'), EN_STRINGS)).toBe('Invalid address');
    expect(subscribeFailureMessage(new ApiError(4000, ''), EN_STRINGS)).toBe('Server error, please try again later.');
  });
  it('shows the default for transport errors', () => {
    expect(subscribeFailureMessage(new TypeError('Failed to fetch'), EN_STRINGS)).toBe(
      'Server error, please try again later.',
    );
  });
});

// Platform spec point 7: "Headers sent: apptoken and reftoken when present, region, and
// Accept-Language (the language if it is en, otherwise the region)."
describe('API headers', () => {
  it.each([
    ['cn', 'zh', 'cn'],
    ['us', 'en', 'en'],
    ['uk', 'en', 'en'],
    ['eu', 'en', 'en'],
    ['fr', 'fr', 'fr'],
    ['de', 'de', 'de'],
    ['kr', 'ko', 'kr'],
    ['jp', 'ja', 'jp'],
  ])('region %s, language %s: Accept-Language %s', (region, language, acceptLanguage) => {
    expect(apiHeaders({ region, language, session: null })).toEqual({ region, 'accept-language': acceptLanguage });
  });

  it.each([
    [
      { userId: 'u', apptoken: 'a', reftoken: 'r' },
      { apptoken: 'a', reftoken: 'r', region: 'us', 'accept-language': 'en' },
    ],
    [
      { userId: 'u', apptoken: '', reftoken: 'r' },
      { reftoken: 'r', region: 'us', 'accept-language': 'en' },
    ],
    [
      { userId: 'u', apptoken: 'a' },
      { apptoken: 'a', region: 'us', 'accept-language': 'en' },
    ],
    [null, { region: 'us', 'accept-language': 'en' }],
  ])('session %j → %j', (session, headers) => {
    expect(apiHeaders({ region: 'us', language: 'en', session })).toEqual(headers);
  });
});

// Platform spec point 7: us, kr and jp use the US API; uk, eu, fr and de the EU API; cn the China
// API; pre-production on the two designated hub hostnames, production otherwise.
describe('API base', () => {
  it.each([
    ['us', 'www.robosen.com', 'https://api-us.robosen.com'],
    ['kr', 'www.robosen.com', 'https://api-us.robosen.com'],
    ['jp', 'www.robosen.com', 'https://api-us.robosen.com'],
    ['uk', 'www.robosen.com', 'https://api-eu.robosen.com'],
    ['eu', 'www.robosen.com', 'https://api-eu.robosen.com'],
    ['fr', 'www.robosen.com', 'https://api-eu.robosen.com'],
    ['de', 'www.robosen.com', 'https://api-eu.robosen.com'],
    ['cn', 'www.robosen.cn', 'https://api.robosen.cn'],
    ['us', 'hub-pre.robosen.com', 'https://pre-api-us.robosen.com'],
    ['fr', 'hub-pre.robosen.com', 'https://pre-api-eu.robosen.com'],
    ['cn', 'hub-pre.robosen.cn', 'https://pre-api.robosen.cn'],
    ['jp', 'hub-pre.robosen.cn', 'https://pre-api-us.robosen.com'],
    // Development: the reference API on the page's own origin.
    ['us', 'localhost', '/api/us'],
    ['de', '127.0.0.1', '/api/eu'],
    ['cn', '[::1]', '/api/cn'],
  ] as const)('%s on %s → %s', (region, hostname, base) => {
    expect(apiBaseUrl(REGIONS[region].apiGroup, apiEnvironment(hostname))).toBe(base);
  });

  it.each([
    ['kr', '/api/us'],
    ['uk', '/api/eu'],
    ['cn', '/api/cn'],
  ] as const)('a build forcing the test environment sends %s to %s (the reference API)', (region, base) => {
    expect(apiBaseUrl(REGIONS[region].apiGroup, apiEnvironment('www.robosen.com', 'test'))).toBe(base);
  });
});

describe('API groups', () => {
  it('map us, kr, jp to the US API; uk, eu, fr, de to the EU API; cn to the China API', () => {
    const groups = Object.fromEntries(SPEC_REGION_CODES.map((code) => [code, REGIONS[code].apiGroup]));
    expect(groups).toEqual({ cn: 'cn', us: 'us', uk: 'eu', eu: 'eu', fr: 'eu', de: 'eu', kr: 'us', jp: 'us' });
  });
});
