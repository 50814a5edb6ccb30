import { useCallback, useEffect, useId, useState } from 'react';

export interface FaqTexts {
  loading: string;
  error: string;
  retry: string;
}

interface Entry {
  label: string;
  answers: string[];
}

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; entries: Entry[] };

interface Props {
  /** Where the region's FAQ entries are (its faq-data.json). */
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

/**
 * The FAQ, loaded at run time: "Loading…", then the entries as disclosure buttons (keyboard:
 * Enter/Space), or the failure message with a Retry that loads again. Text only, never HTML.
 */
export default function FaqList({ source, texts }: Props) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [open, setOpen] = useState<Set<number>>(new Set());

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const response = await fetch(source, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
      const body: unknown = response.ok ? await response.json() : null;
      const entries = (body as { entries?: unknown } | null)?.entries;
      setState(isEntries(entries) ? { kind: 'ready', entries } : { kind: 'error' });
    } catch {
      setState({ kind: 'error' });
    }
  }, [source]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') {
    return (
      <p className="faq__status" role="status">
        {texts.loading}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="faq__error" role="alert">
        <p>{texts.error}</p>
        <button className="button button--primary" type="button" onClick={() => void load()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <ul className="faq__list">
      {state.entries.map((entry, index) => (
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
  );
}
