/**
 * Where to send a visitor after login: the `redirect` parameter when it is a path on this
 * site (never another origin: `//evil.example`, `/\evil.example`, `javascript:`), else `fallback`.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  return candidate;
}
