// The WHATWG HTML "valid e-mail address" production (input type=email).
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** RFC 5321 limit of a forward path; longer addresses cannot be delivered. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Whether a typed newsletter address is acceptable: the WHATWG "valid e-mail address" rule,
 * plus a dotted domain (a newsletter cannot reach `user@localhost`) and at most 254
 * characters. Surrounding whitespace is ignored; non-ASCII addresses are refused, as the
 * WHATWG rule does. The client checks before any request; the reference API checks again.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && WHATWG_EMAIL.test(email) && email.split('@')[1]!.includes('.');
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
