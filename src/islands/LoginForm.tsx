import { useStore } from '@nanostores/react';
import { useId, useRef, useState, useSyncExternalStore, type SubmitEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../lib/api/api-error.ts';
import { errorMessage } from '../lib/api/messages.ts';
import { isValidEmail } from '../lib/email.ts';
import { safeReturnPath } from '../lib/return-path.ts';
import { tabIndexAfterKey } from '../lib/tab-keys.ts';
import { login, logout, oldLogin } from '../api/account.ts';
import { apiStrings } from '../api/api-strings.ts';
import { preloadApiClient } from '../api/load-api-client.ts';
import { $session } from '../stores/session.ts';
import { fieldValue, takeSubmission, useHeldSubmission } from './held-submission.ts';
import './form-fields.css';
import './LoginForm.css';

export interface LoginTexts {
  tabsLabel: string;
  signInTab: string;
  registerTab: string;
  signInIntro: string;
  registerIntro: string;
  email: string;
  password: string;
  submitSignIn: string;
  submitRegister: string;
  pending: string;
  invalidEmail: string;
  missingPassword: string;
  signedIn: string;
  continueLabel: string;
  logout: string;
}

interface Props {
  texts: LoginTexts;
  /** Where to go when the page names no (safe) return path: the region home. */
  home: string;
}

type Mode = 'signIn' | 'register';
const MODES: Mode[] = ['signIn', 'register'];

/**
 * False in the server render and while hydrating, true from the render right after: React
 * hydrates with the server snapshot (false), then renders again with the client's (true).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer);
}
const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * Sign in, or register-or-login, then return to the page the visitor came from. The fields are
 * uncontrolled (hydration never clears what was typed) and a submission made before hydration
 * is completed once hydrated (./held-submission.ts). The password is sent as it was typed, under
 * no rule of the site's (platform spec point 5 shows none): the server's answer decides, and a
 * refusal shows its msg, else the default message (point 8).
 */
export default function LoginForm({ texts, home }: Props) {
  const id = useId();
  const session = useStore($session);
  // The server renders the form; the signed-in view only after hydration, so both agree.
  const hydrated = useHydrated();
  const [mode, setMode] = useState<Mode>('signIn');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmission(form);
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ signIn: null, register: null });
  const returnTo = () => safeReturnPath(new URLSearchParams(location.search).get('redirect'), home);

  function selectWithKeys(event: KeyboardEvent) {
    const target = tabIndexAfterKey(event.key, MODES.indexOf(mode), MODES.length);
    const next = target === undefined ? undefined : MODES[target];
    if (!next) return;
    event.preventDefault();
    setMode(next);
    setErrors({});
    tabs.current[next]?.focus();
  }

  function validate(email: string, password: string) {
    const found: typeof errors = {};
    if (!isValidEmail(email)) found.email = texts.invalidEmail;
    // Only an empty password is held back: it cannot sign anyone in or protect an account, so
    // the form asks for one rather than sending nothing. Any length, any characters, go as typed.
    if (!password) found.password = texts.missingPassword;
    return found;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    takeSubmission(event.currentTarget);
    if (inFlight.current) return;
    const email = fieldValue(event.currentTarget, 'email');
    const password = fieldValue(event.currentTarget, 'password');
    const found = validate(email, password);
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? `${id}-email` : `${id}-password`)?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await (mode === 'signIn' ? oldLogin : login)({ email: email.trim(), password });
      location.assign(returnTo());
    } catch (error) {
      const strings = apiStrings();
      setErrors({
        form:
          error instanceof ApiError
            ? errorMessage({ code: error.code, msg: error.serverMessage }, strings)
            : strings.default,
      });
      setPending(false);
    } finally {
      inFlight.current = false;
    }
  }

  if (hydrated && session) {
    const name = session.userInfo?.email ?? session.userInfo?.nickname ?? '';
    return (
      <div className="login login--signed-in" role="status">
        {/* A function replacement: `$&` or `$'` in an address must not be read as a pattern. */}
        <p>{texts.signedIn.replace('{{email}}', () => String(name))}</p>
        <p className="login__actions">
          <a className="button button--primary" href={returnTo()}>
            {texts.continueLabel}
          </a>
          <button className="button button--ghost" type="button" onClick={() => logout()}>
            {texts.logout}
          </button>
        </p>
      </div>
    );
  }

  const describedBy = (field: 'email' | 'password') => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <div className="login">
      <div className="login__tabs" role="tablist" aria-label={texts.tabsLabel}>
        {MODES.map((candidate) => (
          <button
            key={candidate}
            ref={(element) => {
              tabs.current[candidate] = element;
            }}
            id={`${id}-tab-${candidate}`}
            className="login__tab"
            type="button"
            role="tab"
            aria-selected={mode === candidate}
            aria-controls={`${id}-panel`}
            tabIndex={mode === candidate ? 0 : -1}
            onClick={() => {
              setMode(candidate);
              setErrors({});
            }}
            onKeyDown={selectWithKeys}
          >
            {candidate === 'signIn' ? texts.signInTab : texts.registerTab}
          </button>
        ))}
      </div>
      {/* The panel is its own element: a form may not take the tabpanel role. */}
      <div id={`${id}-panel`} className="login__panel" role="tabpanel" aria-labelledby={`${id}-tab-${mode}`}>
        <form
          ref={form}
          method="post"
          data-island-form=""
          className="login__form"
          noValidate
          onFocus={preloadApiClient}
          onSubmit={submit}
        >
          <p className="login__intro">{mode === 'signIn' ? texts.signInIntro : texts.registerIntro}</p>
          <div className="field">
            <label htmlFor={`${id}-email`}>{texts.email}</label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              defaultValue=""
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy('email')}
            />
            {errors.email && (
              <p className="field__error" id={`${id}-email-error`}>
                {errors.email}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{texts.password}</label>
            <input
              id={`${id}-password`}
              type="password"
              name="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              defaultValue=""
              aria-invalid={Boolean(errors.password)}
              aria-describedby={describedBy('password')}
            />
            {errors.password && (
              <p className="field__error" id={`${id}-password-error`}>
                {errors.password}
              </p>
            )}
          </div>
          <p className="login__form-error" role="alert">
            {errors.form ?? ''}
          </p>
          <button className="button button--primary login__submit" type="submit" disabled={pending} aria-busy={pending}>
            {pending ? texts.pending : mode === 'signIn' ? texts.submitSignIn : texts.submitRegister}
          </button>
        </form>
      </div>
    </div>
  );
}
