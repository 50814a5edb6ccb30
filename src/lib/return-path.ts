/**
 * Where to send a visitor after login: the `redirect` parameter when it is a path on this
 * site (never another origin: `//evil.example`, `/\evil.example`, `javascript:`), else `fallback`.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters (a newline, a tab, NUL) are what this refuses
  if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  return candidate;
}

// Query parameters that may carry what a visitor typed (a form that once submitted natively
// put them in the address): never copied into a login link, where they would reach logs.
const PRIVATE_PARAMETERS = /^(email|e-mail|mail|password|pass|pwd|apptoken|reftoken|token|user_id)$/i;

/**
 * The path to come back to after logging in, from the page's path and query: the query keeps
 * every parameter except those that could hold personal data or credentials.
 */
export function returnPathOf(pathname: string, search: string): string {
  const parameters = new URLSearchParams(search);
  for (const name of [...parameters.keys()]) if (PRIVATE_PARAMETERS.test(name)) parameters.delete(name);
  const query = parameters.toString();
  return query ? `${pathname}?${query}` : pathname;
}
