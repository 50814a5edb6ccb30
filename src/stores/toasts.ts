import { atom } from 'nanostores';

export interface Toast {
  id: number;
  text: string;
  tone: 'error' | 'success';
}

/** Short messages shown over the page (API errors, the login-expired notice). */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const TOAST_MS = 5_000;

export function showToast(text: string, tone: Toast['tone'] = 'error'): void {
  const toast = { id: nextId++, text, tone };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
