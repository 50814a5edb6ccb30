import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_CODES } from '../../src/config/api-protocol.ts';
import { REGION_CODES, REGIONS } from '../../src/config/regions.ts';
import { apiStringsOf, errorMessage, TRANSLATED_API_CODES } from '../../src/lib/api/messages.ts';
import { translatorFor } from '../../src/i18n/translator.ts';

/** The catalogues that carry an `api` section (en-GB and en-EU take en-US's). */
const CATALOGUES = ['zh-CN', 'en-US', 'fr-FR', 'de-DE', 'ko-KR', 'ja-JP'] as const;
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${locale}.json`, 'utf8')) as { api: { codes: Record<string, string> } };

/** Platform spec point 8: 'Server error, please try again later.', in each language of the stores. */
const SERVER_ERROR: Record<string, string> = {
  zh: '服务器出错，请稍后重试。',
  en: 'Server error, please try again later.',
  fr: 'Erreur du serveur, veuillez réessayer plus tard.',
  de: 'Serverfehler. Bitte versuchen Sie es später erneut.',
  ko: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  ja: 'サーバーエラーが発生しました。しばらくしてからもう一度お試しください。',
};

/** Platform spec point 8, code 4003: 'Login expired, please log in again.', in each language of the stores. */
const LOGIN_EXPIRED: Record<string, string> = {
  zh: '登录已过期，请重新登录。',
  en: 'Login expired, please log in again.',
  fr: 'Votre session a expiré, veuillez vous reconnecter.',
  de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  ko: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  ja: 'ログインの有効期限が切れました。もう一度ログインしてください。',
};

/** Codes the reference API answers with that the platform spec does not define. */
const UNDEFINED_BY_THE_SPEC = [4000, 4001, 4002, 4029];

describe('the API codes the site knows', () => {
  it('are success 2000 and auth-invalid 4003 of platform spec point 9, and the generic server error', () => {
    expect(API_CODES).toEqual({ ok: 2000, authInvalid: 4003, serverError: 5000 });
  });

  it('translate only 4003', () => {
    expect(TRANSLATED_API_CODES).toEqual(['4003']);
  });

  it.each(CATALOGUES)('%s translates no code but 4003', (locale) => {
    expect(Object.keys(catalogue(locale).api.codes)).toEqual(['4003']);
  });
});

describe.each(REGION_CODES)('messages of refused calls in %s (platform spec point 8)', (region) => {
  const strings = apiStringsOf(translatorFor(region));
  const { language } = REGIONS[region];

  it.each(UNDEFINED_BY_THE_SPEC)('%i without msg shows the default message', (code) => {
    expect(errorMessage({ code, msg: '' }, strings)).toBe(SERVER_ERROR[language]);
    expect(errorMessage({ code }, strings)).toBe(SERVER_ERROR[language]);
  });

  it.each(UNDEFINED_BY_THE_SPEC)('%i with a msg shows the server’s msg', (code) => {
    expect(errorMessage({ code, msg: 'Incorrect email or password.' }, strings)).toBe('Incorrect email or password.');
  });

  it('4003 without msg shows that the login expired', () => {
    expect(errorMessage({ code: 4003, msg: '' }, strings)).toBe(LOGIN_EXPIRED[language]);
    expect(strings.loginExpired).toBe(LOGIN_EXPIRED[language]);
  });

  it('a code without translation shows the default, and so does a generic server error', () => {
    expect(errorMessage({ code: 4999, msg: '' }, strings)).toBe(SERVER_ERROR[language]);
    expect(errorMessage({ code: 5000, msg: '' }, strings)).toBe(SERVER_ERROR[language]);
    expect(strings.default).toBe(SERVER_ERROR[language]);
  });
});
