import { atom } from 'nanostores';

export interface Toast {
  id: number;
  text: string;
  tone: 'error' | 'success';
}

/** Short messages shown over the page (API errors, the login-expired notice). */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const SUCCESS_MS = 6_000;
const MAX_SHOWN = 3;

/**
 * Errors stay until the visitor dismisses them (no time limit to read them, WCAG 2.2.1);
 * success messages leave by themselves. At most three are shown, the oldest going first.
 */
export function showToast(text: string, tone: Toast['tone'] = 'error'): void {
  const toast = { id: nextId++, text, tone };
  $toasts.set([...$toasts.get(), toast].slice(-MAX_SHOWN));
  if (tone === 'success') setTimeout(() => dismissToast(toast.id), SUCCESS_MS);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
