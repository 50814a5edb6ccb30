/**
 * The bar on each entry of Decap's list widget, bundled in place of Decap's own (decap-bundle.ts
 * swaps decap-cms-ui-default's ListItemTopBar for it in the list widget only), in the editor's
 * language:
 *
 * - the whole bar opens and closes the entry: its summary is the toggle button's text (Decap
 *   showed it in a row below, which the bar now hides, and opened the entry from a chevron only);
 * - "move up" and "move down" buttons, and Alt+ArrowUp / Alt+ArrowDown wherever the bar has focus:
 *   the entry moves through the list control's own `onSortEnd`, what a drag calls, so the entry's
 *   draft changes as after a drag; the new position is announced and focus stays on the entry;
 * - Decap's buttons (toggle, drag handle, remove) have names.
 *
 * Decap gives its bar callbacks bound to the entry's position but not the position itself nor a
 * way to move it: the list control (list-control.ts) hands itself to its bars in a context.
 */
import { createContext, useContext, useId, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Icon, colors } from 'decap-cms-ui-default';
import type { EditorLanguage } from '../../src/schemas/field-texts.ts';

/** What a bar uses of Decap's ListControl (decap-cms-widget-list/src/ListControl.js). */
export interface EntryList {
  /** The entries' React keys, in the list's order: a bar's `id` is its entry's. */
  state: { keys: string[] };
  props: { value?: { get(index: number): unknown } };
  /** Moves an entry, as a drag ends. */
  onSortEnd(move: { oldIndex: number; newIndex: number }): void;
  /** The entry's summary (the list's `summary` template, or its first field). */
  objectLabel(item: unknown): string | undefined;
  hasError(index: number): boolean | undefined;
}

export const EntryListContext = createContext<EntryList | undefined>(undefined);

/** The props Decap's ListControl gives its ListItemTopBar. */
interface ListItemTopBarProps {
  className?: string;
  collapsed?: boolean;
  onCollapseToggle?: ((event: { preventDefault(): void }) => void) | null;
  onRemove?: (event: { preventDefault(): void }) => void;
  allowRemove?: boolean;
  allowReorder?: boolean;
  dragHandle?: ComponentType<{ id: string; children: ReactNode }>;
  id: string;
}

interface Phrases {
  entry: (position: number) => string;
  drag: string;
  up: string;
  down: string;
  remove: string;
  moved: (position: number, count: number) => string;
}

const PHRASES: Record<EditorLanguage, Phrases> = {
  en: {
    entry: (position) => `Entry ${position}`,
    drag: 'Drag to move, or press Alt+Up or Alt+Down',
    up: 'Move up',
    down: 'Move down',
    remove: 'Remove',
    moved: (position, count) => `Moved to position ${position} of ${count}`,
  },
  de: {
    entry: (position) => `Eintrag ${position}`,
    drag: 'Zum Verschieben ziehen oder Alt+Pfeil nach oben oder unten drücken',
    up: 'Nach oben verschieben',
    down: 'Nach unten verschieben',
    remove: 'Entfernen',
    moved: (position, count) => `An Position ${position} von ${count} verschoben`,
  },
  fr: {
    entry: (position) => `Entrée ${position}`,
    drag: 'Glisser pour déplacer, ou Alt+flèche haut ou bas',
    up: 'Monter',
    down: 'Descendre',
    remove: 'Supprimer',
    moved: (position, count) => `Déplacé en position ${position} sur ${count}`,
  },
  ja: {
    entry: (position) => `項目 ${position}`,
    drag: 'ドラッグで移動、または Alt+上矢印 / Alt+下矢印',
    up: '上へ移動',
    down: '下へ移動',
    remove: '削除',
    moved: (position, count) => `${count} 件中 ${position} 番目に移動しました`,
  },
  ko: {
    entry: (position) => `항목 ${position}`,
    drag: '드래그하여 이동하거나 Alt+위쪽/아래쪽 화살표를 누르세요',
    up: '위로 이동',
    down: '아래로 이동',
    remove: '삭제',
    moved: (position, count) => `${count}개 중 ${position}번째로 이동했습니다`,
  },
  zh: {
    entry: (position) => `第 ${position} 项`,
    drag: '拖动以移动，或按 Alt+上/下方向键',
    up: '上移',
    down: '下移',
    remove: '删除',
    moved: (position, count) => `已移至第 ${position} 位，共 ${count} 项`,
  },
};

const language = (document.documentElement.lang.split('-')[0] ?? 'en') as EditorLanguage;
const phrases = PHRASES[language] ?? PHRASES.en;
const STEPS: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, ArrowDown: 1 };

/** Where a move is said: one polite live region for every list of the page. */
const announcer = document.createElement('div');
announcer.className = 'storefront-visually-hidden';
announcer.setAttribute('role', 'status');
document.body.append(announcer);

