import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { deviceClass, scrollLockPadding } from '../../src/lib/device-class.ts';
import { MAX_EMAIL_LENGTH, isValidEmail } from '../../src/lib/email.ts';
import { languageName, suggestRegion } from '../../src/lib/region-suggestion.ts';
import { parseFaultHeader } from '../../server/api/faults.ts';

describe('isValidEmail (WHATWG valid e-mail address, dotted domain, ≤ 254 characters)', () => {
  it.each(['fan@example.com', 'first.last+robots@sub.example.co.uk', "o'neil@example.ie", '  padded@example.com  '])(
    'accepts %j',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'fan@',
    'fan@localhost',
    'fan@@example.com',
    'fan@exa mple.com',
    'fan@-example.com',
    '<script>alert(1)</script>@example.com',
    'fan@example.com<script>',
    'ü@example.com',
    'fan@例え.jp',
    `${'a'.repeat(MAX_EMAIL_LENGTH)}@example.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('suggestRegion', () => {
  it.each([
    [['de-DE', 'de'], 'us', 'de'],
    [['de-DE', 'en'], 'de', null],
    [['fr'], 'eu', 'fr'],
    [['ja-JP'], 'us', 'jp'],
    [['ko'], 'jp', 'kr'],
    [['zh-CN'], 'us', 'cn'],
    [['en-GB'], 'de', 'uk'],
    [['en-IE'], 'de', 'eu'],
    [['en-US'], 'fr', 'us'],
    [['en'], 'fr', 'eu'],
    [['en'], 'jp', 'us'],
    [['en-GB'], 'us', null],
    [['pt-BR'], 'us', null],
    [[], 'us', null],
  ] as const)('%j on %s → %s', (languages, current, expected) => {
    expect(suggestRegion(languages, current)).toBe(expected);
  });

  it.each(REGION_CODES)('never suggests the store %s to itself', (region) => {
    for (const language of ['zh-CN', 'en-US', 'en-GB', 'en', 'fr-FR', 'de-DE', 'ko-KR', 'ja-JP']) {
      expect(suggestRegion([language], region)).not.toBe(region);
    }
  });
});

describe('languageName (the suggestion names a store’s language in the page’s, at build time)', () => {
  it.each([
    ['en', 'de-DE', 'Englisch'],
    ['de', 'en-US', 'German'],
    ['ja', 'fr-FR', 'japonais'],
    ['en', 'ko-KR', '영어'],
    ['fr', 'ja-JP', 'フランス語'],
    ['de', 'zh-CN', '德语'],
    // en-EU is no locale of the data: the names fall back to English.
    ['ko', 'en-EU', 'Korean'],
  ])('%s on a %s page → %s', (language, pageLocale, expected) => {
    expect(languageName(language, pageLocale)).toBe(expected);
  });
});

describe('device class', () => {
  it.each([
    [320, 'mobile', 0],
    [767, 'mobile', 0],
    [768, 'ipad', 17],
    [1023, 'ipad', 17],
    [1024, 'window', 17],
    [1920, 'window', 17],
  ] as const)('%i px is %s with %i px scroll compensation', (width, device, padding) => {
    expect(deviceClass(width)).toBe(device);
    expect(scrollLockPadding(deviceClass(width))).toBe(padding);
  });
});

describe('fault header', () => {
  it.each([
    ['latency=3000', { kind: 'latency', ms: 3000 }],
    ['status=503', { kind: 'status', status: 503 }],
    ['code=5001;msg=Busy', { kind: 'code', code: 5001, msg: 'Busy' }],
    ['auth', { kind: 'auth' }],
    ['drop', { kind: 'drop' }],
    ['nonsense', null],
    [undefined, null],
  ])('%j', (value, fault) => {
    expect(parseFaultHeader(value)).toEqual(fault);
  });
});
