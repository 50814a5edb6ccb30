import { useCallback, useEffect, useId, useState } from 'react';
import './FaqList.css';

export interface FaqTexts {
  loading: string;
  error: string;
  retry: string;
}

interface Entry {
  label: string;
  answers: string[];
}

/** The refresh after the page has shown its build-time entries. */
type Refresh = 'loading' | 'error' | 'done';

interface Props {
  /** The entries as built into the page: shown at once, so nothing moves when they load. */
  entries: Entry[];
  /** Where the region's FAQ entries are (its faq-data.json), asked again once hydrated. */
  source: string;
  texts: FaqTexts;
}

function isEntries(value: unknown): value is Entry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        entry &&
        typeof entry.label === 'string' &&
        Array.isArray(entry.answers) &&
        entry.answers.every((a: unknown) => typeof a === 'string'),
    )
  );
}

const sameEntries = (a: Entry[], b: Entry[]) => JSON.stringify(a) === JSON.stringify(b);

/** The entries in the answer from `source` (10 s at most); rejects when it holds none. */
async function fetchEntries(source: string): Promise<Entry[]> {
  const response = await fetch(source, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  const body: unknown = response.ok ? await response.json() : null;
  const loaded = (body as { entries?: unknown } | null)?.entries;
  if (!isEntries(loaded)) throw new Error('No FAQ entries in the answer');
  return loaded;
}

/**
 * The FAQ: its entries as disclosure buttons (keyboard: Enter/Space), rendered at build time,
 * then refreshed from the region's faq-data.json (a deploy may have changed them while the page
 * was cached). The refresh reports "Loading…", or the failure with a Retry, in a box of its own
 * with its space reserved, so neither state moves the page. Text only, never HTML.
 */
export default function FaqList({ entries: builtEntries, source, texts }: Props) {
  const id = useId();
  const [entries, setEntries] = useState<Entry[]>(builtEntries);
  const [refresh, setRefresh] = useState<Refresh>('loading');
  const [open, setOpen] = useState<Set<number>>(new Set());

  // Sets state only once the answer is in; the caller shows "Loading…" (the first refresh starts with it).
  const load = useCallback(
    () =>
      fetchEntries(source).then(
        (loaded) => {
          setEntries((current) => {
            if (sameEntries(current, loaded)) return current;
            setOpen(new Set());
            return loaded;
          });
          setRefresh('done');
        },
        () => setRefresh('error'),
      ),
    [source],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const retry = () => {
    setRefresh('loading');
    void load();
  };
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <>
      <ul className="faq__list" aria-busy={refresh === 'loading'}>
        {entries.map((entry, index) => (
          <li key={entry.label} className="faq__item">
            <h3 className="faq__question">
              <button
                type="button"
                aria-expanded={open.has(index)}
                aria-controls={`${id}-answer-${index}`}
                onClick={() => toggle(index)}
              >
                {entry.label}
                <span className="chevron" aria-hidden="true" />
              </button>
            </h3>
            <div className="faq__answer" id={`${id}-answer-${index}`} hidden={!open.has(index)}>
              {entry.answers.map((answer) => (
                <p key={answer}>{answer}</p>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div className="faq__refresh">
        {refresh === 'loading' && (
          <p className="faq__status" role="status">
            {texts.loading}
          </p>
        )}
        {refresh === 'error' && (
          <div className="faq__error" role="alert">
            <p>{texts.error}</p>
            <button className="button button--ghost" type="button" onClick={retry}>
              {texts.retry}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
