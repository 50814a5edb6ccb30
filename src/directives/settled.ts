import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../dom/after-first-paint.ts';

export interface SettledOptions {
  /** Also wait until the island is on screen (for islands below the fold, such as the footer's). */
  whenVisible?: boolean;
}

/** What the visitor does to an island that means they are about to use it. */
const REACHING_FOR_IT = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * `client:settled` (or `client:settled={{ whenVisible: true }}`): hydrates an island whose HTML
 * is complete from the build once the page has loaded and painted, and the browser is idle;
 * or at once when the visitor reaches for the island first (focus, pointer, key).
 *
 * Why not `client:idle` or `client:visible`: they can start loading React before the browser has
 * painted the whole first screen (`afterFirstPaint` says why that matters). The island's forms
 * are safe before hydration (docs/forms.md); a click on one of its other buttons before its
 * code has come (a tab) is carried out once it has, so the visitor need not click twice.
 */
const settled: ClientDirective = (load, options, island) => {
  const { whenVisible = false } = (options.value ?? {}) as SettledOptions;
  let started = false;
  let rootCreated = false;
  let missedClick: HTMLButtonElement | undefined;

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of REACHING_FOR_IT) island.removeEventListener(type, hydrate, true);
    const run = await load();
    rootCreated = true;
    await run();
    island.removeEventListener('click', rememberClick, true);
    if (missedClick?.isConnected) missedClick.click();
  };
  // Submit buttons are left out: a submission before hydration is held and completed by the
  // island itself (src/islands/held-submission.ts).
  const rememberClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (!rootCreated && button instanceof HTMLButtonElement) missedClick = button;
  };

  for (const type of REACHING_FOR_IT) island.addEventListener(type, hydrate, true);
  island.addEventListener('click', rememberClick, true);

  const whenOnScreen = () => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    });
    // astro-island is display: contents and has no box of its own.
    for (const child of island.children) observer.observe(child);
  };
  afterFirstPaint(() => (whenVisible ? whenOnScreen() : void hydrate()));
};

export default settled;
