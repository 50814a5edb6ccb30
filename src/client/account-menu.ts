import { $session, clearSession } from '../stores/session.ts';

/** The header's logged-in state: member links and a logout button instead of "Log in". */
export function initAccountMenu(): void {
  const loginLink = document.querySelector<HTMLElement>('[data-account-login]');
  const member = document.querySelector<HTMLElement>('[data-account-member]');
  if (!loginLink || !member) return;
  member.querySelector('[data-account-logout]')?.addEventListener('click', () => {
    clearSession();
    // The button disappears with the member links: keep keyboard focus on the header.
    loginLink.focus();
  });
  $session.subscribe((session) => {
    loginLink.hidden = Boolean(session);
    member.hidden = !session;
  });
}
