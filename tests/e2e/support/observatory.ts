/**
 * The MDN HTTP Observatory's scoring of response headers, for the tests that ask for an A+.
 *
 * Written from the Observatory's own rules (github.com/mdn/mdn-http-observatory,
 * src/analyzer/tests/*.js, src/grader/charts.js, src/scanner/index.js): every site starts at 100;
 * each test adds its modifier; bonuses (positive modifiers) count only when the score without
 * them is 90 or more; A+ is 100 and above. Scored here, from the headers of one answer:
 *
 * | test                   | result (modifier)                                                     |
 * | ---------------------- | --------------------------------------------------------------------- |
 * | content-security-policy| not implemented / invalid (−25), unsafe-inline or broad script-src    |
 * |                        | or object-src (−20), unsafe-eval (−10), unsafe style-src only (0),    |
 * |                        | no unsafe (+5), no unsafe and default-src 'none' (+10)                |
 * | strict-transport-security | missing / invalid (−20), max-age < 15552000 (−10), ≥ (0)          |
 * | x-frame-options        | missing / invalid (−20), DENY or SAMEORIGIN (0), CSP frame-ancestors (+5) |
 * | x-content-type-options | missing / invalid (−5), nosniff (0)                                   |
 * | referrer-policy        | unsafe / invalid (−5), not set (0), private (+5)                      |
 * | cookies                | none set (0); any cookie is reported as not scored here               |
 * | cross-origin-resource-policy | not set (0), same-origin or same-site (+10), cross-origin (0)   |
 *
 * Not scored, because a header cannot tell: redirection (needs the http → https hop of the public
 * host) and subresource integrity (needs the page; every script here is same-origin, which the
 * Observatory scores 0). The tests run over loopback HTTP: HSTS is judged by its header, as the
 * Observatory judges it on the HTTPS answer of the public host (it also requires a valid
 * certificate, which is the deployment's part).
 */

export interface ObservatoryResult {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  results: ObservatoryResult[];
}

type Headers = Record<string, string | undefined>;

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

/** A policy as directive → sources, lowercased; throws on a repeated directive (the Observatory calls that invalid). */
export function parseCsp(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (directives.has(directive)) throw new Error(`duplicate directive ${directive}`);
    const values = sources.map((source) => source.toLowerCase());
    directives.set(directive, new Set(values.length || !directive.endsWith('-src') ? values : ["'none'"]));
  }
  return directives;
}

function cspTest(headers: Headers): ObservatoryResult & { frameAncestors: boolean } {
  const result = (name: string, modifier: number, frameAncestors = false) => ({
    test: 'content-security-policy',
    result: name,
    modifier,
    frameAncestors,
  });
  const header = headers['content-security-policy'];
  if (!header) return result('csp-not-implemented', -25);
  let csp: Map<string, Set<string>>;
  try {
    if (header.includes(',')) throw new Error('several policies are not scored here');
    csp = parseCsp(header);
  } catch {
    return result('csp-header-invalid', -25);
  }
  if (csp.size === 0) return result('csp-not-implemented', -25);
  const fallback = csp.get('default-src');
  const scriptSrc = new Set(csp.get('script-src') ?? fallback ?? ['*']);
  const styleSrc = new Set(csp.get('style-src') ?? fallback ?? ['*']);
  const objectSrc = csp.get('object-src') ?? fallback ?? new Set(['*']);
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((source) => HASH_OR_NONCE.test(source))) sources.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((source) => HASH_OR_NONCE.test(source))) return result('csp-header-invalid', -25);
    for (const source of [...scriptSrc]) {
      if (DANGEROUSLY_BROAD.has(source) || source === "'self'" || source === "'unsafe-inline'")
        scriptSrc.delete(source);
    }
  }
  // Any frame-ancestors in a header policy takes the place of X-Frame-Options.
  const frameAncestors = csp.has('frame-ancestors');
  if (
    [...scriptSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    return result('csp-implemented-with-unsafe-inline', -20, frameAncestors);
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return result('csp-implemented-with-unsafe-eval', -10, frameAncestors);
  }
  if ([...styleSrc].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0, frameAncestors);
  }
  if (fallback?.size === 1 && fallback.has("'none'")) {
    return result('csp-implemented-with-no-unsafe-default-src-none', 10, frameAncestors);
  }
  return result('csp-implemented-with-no-unsafe', 5, frameAncestors);
}

