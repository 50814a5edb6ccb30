import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGIONS, REGION_CODES } from '../../src/config/regions.ts';
import { catalogueChain, createTranslator, translatorFor } from '../../src/i18n/translator.ts';

const catalogue = (locale: string) => JSON.parse(readFileSync(`src/i18n/locales/${locale}.json`, 'utf8'));
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe.each(REGION_CODES)('strings of %s', (region) => {
  const t = translatorFor(region);

  it('translates every key of the reference catalogue to a non-empty string', () => {
    for (const key of keysOf(catalogue('en-US'))) expect(t(key), key).not.toBe('');
  });

  it('fails on a key no catalogue holds, naming the key and the locale', () => {
    expect(() => t('no.such.key')).toThrow(`No string "no.such.key" for ${REGIONS[region].locale}:`);
  });
});

describe('catalogues', () => {
  it('non-English catalogues are complete and English ones fall back to en-US', () => {
    const reference = keysOf(catalogue('en-US')).sort();
    for (const locale of ['zh-CN', 'fr-FR', 'de-DE', 'ko-KR', 'ja-JP'])
      expect(keysOf(catalogue(locale)).sort()).toEqual(reference);
    const t = createTranslator('en-GB', { 'en-US': { a: 'US' }, 'en-GB': {} });
    expect(t('a')).toBe('US');
  });

  it('sends a string missing from an English catalogue and its fallbacks to en-US', () => {
    const t = createTranslator('en-EU', { 'en-US': {}, 'en-GB': {}, 'en-EU': {} });
    expect(() => t('a')).toThrow('No string "a" for en-EU: add it to src/i18n/locales/en-US.json.');
  });

  it('fails on a key that names a group of strings rather than a string', () => {
    const t = createTranslator('de-DE', { 'de-DE': { group: { a: 'A' } } });
    expect(() => t('group')).toThrow('No string "group" for de-DE: add it to src/i18n/locales/de-DE.json.');
  });

  it('interpolates without escaping (Astro escapes on render)', () => {
    const t = createTranslator('en-US', { 'en-US': { hello: 'Hi {{name}}' } });
    expect(t('hello', { name: '<b>' })).toBe('Hi <b>');
  });

  // docs/regions.md: a catalogue is found by its file name; a locale without one reads its language's.
  it.each([
    ['en-CA', { 'en-US': {}, 'en-GB': {} }, ['en-US']],
    ['en-CA', { 'en-US': {}, 'en-CA': {} }, ['en-CA', 'en-US']],
    ['de-AT', { 'de-DE': {}, de: {} }, ['de']],
    ['de-AT', { 'de-DE': {} }, ['de-DE']],
    ['en-GB', { 'en-US': {}, 'en-GB': {} }, ['en-GB', 'en-US']],
  ])('%s with catalogues %j reads %j', (locale, catalogues, chain) => {
    expect(catalogueChain(locale, catalogues)).toEqual(chain);
  });

  it('names the file to add for a locale whose language has no catalogue', () => {
    expect(() => catalogueChain('pt-BR', { 'en-US': {} })).toThrow(
      'No string catalogue for pt-BR: add src/i18n/locales/pt-BR.json (or pt.json, which every pt locale without its own reads).',
    );
  });

  it('a locale of the language without its own catalogue takes that language’s strings', () => {
    const t = createTranslator('en-CA', { 'en-US': { colour: 'color' }, 'en-GB': { colour: 'colour' } });
    expect(t('colour')).toBe('color');
  });
});
