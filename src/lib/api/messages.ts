/** The translated texts the API client shows, per locale (src/i18n/locales/*.json → api). */
export interface ApiStrings {
  /** 'Server error, please try again later.' */
  default: string;
  /** 'Login expired, please log in again.' */
  loginExpired: string;
  /** Translations of envelope codes, e.g. { "4001": "Incorrect email or password." }. */
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