function hstsTest(headers: Headers): ObservatoryResult {
  const result = (name: string, modifier: number) => ({ test: 'strict-transport-security', result: name, modifier });
  const header = headers['strict-transport-security'];
  if (!header) return result('hsts-not-implemented', -20);
  if (header.includes(',')) return result('hsts-header-invalid', -20);
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (!maxAge) return result('hsts-header-invalid', -20);
  const seconds = Number.parseInt(maxAge.slice('max-age='.length), 10);
  if (Number.isNaN(seconds)) return result('hsts-header-invalid', -20);
  // The Observatory's six months: 15552000 s ("a lot of sites use 15552000, so a white lie").
  return seconds < 15_552_000
    ? result('hsts-implemented-max-age-less-than-six-months', -10)
    : result('hsts-implemented-max-age-at-least-six-months', 0);
}

function xFrameOptionsTest(headers: Headers, viaCsp: boolean): ObservatoryResult {
  const result = (name: string, modifier: number) => ({ test: 'x-frame-options', result: name, modifier });
  if (viaCsp) return result('x-frame-options-implemented-via-csp', 5);
  const header = headers['x-frame-options']?.trim().toLowerCase();
  if (!header) return result('x-frame-options-not-implemented', -20);
  if (header === 'deny' || header === 'sameorigin') return result('x-frame-options-sameorigin-or-deny', 0);
  if (header.startsWith('allow-from')) return result('x-frame-options-allow-from-origin', 0);
  return result('x-frame-options-header-invalid', -20);
}

function xContentTypeOptionsTest(headers: Headers): ObservatoryResult {
  const result = (name: string, modifier: number) => ({ test: 'x-content-type-options', result: name, modifier });
  const header = headers['x-content-type-options'];
  if (!header) return result('x-content-type-options-not-implemented', -5);
  return header.trim().toLowerCase() === 'nosniff'
    ? result('x-content-type-options-nosniff', 0)
    : result('x-content-type-options-header-invalid', -5);
}

function referrerPolicyTest(headers: Headers): ObservatoryResult {
  const result = (name: string, modifier: number) => ({ test: 'referrer-policy', result: name, modifier });
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const header = headers['referrer-policy'];
  if (!header) return result('referrer-policy-not-implemented', 0);
  // The last valid value wins.
  const policy = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (policy && good.includes(policy)) return result('referrer-policy-private', 5);
  if (policy) return result('referrer-policy-unsafe', -5);
  return result('referrer-policy-header-invalid', -5);
}

function cookiesTest(headers: Headers): ObservatoryResult {
  if (headers['set-cookie'])
    throw new Error('the site sets no cookies (docs/support.md); scoring them is not implemented');
  return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
}

function corpTest(headers: Headers): ObservatoryResult {
  const result = (name: string, modifier: number) => ({ test: 'cross-origin-resource-policy', result: name, modifier });
  const header = headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!header) return result('corp-not-implemented', 0);
  if (header === 'same-origin') return result('corp-implemented-with-same-origin', 10);
  if (header === 'same-site') return result('corp-implemented-with-same-site', 10);
  if (header === 'cross-origin') return result('corp-implemented-with-cross-origin', 0);
  return result('corp-header-invalid', -5);
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Scores the headers of one answer (names in any case). */
export function observatoryScore(rawHeaders: Record<string, string | string[] | undefined>): ObservatoryScore {
  const headers: Headers = {};
  for (const [name, value] of Object.entries(rawHeaders)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const csp = cspTest(headers);
  const results: ObservatoryResult[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier },
    hstsTest(headers),
    xFrameOptionsTest(headers, csp.frameAncestors),
    xContentTypeOptionsTest(headers),
    referrerPolicyTest(headers),
    cookiesTest(headers),
    corpTest(headers),
  ];
  const withBonus = 100 + results.reduce((sum, entry) => sum + entry.modifier, 0);
  const withoutBonus = 100 + results.reduce((sum, entry) => sum + Math.min(entry.modifier, 0), 0);
  const score = Math.max(0, withoutBonus >= 90 ? withBonus : withoutBonus);
  const grade = GRADES.find(([minimum]) => score >= minimum)![1];
  return { score, grade, results };
}
