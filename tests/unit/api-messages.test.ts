import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/config/api-protocol.ts';
import { REGION_CODES } from '../../src/config/regions.ts';
import { apiStringsOf, errorMessage, TRANSLATED_API_CODES } from '../../src/lib/api/messages.ts';
import { translatorFor } from '../../src/i18n/translator.ts';

const reference = JSON.parse(readFileSync('src/i18n/locales/en-US.json', 'utf8')) as {
  api: { codes: Record<string, string> };
};

describe('the API codes the client and the reference API share', () => {
  it('give success and auth-invalid the platform spec’s values (point 9)', () => {
    expect(API_CODES).toMatchObject({ ok: 2000, authInvalid: 4003 });
  });
});

describe('translated API codes', () => {
  it('are exactly the codes the catalogues translate', () => {
    expect([...TRANSLATED_API_CODES].sort()).toEqual(Object.keys(reference.api.codes).sort());
  });

  it('cover every refusal of the reference API a visitor can meet (the rest show the default)', () => {
    const shownAsDefault: number[] = [API_CODES.ok, API_CODES.notFound, API_CODES.serverError];
    const refusals = Object.values(API_CODES).filter((code) => !shownAsDefault.includes(code));
    expect(refusals.map(String).sort()).toEqual([...TRANSLATED_API_CODES].sort());
  });

  it.each(REGION_CODES)('%s: each has its own text, and 4029 says there were too many attempts', (region) => {
    const strings = apiStringsOf(translatorFor(region));
    for (const code of TRANSLATED_API_CODES) expect(strings.codes[code], code).toBeTruthy();
    const limited = errorMessage({ code: API_CODES.tooManyAttempts, msg: '' }, strings);
    expect(limited).toBe(strings.codes['4029']);
    expect(limited).not.toBe(strings.default);
    expect(limited).not.toBe(strings.codes['4001']);
  });
});
