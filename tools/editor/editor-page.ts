/**
 * The editor page's own part, bundled with Decap (decap-bundle.ts): a refused save is shown at
 * its fields, the first of them scrolled to and focused, and in a notice, in the editor's
 * language; never as an unhandled error of the page.
 *
 * Decap shows a field's error from its store (`entryDraft.fieldsErrors`, by the field control's
 * id) and scrolls to a field by its path (`focus('sections.2.photo')`, what its preview pane
 * calls), but neither is reachable from outside: the form's control pane is found through React's
 * tree, and errors are put in Decap's store with its own action. A backend's refusal reaches
 * Decap as an error text only, so its problems by field are read from the backend's answer here.
 * Everything here is checked by the editor's end-to-end test; where Decap changes, the notice
 * still shows.
 */
import { APIError } from 'decap-cms-lib-util';
import { DRAFT_VALIDATION_ERRORS } from 'decap-cms-core/dist/esm/actions/entries';
import { store } from 'decap-cms-core/dist/esm/redux';
import { EDITOR_API_PATH } from './editor-paths.ts';
import type { EditorLanguage } from '../../src/schemas/field-texts.ts';
import type { Refusal } from './refusals.ts';

const NOT_SAVED: Record<EditorLanguage, string> = {
  en: 'Not saved: see the fields marked in red.',
  de: 'Nicht gespeichert: Bitte die rot markierten Felder prüfen.',
  fr: 'Non enregistré : vérifiez les champs signalés en rouge.',
  ja: '保存されていません。赤で示された項目を確認してください。',
  ko: '저장되지 않았습니다. 빨간색으로 표시된 항목을 확인하세요.',
  zh: '未保存：请检查以红色标出的字段。',
};
const NOTICE_MS = 8000;

/** Decap's error types (ValidationErrorTypes): a missing required field gets Decap's own notice. */
const PRESENCE = 'PRESENCE';
const SERVER = 'CUSTOM';

/** The parts of Decap's controls this page reads (decap-cms-core's Widget, ListControl, ObjectControl, ControlPane). */
interface Control {
  props?: { uniqueFieldId?: string; parentIds?: string[] };
  state?: { keys?: string[] };
  innerWrappedControl?: Control;
  childRefs?: Record<string, Control | undefined>;
  focus?: (path: string) => void;
  switchToDefaultLocale?: unknown;
}

interface FieldControl {
  id: string;
  parentIds: string[];
  path: string;
}

const language = (document.documentElement.lang.split('-')[0] ?? 'en') as EditorLanguage;
const notSaved = NOT_SAVED[language] ?? NOT_SAVED.en;

// Decap's proxy backend throws the backend's refusal as an APIError, whose text would read
// "API_ERROR: …" in Decap's notice: the refusal's own words are what the marketer reads.
APIError.prototype.toString = function toString(this: Error) {
  return this.message;
};

// A files collection has no new entry (a file the marketer may create is listed as one, marked
// new), but Decap still routes #/collections/<kind>/new to an empty form that cannot be saved:
// that address opens the collection's list.
const toList = () => {
  const list = /^#[/]collections[/][^/]+(?=[/]new(?:[/?]|$))/.exec(location.hash);
  if (list) location.replace(list[0]);
};
toList();
addEventListener('hashchange', toList);

/** The backend's last refusal, read from its answer (Decap keeps only the text). */
let lastRefusal: Refusal | undefined;
const decapFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await decapFetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (response.status === 422 && new URL(url, location.href).pathname === EDITOR_API_PATH) {
    lastRefusal = (await response
      .clone()
      .json()
      .catch(() => undefined)) as Refusal | undefined;
  }
  return response;
};

// Decap shows a refused save, then rejects a promise nothing catches: undefined for a field the
// form refuses, the failure action for a save the backend refuses (decaporg/decap-cms#2320).
// Those two, and only those, are handled here.
addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
  const reason = event.reason as { type?: string } | undefined;
  const byBackend = reason?.type === 'ENTRY_PERSIST_FAILURE';
  if (reason !== undefined && !byBackend) return;
  event.preventDefault();
  const refusal = byBackend ? lastRefusal : undefined;
  lastRefusal = undefined;
  showRefusal(refusal?.fields ?? [], byBackend);
});

/** Every field control of the form with its path, in the form's order. */
function fieldControls(pane: Control): FieldControl[] {
  const found: FieldControl[] = [];
  const walk = (node: Control, path: (string | number)[]) => {
    const { uniqueFieldId, parentIds = [] } = node.props ?? {};
    if (uniqueFieldId && node.innerWrappedControl) found.push({ id: uniqueFieldId, parentIds, path: path.join('.') });
    const control = node.innerWrappedControl ?? node;
    const refs = control.childRefs ?? {};
    const keys = control.state?.keys;
    if (Array.isArray(keys)) keys.forEach((key, index) => refs[key] && walk(refs[key], [...path, index]));
    else for (const [name, ref] of Object.entries(refs)) if (ref) walk(ref, [...path, name]);
  };
  walk(pane, []);
  return found;
}

