import { atom, type WritableAtom } from 'nanostores';
import { browserStorage, readValidated } from '../storage/browser-storage.ts';

export interface StoredAtomOptions<Value> {
  /** The stored text as a value, or undefined when it is not acceptable (then it is removed). */
  decode(raw: string): Value | undefined;
  /** The text to store, or undefined to remove the key (e.g. for a logged-out session). */
  encode(value: Value): string | undefined;
}

/**
 * An atom kept in localStorage under `key` through the guarded adapter, following changes made
 * by other tabs (the `storage` event). With storage unavailable it is an ordinary atom that
 * starts at `initial` and forgets at the end of the page.
 */
export function storedAtom<Value>(key: string, initial: Value, options: StoredAtomOptions<Value>): WritableAtom<Value> {
  const read = (): Value => readValidated(key, options.decode) ?? initial;
  const store = atom<Value>(read());
  const setInMemory = store.set.bind(store);

  store.set = (value: Value) => {
    const text = options.encode(value);
    if (text === undefined) browserStorage.remove(key);
    else browserStorage.set(key, text);
    setInMemory(value);
  };

  if (typeof window !== 'undefined') {
    // key null: another tab cleared the whole storage.
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) setInMemory(read());
    });
  }
  return store;
}
