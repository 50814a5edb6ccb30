import { lockPageScroll } from './ui/collapse.ts';
import { trapFocus } from '../dom/focus-trap.ts';

/**
 * Product dialogs: `[data-dialog-open]` opens the <dialog> it names as a modal (the browser
 * moves focus in, keeps it there and closes on Escape); closing returns focus to the opener,
 * unlocks the page and stops any video. A video that cannot load says so instead of showing
 * an empty frame.
 */
export function initDialogs(): void {
  for (const opener of document.querySelectorAll<HTMLButtonElement>('[data-dialog-open]')) {
    const dialog = document.getElementById(opener.dataset.dialogOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    trapFocus(dialog);
    opener.addEventListener('click', () => {
      dialog.showModal();
      lockPageScroll(true);
    });
    dialog.addEventListener('close', () => {
      lockPageScroll(false);
      dialog.querySelector('video')?.pause();
      opener.focus();
    });
    dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    const video = dialog.querySelector<HTMLVideoElement>('[data-dialog-video]');
    if (video) watchVideo(video, dialog);
  }
}

function watchVideo(video: HTMLVideoElement, dialog: HTMLDialogElement): void {
  const error = dialog.querySelector<HTMLElement>('[data-video-error]');
  const fail = () => {
    video.hidden = true;
    if (error) error.hidden = false;
  };
  video.addEventListener('error', fail);
  for (const source of video.querySelectorAll('source')) source.addEventListener('error', fail);
  // preload="none" defers loading until the dialog opens; then try, and report failure.
  dialog.addEventListener('toggle', () => {
    if (dialog.open && video.readyState === 0 && !video.hidden) video.load();
  });
}
