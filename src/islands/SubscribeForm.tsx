import { useId, useRef, useState, type SubmitEvent } from 'react';
import { isValidEmail } from '../lib/email.ts';
import { subscribeFailureMessage } from '../lib/subscribe-message.ts';
import { apiStrings } from '../api/api-strings.ts';
import { preloadApiClient } from '../api/load-api-client.ts';
import { subscribe, type SubscribeSource } from '../api/subscribe.ts';
import { fieldValue, takeSubmission, useHeldSubmission } from './held-submission.ts';
import './form-fields.css';
import './SubscribeForm.css';

export interface SubscribeTexts {
  title: string;
  describe: string;
  placeholder: string;
  button: string;
  invalid: string;
  success: string;
  /** Label of the address field for assistive technology. */
  emailLabel: string;
  pending: string;
}

interface Props {
  texts: SubscribeTexts;
  source: SubscribeSource;
  /** Heading level of the title in its page. */
  headingLevel?: 2 | 3;
  variant?: 'dark' | 'light';
}

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * The newsletter / launch-notification form (footer, campaign pages, Notify Me). Validates the
 * address before any request, keeps what was typed on failure, and cannot submit twice. The
 * field is uncontrolled, so hydration never resets what was typed before it, and a submission
 * made before hydration is completed once hydrated (./held-submission.ts).
 */
export default function SubscribeForm({ texts, source, headingLevel = 2, variant = 'dark' }: Props) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmission(form);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    takeSubmission(event.currentTarget);
    if (inFlight.current) return;
    const email = fieldValue(event.currentTarget, 'email');
    // The second click of a double click that landed after the success: nothing to send.
    if (status.kind === 'success' && !email.trim()) return;
    if (!isValidEmail(email)) {
      setStatus({ kind: 'error', message: texts.invalid });
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    setStatus({ kind: 'pending' });
    try {
      await subscribe(email, source);
      setStatus({ kind: 'success' });
      if (input.current) input.current.value = '';
    } catch (error) {
      setStatus({ kind: 'error', message: subscribeFailureMessage(error, apiStrings()) });
    } finally {
      inFlight.current = false;
    }
  }

  const pending = status.kind === 'pending';
  const message = status.kind === 'success' ? texts.success : status.kind === 'error' ? status.message : '';
  return (
    <form
      ref={form}
      method="post"
      data-island-form=""
      className={`subscribe subscribe--${variant}`}
      noValidate
      onFocus={preloadApiClient}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <Heading className="subscribe__title" id={`${id}-title`}>
        {texts.title}
      </Heading>
      <p className="subscribe__describe">{texts.describe}</p>
      <div className="subscribe__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {texts.emailLabel}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          className="subscribe__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={texts.placeholder}
          defaultValue=""
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${id}-message`}
        />
        <button
          className="button button--primary subscribe__button"
          type="submit"
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? texts.pending : texts.button}
        </button>
      </div>
      <p
        id={`${id}-message`}
        className={`subscribe__message subscribe__message--${status.kind}`}
        role={status.kind === 'error' ? 'alert' : 'status'}
      >
        {message}
      </p>
    </form>
  );
}
