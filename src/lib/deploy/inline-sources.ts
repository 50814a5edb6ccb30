import { createHash } from 'node:crypto';
import type { InlineHashes } from '../../config/http-policy.ts';

/**
 * What a Content-Security-Policy has to allow in a built page: the hashes of its inline scripts
 * and styles. Build and server side only (node:crypto). The hash is over the element's exact
 * text, as the browser computes it: script and style are raw-text elements, so the bytes between
 * the tags are the text.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
/** Script types the browser executes; anything else (JSON, JSON-LD) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The CSP source (unquoted) that allows an inline element with exactly this text. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The inline scripts the browser would run, as their texts. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => attribute(attributes, 'src') === undefined)
    .filter(([, attributes = '']) => EXECUTABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase()))
    .map(([, , text = '']) => text);
}

export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, , text = '']) => text);
}

/** The hashes a policy needs for one page. */
export function inlineHashesOf(html: string): InlineHashes {
  return { scripts: inlineScripts(html).map(cspHash), styles: inlineStyles(html).map(cspHash) };
}

/** Several pages' hashes as one sorted list each, without repeats. */
export function mergeHashes(all: Iterable<InlineHashes>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const hashes of all) {
    hashes.scripts.forEach((hash) => scripts.add(hash));
    hashes.styles.forEach((hash) => styles.add(hash));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

/**
 * Inline code no hash can allow: event-handler attributes, `javascript:` URLs and `style`
 * attributes (a policy without 'unsafe-inline' refuses them all). A built page must have none.
 */
export function unhashableInlineCode(html: string): string[] {
  const found: string[] = [];
  const markup = html.replace(SCRIPT, '<script$1></script>').replace(STYLE, '<style$1></style>');
  for (const [tag = ''] of markup.matchAll(/<[a-z][a-z0-9-]*\b(?:"[^"]*"|'[^']*'|[^'">])*>/gi)) {
    for (const match of tag.matchAll(/\s([a-z][a-z0-9:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
      const lower = (match[1] ?? '').toLowerCase();
      const value = match[2] ?? match[3] ?? '';
      if (lower.startsWith('on') || lower === 'style' || /^\s*javascript:/i.test(value)) {
        found.push(`${lower}="${value.slice(0, 60)}"`);
      }
    }
  }
  return found;
}
