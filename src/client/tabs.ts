import { tabIndexAfterKey } from '../lib/tab-keys.ts';

/**
 * Tabs (WAI-ARIA APG, automatic activation): arrow keys, Home and End move between tabs and
 * show their panel; a URL hash naming a panel (#special-offers, #lucky-draw) opens that tab.
 */
export function initTabs(): void {
  for (const container of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement, focus: boolean) => {
      for (const other of tabs) {
        const selected = other === tab;
        other.setAttribute('aria-selected', String(selected));
        other.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      }
      if (focus) tab.focus();
    };
    for (const [index, tab] of tabs.entries()) {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (event) => {
        const target = tabIndexAfterKey(event.key, index, tabs.length);
        const next = target === undefined ? undefined : tabs[target];
        if (!next) return;
        event.preventDefault();
        select(next, true);
      });
    }
    const openFromHash = () => {
      const wanted = tabs.find((tab) => `#${tab.getAttribute('aria-controls')}` === location.hash);
      if (wanted) {
        select(wanted, false);
        document.getElementById(wanted.getAttribute('aria-controls') ?? '')?.scrollIntoView();
      }
    };
    openFromHash();
    addEventListener('hashchange', openFromHash);
  }
}
