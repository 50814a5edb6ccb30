import { describe, expect, it } from 'vitest';
import { linkPhrases } from '../../src/lib/linked-text.ts';

const phrases = [
  { phrase: 'Privacy Policy', href: '/us/privacy-policy' },
  { phrase: 'Terms of Use', href: '/us/terms-use' },
];

describe('linkPhrases', () => {
  it('links each phrase where it occurs and keeps the text around it', () => {
    expect(linkPhrases('I agree to the Privacy Policy and the Terms of Use.', phrases)).toEqual([
      { text: 'I agree to the ' },
      { text: 'Privacy Policy', href: '/us/privacy-policy' },
      { text: ' and the ' },
      { text: 'Terms of Use', href: '/us/terms-use' },
      { text: '.' },
    ]);
  });

  it('follows the order of the text, not of the phrases', () => {
    const segments = linkPhrases('Terms of Use and Privacy Policy', phrases);
    expect(segments.map((segment) => segment.href)).toEqual(['/us/terms-use', undefined, '/us/privacy-policy']);
  });

  it('leaves text without the phrases as one plain run', () => {
    expect(linkPhrases('I agree.', phrases)).toEqual([{ text: 'I agree.' }]);
  });

  it('ignores empty and overlapping phrases', () => {
    expect(
      linkPhrases('Privacy Policy', [
        { phrase: '', href: '/a' },
        { phrase: 'Privacy Policy', href: '/b' },
        { phrase: 'Policy', href: '/c' },
      ]),
    ).toEqual([{ text: 'Privacy Policy', href: '/b' }]);
  });

  it('keeps markup-like text as text', () => {
    expect(linkPhrases('<b>Terms of Use</b>', phrases)).toEqual([
      { text: '<b>' },
      { text: 'Terms of Use', href: '/us/terms-use' },
      { text: '</b>' },
    ]);
  });
});
