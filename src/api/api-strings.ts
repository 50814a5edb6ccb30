import type { ApiStrings } from '../lib/api/messages.ts';

const FALLBACK: ApiStrings = { default: 'Server error, please try again later.', loginExpired: '', codes: {} };
let cached: ApiStrings | undefined;

/**
 * The API texts of the page's locale, which the layout embeds as JSON (#api-strings): they
 * are needed by calls made outside any island (toasts), so they cannot come as props.
 */
export function apiStrings(): ApiStrings {
  if (cached) return cached;
  try {
    cached = JSON.parse(document.getElementById('api-strings')?.textContent ?? '') as ApiStrings;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}
