import { API_CODES } from '../../config/api-protocol.ts';

/** The translated texts the API client shows, per locale (src/i18n/locales/*.json → api). */
export interface ApiStrings {
  /** 'Server error, please try again later.' */
  default: string;
  /** 'Login expired, please log in again.' */
  loginExpired: string;
  /** Translations of envelope codes: { "4003": "Login expired, please log in again." }. */
  codes: Readonly<Record<string, string>>;
}

/** The message of a rejected call: the server's msg, else the code's translation, else the default. */
export function errorMessage(
  failure: { code?: number | undefined; msg?: string | undefined },
  strings: ApiStrings,
): string {
  const serverMessage = failure.msg?.trim();
  if (serverMessage && serverMessage.toLowerCase() !== 'ok') return serverMessage;
  const translated = failure.code === undefined ? undefined : strings.codes[String(failure.code)];
  return translated || strings.default;
}

/**
 * The envelope codes the client has a translation for (api.codes.<code> in every catalogue of
 * src/i18n/locales): only 4003, the one refusal platform spec points 8 and 9 define. Any other
 * code shows the server's msg or the default text.
 */
export const TRANSLATED_API_CODES: readonly string[] = /* @__PURE__ */ [API_CODES.authInvalid].map(String);

/** The API texts of one locale, as the layout embeds them for the API client (#api-strings). */
export function apiStringsOf(t: (key: string) => string): ApiStrings {
  return {
    default: t('api.default'),
    loginExpired: t('api.loginExpired'),
    codes: Object.fromEntries(TRANSLATED_API_CODES.map((code) => [code, t(`api.codes.${code}`)])),
  };
}
