/** A run of text, linked when `href` is set. */
export interface TextSegment {
  text: string;
  href?: string;
}

/**
 * Splits `text` into runs so that each phrase's first occurrence becomes a link to its href
 * ("I agree to the Privacy Policy and the Terms of Use." with the two labels). Phrases that do
 * not occur stay plain text; the caller renders the runs as text nodes, never as HTML.
 */
export function linkPhrases(text: string, phrases: readonly { phrase: string; href: string }[]): TextSegment[] {
  const found = phrases
    .map(({ phrase, href }) => ({ phrase, href, at: phrase ? text.indexOf(phrase) : -1 }))
    .filter((match) => match.at >= 0)
    .sort((a, b) => a.at - b.at);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { phrase, href, at } of found) {
    if (at < cursor) continue; // overlaps an earlier phrase
    if (at > cursor) segments.push({ text: text.slice(cursor, at) });
    segments.push({ text: phrase, href });
    cursor = at + phrase.length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) });
  return segments;
}