export function ListItemTopBar(props: ListItemTopBarProps) {
  const { className, collapsed, onCollapseToggle, onRemove, allowRemove, allowReorder, id } = props;
  const DragHandle = props.dragHandle;
  const list = useContext(EntryListContext);
  // Read in render from Decap's control, which renders its bars again on each of its renders.
  const keys = list?.state.keys ?? [];
  const index = keys.indexOf(id);
  const count = keys.length;
  const canMove = Boolean(list && allowReorder && index >= 0);
  const summary = index >= 0 ? list?.objectLabel(list.props.value?.get(index)) : undefined;

  const summaryId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  /** The bar's element that had focus when the entry moved, focused again once it has. */
  const focusAfterMove = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = focusAfterMove.current;
    focusAfterMove.current = null;
    // React moves the entry's elements, which blurs them; a move button now disabled (the entry
    // is first or last) hands focus to the other.
    if (element instanceof HTMLButtonElement && element.disabled) (element === up.current ? down : up).current?.focus();
    else element?.focus();
  }, [index]);

  const move = (step: -1 | 1) => {
    const newIndex = index + step;
    if (!list || !canMove || newIndex < 0 || newIndex >= count) return;
    const focused = document.activeElement;
    focusAfterMove.current = focused instanceof HTMLElement && bar.current?.contains(focused) ? focused : null;
    list.onSortEnd({ oldIndex: index, newIndex });
    announcer.textContent = phrases.moved(newIndex + 1, count);
  };

  return (
    <div
      ref={bar}
      // A group named by the entry's summary: its move and remove buttons say which entry they act on.
      role="group"
      aria-labelledby={onCollapseToggle ? summaryId : undefined}
      className={`storefront-list-bar ${className ?? ''}`}
      data-collapsed={collapsed || undefined}
      data-error={(index >= 0 && list?.hasError(index)) || undefined}
      data-summary={onCollapseToggle ? '' : undefined}
      onKeyDown={(event) => {
        const step = STEPS[event.key];
        if (!step || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        move(step);
      }}
    >
      {onCollapseToggle ? (
        <button
          type="button"
          className="storefront-list-toggle"
          aria-expanded={!collapsed}
          aria-keyshortcuts={canMove ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
          onClick={onCollapseToggle}
        >
          <Icon type="chevron" size="small" direction={collapsed ? 'right' : 'down'} />
          <span id={summaryId}>{summary || phrases.entry(index + 1)}</span>
        </button>
      ) : (
        <span className="storefront-list-toggle" />
      )}
      {DragHandle && allowReorder ? (
        // Decap's wrapper is dnd-kit's handle (a focusable role=button), named by its text.
        <DragHandle id={id}>
          <span className="storefront-list-handle">
            <Icon type="drag-handle" size="small" />
            <span className="storefront-visually-hidden">{phrases.drag}</span>
          </span>
        </DragHandle>
      ) : null}
      {canMove ? (
        <>
          <button type="button" ref={up} aria-label={phrases.up} disabled={index === 0} onClick={() => move(-1)}>
            <Icon type="arrow" size="small" direction="up" />
          </button>
          <button
            type="button"
            ref={down}
            aria-label={phrases.down}
            disabled={index === count - 1}
            onClick={() => move(1)}
          >
            <Icon type="arrow" size="small" direction="down" />
          </button>
        </>
      ) : null}
      {onRemove && allowRemove ? (
        <button type="button" aria-label={phrases.remove} onClick={onRemove}>
          <Icon type="close" size="small" />
        </button>
      ) : null}
    </div>
  );
}

const style = document.createElement('style');
// Decap's bar, with the summary row below it (the element after the bar) folded into it. The
// summary is in Decap's label colour, 4.6:1 on the bar's grey (its text grey is 3:1).
style.textContent = `.storefront-list-bar { display: flex; align-items: stretch; min-height: 26px;
  border-radius: 5px 5px 0 0; color: ${colors.controlLabel}; }
.storefront-list-bar[data-collapsed] { border-radius: 5px; }
.storefront-list-bar[data-summary] + div { display: none; }
.storefront-list-bar button { display: flex; align-items: center; justify-content: center; width: 32px;
  padding: 0; border: 0; border-radius: 5px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.storefront-list-bar button:disabled { opacity: .3; cursor: default; }
.storefront-list-bar .storefront-list-toggle { flex: 1; min-width: 0; justify-content: flex-start; gap: 6px;
  padding: 10px 8px; color: ${colors.controlLabel}; font-size: 15px; text-align: start; }
.storefront-list-toggle > span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.storefront-list-bar[data-error] .storefront-list-toggle { color: ${colors.errorText}; }
.storefront-list-handle { display: flex; align-items: center; justify-content: center; width: 32px; height: 100%; cursor: move; }
.storefront-list-bar :focus-visible { outline: 2px solid ${colors.active}; outline-offset: -2px; }
.storefront-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }`;
document.head.append(style);
