import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, contentSecurityPolicy } from '../../src/config/http-policy.ts';
import { observatoryScore } from '../e2e/support/observatory.ts';

const hashes = { scripts: ['sha256-abc='], styles: ['sha256-def='] };
const site = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy('production', hashes) };
const result = (headers: Record<string, string>, test: string) =>
  observatoryScore(headers).results.find((entry) => entry.test === test);

describe('MDN HTTP Observatory scoring', () => {
  it('gives the site’s policy A+ (120: default-src none +10, frame-ancestors +5, referrer policy +5)', () => {
    const score = observatoryScore(site);
    expect(score).toMatchObject({ score: 120, grade: 'A+' });
    expect(score.results.map((entry) => [entry.result, entry.modifier])).toEqual([
      ['csp-implemented-with-no-unsafe-default-src-none', 10],
      ['hsts-implemented-max-age-at-least-six-months', 0],
      ['x-frame-options-implemented-via-csp', 5],
      ['x-content-type-options-nosniff', 0],
      ['referrer-policy-private', 5],
      ['cookies-not-found', 0],
      ['corp-not-implemented', 0],
    ]);
  });

  it('scores a site without any of the headers as the Observatory does (30, D)', () => {
    // 100 − 25 (CSP) − 20 (HSTS) − 20 (framing) − 5 (nosniff); no referrer policy is 0.
    expect(observatoryScore({})).toMatchObject({ score: 30, grade: 'D' });
  });

  it('counts bonuses only when the score without them is 90 or more', () => {
    // −20 for HSTS leaves 80: the +20 of bonuses do not count.
    const { 'Strict-Transport-Security': _hsts, ...withoutHsts } = site;
    expect(observatoryScore(withoutHsts)).toMatchObject({ score: 80, grade: 'B+' });
  });

  it('penalises unsafe script sources, and tolerates unsafe-inline next to a hash as browsers do', () => {
    const csp = (policy: string) => ({ ...site, 'Content-Security-Policy': policy });
    expect(
      result(csp("default-src 'self'; script-src 'self' 'unsafe-inline'"), 'content-security-policy'),
    ).toMatchObject({
      result: 'csp-implemented-with-unsafe-inline',
      modifier: -20,
    });
    expect(result(csp("default-src 'self'; script-src 'self' https:"), 'content-security-policy')?.modifier).toBe(-20);
    expect(result(csp("default-src 'self'"), 'content-security-policy')).toMatchObject({
      result: 'csp-implemented-with-no-unsafe',
      modifier: 5,
    });
    expect(result(csp("script-src 'self'"), 'content-security-policy')?.result).toBe(
      'csp-implemented-with-unsafe-inline', // no object-src and no default-src: objects from anywhere
    );
    expect(
      result(csp("default-src 'none'; script-src 'self' 'unsafe-inline' 'sha256-abc='"), 'content-security-policy')
        ?.modifier,
    ).toBe(10);
    expect(result(csp("default-src 'none'; style-src 'unsafe-inline'"), 'content-security-policy')?.modifier).toBe(0);
    expect(
      result(csp("default-src 'none'; script-src 'self' 'unsafe-eval'"), 'content-security-policy')?.modifier,
    ).toBe(-10);
    expect(result(csp("default-src 'none'; default-src 'self'"), 'content-security-policy')?.result).toBe(
      'csp-header-invalid',
    );
  });

  it('judges HSTS age, framing, nosniff and the referrer policy by the Observatory’s thresholds', () => {
    const others = { 'Content-Security-Policy': "default-src 'none'" };
    expect(
      result({ ...others, 'Strict-Transport-Security': 'max-age=15552000' }, 'strict-transport-security')?.modifier,
    ).toBe(0);
    expect(
      result({ ...others, 'Strict-Transport-Security': 'max-age=86400' }, 'strict-transport-security')?.modifier,
    ).toBe(-10);
    expect(
      result({ ...others, 'Strict-Transport-Security': 'includeSubDomains' }, 'strict-transport-security')?.modifier,
    ).toBe(-20);
    expect(result({ ...others, 'X-Frame-Options': 'SAMEORIGIN' }, 'x-frame-options')?.modifier).toBe(0);
    expect(result({ ...others, 'X-Frame-Options': 'nonsense' }, 'x-frame-options')?.modifier).toBe(-20);
    expect(result({ ...others, 'X-Content-Type-Options': 'sniff' }, 'x-content-type-options')?.modifier).toBe(-5);
    expect(result({ ...others, 'Referrer-Policy': 'unsafe-url' }, 'referrer-policy')?.modifier).toBe(-5);
    expect(result({ ...others, 'Referrer-Policy': 'unsafe-url, no-referrer' }, 'referrer-policy')?.modifier).toBe(5);
  });
});
