import { $toasts, dismissToast } from '../stores/toasts.ts';

/** Renders $toasts into #toaster: errors as alerts, others as status messages, text only. */
export function initToaster(): void {
  const container = document.getElementById('toaster');
  if (!container) return;
  const dismissLabel = container.dataset.dismiss ?? '×';
  $toasts.subscribe((toasts) => {
    const shown = new Set(toasts.map((toast) => String(toast.id)));
    for (const element of [...container.children] as HTMLElement[]) {
      if (!shown.has(element.dataset.toastId ?? '')) element.remove();
    }
    for (const toast of toasts) {
      if (container.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
      const element = document.createElement('div');
      element.className = `toast toast--${toast.tone}`;
      element.dataset.toastId = String(toast.id);
      element.setAttribute('role', toast.tone === 'error' ? 'alert' : 'status');
      const text = document.createElement('p');
      text.textContent = toast.text;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'toast__close';
      close.setAttribute('aria-label', dismissLabel);
      close.textContent = '×';
      close.addEventListener('click', () => dismissToast(toast.id));
      element.append(text, close);
      container.append(element);
    }
  });
}
