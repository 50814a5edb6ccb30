/**
 * The keys of a tab list (WAI-ARIA APG tabs pattern, horizontal): ArrowRight and ArrowLeft move
 * to the next and previous tab, wrapping round; Home and End to the first and last. Returns the
 * index of the tab `key` moves to from tab `index` of `count`, or undefined for any other key
 * (which the tab list leaves to the browser).
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
