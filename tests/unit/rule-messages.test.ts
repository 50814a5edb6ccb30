import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES, ruleMessage, ruleTextIn } from '../../src/lib/rule-messages.ts';
import { EDITOR_LANGUAGES } from '../../src/schemas/field-texts.ts';

describe('the rules’ messages', () => {
  it('has every message in every editor language', () => {
    const missing = Object.entries(RULE_MESSAGES).flatMap(([key, words]) =>
      EDITOR_LANGUAGES.filter((language) => typeof (words as Record<string, unknown>)[language] !== 'function').map(
        (language) => `${key}.${language}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  // The English that check:data and the build printed before the messages had keys, written out.
  it.each([
    [
      ruleMessage('linkNoPage', { link: '/nope', region: 'de' }),
      'links to "/nope", but region de builds no page at that path',
    ],
    [
      ruleMessage('linkNoCampaign', {
        link: '/spring-sale',
        region: 'us',
        id: 'spring-sale',
        schedule: 'regions/us/campaigns.json',
        copy: 'content/campaigns/spring-sale/us.json',
      }),
      'links to "/spring-sale", but region us has no campaign "spring-sale": add it to regions/us/campaigns.json and its copy to content/campaigns/spring-sale/us.json',
    ],
    [ruleMessage('fileMissing'), 'is missing'],
    [ruleMessage('photoMissing', { file: 'photos/hero.jpg' }), 'photos/hero.jpg is missing'],
    [
      ruleMessage('photoTooNarrow', { file: 'photos/a.jpg', width: 799, slot: 'gallery', least: 800 }),
      'photos/a.jpg is 799 px wide: a gallery photo must be at least 800 px wide',
    ],
    [
      ruleMessage('bannerNoCampaign', { campaign: 'x', region: 'jp', known: [] }),
      '"x" is not a campaign of regions/jp/campaigns.json (none)',
    ],
    [
      ruleMessage('officeUnnamed', { office: 'new-office' }),
      'is missing: content/contact.json lists the office "new-office", which needs a name here',
    ],
  ])('writes message %# in English as before', ({ message, text }, english) => {
    expect(message).toBe(english);
    expect(ruleTextIn(text, 'en')).toBe(english);
  });

  it('says a message in the editor’s language, keeping paths and values as written', () => {
    const { text } = ruleMessage('bannerNoCampaign', { campaign: 'x', region: 'jp', known: ['spring-sale'] });
    expect(ruleTextIn(text, 'de')).toBe('„x“ ist keine Kampagne aus regions/jp/campaigns.json (spring-sale)');
    expect(ruleTextIn(ruleMessage('photoMissing', { file: 'photos/hero.jpg' }).text, 'ja')).toBe(
      'photos/hero.jpg がありません',
    );
  });
});