/** The form's control pane, from React's tree above a field's label. */
function controlPane(): Control | undefined {
  const label = document.querySelector('label[for]');
  const fiberKey = label && Object.keys(label).find((key) => key.startsWith('__reactFiber$'));
  let fiber = fiberKey ? (label as unknown as Record<string, FiberNode>)[fiberKey] : undefined;
  while (fiber) {
    const node = fiber.stateNode as Control | null;
    if (node?.childRefs && node.focus && node.switchToDefaultLocale) return node;
    fiber = fiber.return;
  }
  return undefined;
}
interface FiberNode {
  stateNode: unknown;
  return?: FiberNode;
}

/** The control that shows a problem of `path`: its own, a list entry's field, or the nearest field that holds it. */
function controlOf(controls: readonly FieldControl[], path: string): FieldControl | undefined {
  return (
    controls.find((control) => control.path === path) ??
    controls.find((control) => control.path.startsWith(`${path}.`)) ??
    controls.filter((control) => path.startsWith(`${control.path}.`)).sort((a, b) => b.path.length - a.path.length)[0]
  );
}

function showRefusal(fields: Refusal['fields'], byBackend: boolean): void {
  const pane = controlPane();
  const controls = pane ? fieldControls(pane) : [];
  const messages = new Map<FieldControl, string[]>();
  for (const field of fields) {
    const control = controlOf(controls, field.path);
    if (control) messages.set(control, [...(messages.get(control) ?? []), field.message]);
  }
  for (const [control, texts] of messages) {
    store.dispatch({
      type: DRAFT_VALIDATION_ERRORS,
      payload: {
        uniquefieldId: control.id,
        errors: texts.map((message) => ({ type: SERVER, parentIds: control.parentIds, message })),
      },
    });
  }
  const errors = store.getState().entryDraft.get('fieldsErrors');
  const first = controls.find((control) => errors.get(control.id)?.length);
  if (first) {
    // Decap's own way there opens the lists and groups that hold the field, then focuses it; the
    // field is then put in the middle of the screen, as a field already focused is not scrolled to.
    pane?.focus?.(first.path);
    requestAnimationFrame(() => {
      document.querySelector(`label[for="${CSS.escape(first.id)}"]`)?.scrollIntoView({ block: 'center' });
      document.getElementById(first.id)?.focus({ preventScroll: true });
    });
  }
  const types = [...errors.values()].flat().map((error: { type?: string }) => error.type);
  // Decap's own notice says it for a missing field and for the backend's refusal.
  if (!byBackend && !types.includes(PRESENCE)) notify(notSaved);
}

let notice: HTMLElement | undefined;
let hideNotice: ReturnType<typeof setTimeout> | undefined;
function notify(text: string): void {
  if (!notice) {
    notice = document.createElement('div');
    notice.className = 'storefront-notice';
    notice.setAttribute('role', 'alert');
    document.body.append(notice);
  }
  notice.textContent = text;
  notice.hidden = false;
  clearTimeout(hideNotice);
  hideNotice = setTimeout(() => {
    if (notice) notice.hidden = true;
  }, NOTICE_MS);
}

// A closed group opens from its whole bar, not only its chevron: Decap's bar is the chevron's
// button and the group's name beside it (ObjectWidgetTopBar).
const EXPAND_BUTTON = ':scope > [data-testid="expand-button"], :scope > div > [data-testid="expand-button"]';
addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('button, a, input, textarea, select, label')) return;
  const expand = target.closest('div')?.querySelector(EXPAND_BUTTON);
  if (expand instanceof HTMLButtonElement) expand.click();
});

const style = document.createElement('style');
// Decap writes a field's errors in capitals, which make a sentence hard to read.
style.textContent = `label + ul { text-transform: none !important; }
div:has(> [data-testid="expand-button"]) { cursor: pointer; }
.storefront-notice { position: fixed; z-index: 1000; bottom: 1.5rem; left: 50%; transform: translateX(-50%);
  max-width: 40rem; padding: .75rem 1.25rem; border-radius: 6px; background: #8b1a1a; color: #fff;
  font: 600 15px/1.4 system-ui, sans-serif; box-shadow: 0 4px 12px rgb(0 0 0 / .25); }
.storefront-notice[hidden] { display: none; }`;
document.head.append(style);
