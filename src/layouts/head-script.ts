/**
 * The layout's inline script, run in <head> before any module or form exists
 * (BaseLayout.astro renders it minified through `inline-head-script.ts`). A classic script
 * cannot import: its constants are written in at build time (esbuild's `define`), and it
 * guards its own Web Storage calls (docs/forms.md).
 */
declare const TIMESTAMP_PATH: string;
declare const TIMESTAMP_TIMEOUT_MS: number;
declare const SERVER_OFFSET_KEY: string;
declare const MAX_CLOCK_OFFSET_MS: number;

// A script asset that fails to load and answers 404 (a deploy replaced it) reloads the
// page once; the session flag makes a second failure final instead of a reload loop.
addEventListener(
  'error',
  function (event) {
    const script = event.target;
    if (!(script instanceof HTMLScriptElement) || !script.src) return;
    const key = 'asset-reload:' + location.pathname;
    try {
      if (sessionStorage.getItem(key)) return;
    } catch {
      return;
    }
    fetch(script.src, { method: 'HEAD', cache: 'no-store' }).then(function (response) {
      if (response.status !== 404) return;
      try {
        sessionStorage.setItem(key, '1');
      } catch {
        return; // Without the flag a reload could loop: stay on the page instead.
      }
      location.reload();
    });
  },
  true,
);
// Island forms never submit natively (docs/forms.md): what was typed must not land in a
// URL or be lost to a reload. Before the island hydrates, the submission is held on the
// form and the island completes it; afterwards the island's own handler takes it.
document.addEventListener(
  'submit',
  function (event) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-island-form')) return;
    event.preventDefault();
    form.setAttribute('data-submit-held', '');
  },
  true,
);
document.documentElement.classList.add('js');
if (document.documentElement.dataset.gateRoute) {
  const root = document.documentElement;
  // Hidden until the guard has the server's time, unless the page as built is still
  // right by this device's best estimate of it (its clock plus the offset it last
  // learned): then shown at once, and the guard corrects it if the server disagrees
  // (src/lib/deploy/provisional-paint.ts writes the span on pages open at build time).
  let estimate = Date.now();
  try {
    const offset = Number(localStorage.getItem(SERVER_OFFSET_KEY));
    // The same rule as the offset store's (src/lib/server-time.ts); anything else is ignored.
    if (Number.isInteger(offset) && Math.abs(offset) <= MAX_CLOCK_OFFSET_MS) estimate += offset;
  } catch {
    // Storage blocked: the device clock alone.
  }
  const paintFrom = Number(root.dataset.paintFrom || Infinity);
  const paintUntil = Number(root.dataset.paintUntil || Infinity);
  root.dataset.gate = estimate >= paintFrom && estimate < paintUntil ? 'provisional' : 'pending';
  // Ask the server clock now, while the guard's module is still on its way: the page is
  // shown one round trip sooner (src/stores/server-clock.ts takes this answer).
  const sentAt = Date.now();
  window.earlyServerClock = fetch(TIMESTAMP_PATH, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMESTAMP_TIMEOUT_MS),
  })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(
      function (body) {
        return { body: body, sentAt: sentAt, receivedAt: Date.now() };
      },
      function () {
        return null;
      },
    );
  // Fail-safe when the guard's script never runs (it waits 10 s for the server clock at
  // most): judge by the device clock rather than leave the page blank.
  setTimeout(function () {
    if (!root.dataset.gate) return;
    const now = Date.now();
    const start = Number(root.dataset.gateStart || -Infinity);
    const end = Number(root.dataset.gateEnd || Infinity);
    if (now < start || now >= end) location.replace(root.dataset.gateHome || '/');
    else delete root.dataset.gate;
  }, 12000);
}

export {};
