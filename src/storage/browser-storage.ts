/**
 * The one way the site touches Web Storage. Browsers with site data blocked throw on merely
 * reading `window.localStorage`; storage can also be full or refuse writes in private modes.
 * None of that may break a page: a read that fails is "nothing stored", a write that fails is
 * "not remembered", and the page behaves as for a first-time visitor.
 */
export interface GuardedStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Whether a value written now would be kept (storage readable and writable). */
  canRemember(): boolean;
}

// sessionStorage is used only by the layout's inline script, which cannot import this module.
type StorageName = 'localStorage';

function guarded(name: StorageName): GuardedStorage {
  // Looked up on every use: a getter that throws must throw inside the try, not at import.
  const storage = (): Storage | undefined => (globalThis as Partial<Record<StorageName, Storage>>)[name];
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Not remembering is the fallback; the page works on.
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to do: the value is unreadable anyway.
      }
    },
    canRemember() {
      const probe = 'storage-probe';
      try {
        const store = storage();
        if (!store) return false;
        store.setItem(probe, '1');
        const kept = store.getItem(probe) === '1';
        store.removeItem(probe);
        return kept;
      } catch {
        return false;
      }
    },
  };
}

/** localStorage (kept until deleted, shared by the tabs and regional versions of one origin). */
export const browserStorage = guarded('localStorage');

/**
 * Reads a stored value through `decode`, which returns undefined for anything it does not
 * accept; a value it refuses is removed, so it is never read (or used) again.
 */
export function readValidated<Value>(key: string, decode: (raw: string) => Value | undefined): Value | undefined {
  const raw = browserStorage.get(key);
  if (raw === null) return undefined;
  const value = decode(raw);
  if (value === undefined) browserStorage.remove(key);
  return value;
}
