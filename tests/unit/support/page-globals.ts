import { vi } from 'vitest';

/** A Storage-like Map, as a browser with storage allowed has. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface PageSetup {
  /** The page's address, e.g. 'https://www.robosen.com/us/manuals'. */
  url: string;
  /** What the layout writes on <html data-…> (data-region, data-gate-…). */
  dataset?: Record<string, string>;
  /** The text of elements by id, as the layout embeds them (e.g. 'api-strings'). */
  elements?: Record<string, string>;
  /** localStorage as the visitor left it. */
  stored?: Record<string, string>;
}

/**
 * Stubs the browser globals the site's modules read (location, document, localStorage, window),
 * so stores and the API client run in Node as on a page. Modules read some of them at import
 * time: call this, then import them afresh (`vi.resetModules()` and a dynamic import). Undo
 * with `vi.unstubAllGlobals()`.
 */
export function stubPage({ url, dataset = {}, elements = {}, stored = {} }: PageSetup) {
  const address = new URL(url);
  const storage = memoryStorage(stored);
  const location = {
    href: address.href,
    origin: address.origin,
    hostname: address.hostname,
    pathname: address.pathname,
    search: address.search,
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
  };
  const events: string[] = [];
  const document = {
    documentElement: { dataset: { ...dataset } },
    getElementById: (id: string) => (id in elements ? { textContent: elements[id] } : null),
    dispatchEvent: (event: Event) => {
      events.push(event.type);
      return true;
    },
  };
  vi.stubGlobal('location', location);
  vi.stubGlobal('document', document);
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { addEventListener: () => undefined });
  return { location, document, storage, events };
}

/** Lets pending promise callbacks run (setImmediate is left real when timers are faked). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A JSON answer as the API sends it. */
export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
