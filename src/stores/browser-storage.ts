/**
 * localStorage that never throws: storage can be disabled, full, or (in private modes)
 * refuse writes, and none of that may break a page.
 */
export const browserStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing to do: the value is unreadable anyway.
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Not remembering is the fallback; the page works on.
    }
  },
};
