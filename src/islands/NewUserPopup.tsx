import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { isValidEmail } from '../lib/email.ts';
import { linkPhrases } from '../lib/linked-text.ts';
import { subscribeFailureMessage } from '../lib/subscribe-message.ts';
import { apiStrings } from '../api/api-strings.ts';
import { preloadApiClient } from '../api/load-api-client.ts';
import { browserStorage } from '../storage/browser-storage.ts';
import { subscribe } from '../api/subscribe.ts';
import { trapFocus } from '../dom/focus-trap.ts';
import { whenVisitorIsFree } from '../dom/quiet-moment.ts';
import { fieldValue, takeSubmission, useHeldSubmission } from './held-submission.ts';
import './form-fields.css';
import './NewUserPopup.css';

export interface PopupTexts {
  title: string;
  describe: string;
  placeholder: string;
  button: string;
  agreement: string;
  invalid: string;
  success: string;
  dismiss: string;
  close: string;
  /** Said when the visitor submits without ticking the agreement. */
  agreementRequired: string;
  emailLabel: string;
  pending: string;
  /** Phrases of `agreement` that link to the policies they name (new tab: the form stays). */
  agreementLinks: { phrase: string; href: string }[];
  /** Describes those links ("opens in a new tab") without changing the checkbox's name. */
  opensInNewTab: string;
}

interface Props {
  texts: PopupTexts;
  /** Milliseconds after hydration before the offer first looks whether the visitor is free. */
  delayMs?: number;
}

/** Once dismissed or done, the offer never comes back in this browser. */
export const POPUP_DONE_KEY = 'new-user-popup:done';

/** How long a visitor stays (after the page is idle) before the offer may open (docs/forms.md). */
export const POPUP_DELAY_MS = 4000;

/**
 * The US new-user offer: a modal dialog (native <dialog>: focus moves in and stays, Escape
 * and two visible buttons close it) that opens only when the visitor is free (no field or form
 * in use, no other dialog or menu open: docs/forms.md), whose form submits only with the privacy
 * and terms agreement ticked. Its fields are uncontrolled, like every island form's (./held-submission.ts).
 */
export default function NewUserPopup({ texts, delayMs = POPUP_DELAY_MS }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'success'>('idle');
  const [error, setError] = useState('');
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmission(form);

  useEffect(() => (dialog.current ? trapFocus(dialog.current) : undefined), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element || browserStorage.get(POPUP_DONE_KEY)) return;
    return whenVisitorIsFree(element, () => element.showModal(), delayMs);
  }, [delayMs]);

  function close() {
    browserStorage.set(POPUP_DONE_KEY, '1');
    dialog.current?.close();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    takeSubmission(event.currentTarget);
    if (inFlight.current) return;
    const email = fieldValue(event.currentTarget, 'email');
    const agreed = (event.currentTarget.elements.namedItem('agreement') as HTMLInputElement | null)?.checked;
    if (!agreed) {
      setError(texts.agreementRequired);
      return;
    }
    if (!isValidEmail(email)) {
      setError(texts.invalid);
      return;
    }
    inFlight.current = true;
    setState('pending');
    setError('');
    try {
      await subscribe(email, 'popup');
      setState('success');
      browserStorage.set(POPUP_DONE_KEY, '1');
    } catch (failure) {
      setError(subscribeFailureMessage(failure, apiStrings()));
      setState('idle');
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby={`${id}-title`}
      onClose={() => browserStorage.set(POPUP_DONE_KEY, '1')}
    >
      <button className="popup__close" type="button" onClick={close} aria-label={texts.close}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={`${id}-title`} className="popup__title">
        {texts.title}
      </h2>
      <p>{texts.describe}</p>
      {state === 'success' ? (
        <p role="status" className="popup__success">
          {texts.success}
        </p>
      ) : (
        <form
          ref={form}
          method="post"
          data-island-form=""
          noValidate
          onFocus={preloadApiClient}
          onSubmit={submit}
          className="popup__form"
        >
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {texts.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={texts.placeholder}
            defaultValue=""
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-error`}
          />
          <label className="popup__agreement">
            <input type="checkbox" name="agreement" defaultChecked={false} aria-describedby={`${id}-error`} />
            <span>
              {linkPhrases(texts.agreement, texts.agreementLinks).map((segment, index) =>
                segment.href ? (
                  // A new tab keeps the address typed here. The hint is a description that
                  // lives outside the label, so the checkbox's name stays the agreement itself.
                  <a key={index} href={segment.href} target="_blank" rel="noopener" aria-describedby={`${id}-new-tab`}>
                    {segment.text}
                  </a>
                ) : (
                  segment.text
                ),
              )}
            </span>
          </label>
          <span id={`${id}-new-tab`} className="visually-hidden">
            {texts.opensInNewTab}
          </span>
          <p id={`${id}-error`} className="popup__error" role="alert">
            {error}
          </p>
          <button className="button button--primary" type="submit" disabled={state === 'pending'}>
            {state === 'pending' ? texts.pending : texts.button}
          </button>
        </form>
      )}
      <button className="popup__dismiss" type="button" onClick={close}>
        {texts.dismiss}
      </button>
    </dialog>
  );
}
