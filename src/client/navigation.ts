import { collapse } from './ui/collapse.ts';

/**
 * The header navigation as disclosure widgets (WAI-ARIA APG "disclosure navigation menu"):
 * buttons with aria-expanded open their submenu; Escape closes and returns focus to the
 * button; focus or a click leaving a submenu closes it. Below 1024 px the whole navigation
 * is one more disclosure behind the menu button.
 */
export function initNavigation(): void {
  const toggles = [...document.querySelectorAll<HTMLButtonElement>('[data-disclosure]')];
  const menuToggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const nav = document.getElementById('site-nav');

  const setExpanded = (button: HTMLButtonElement, expanded: boolean) =>
    button.setAttribute('aria-expanded', String(expanded));
  const closeAll = (except?: HTMLButtonElement) => {
    for (const toggle of toggles) if (toggle !== except) setExpanded(toggle, false);
  };

  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      closeAll(toggle);
      setExpanded(toggle, open);
    });
    const item = toggle.parentElement;
    item?.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null) && event.relatedTarget) setExpanded(toggle, false);
    });
  }

  const root = document.documentElement;
  const setMenuOpen = (open: boolean) => {
    if (!menuToggle || !nav) return;
    setExpanded(menuToggle, open);
    const label = menuToggle.querySelector('[data-menu-toggle-label]');
    if (label) label.textContent = (open ? menuToggle.dataset.labelClose : menuToggle.dataset.labelOpen) ?? '';
    void collapse(nav, open, {
      show: () => root.classList.add('menu-open'),
      // A menu reopened while it was still closing stays open.
      hide: () => {
        if (menuToggle.getAttribute('aria-expanded') === 'true') return false;
        root.classList.remove('menu-open');
        return true;
      },
    });
  };
  menuToggle?.addEventListener('click', () => setMenuOpen(menuToggle.getAttribute('aria-expanded') !== 'true'));

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = toggles.find((toggle) => toggle.getAttribute('aria-expanded') === 'true');
    if (open) {
      setExpanded(open, false);
      open.focus();
    } else if (menuToggle?.getAttribute('aria-expanded') === 'true') {
      setMenuOpen(false);
      menuToggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!nav?.contains(event.target as Node)) closeAll();
  });
  // Leaving the mobile layout with the menu open must not leave the page scroll-locked.
  matchMedia('(min-width: 1024px)').addEventListener('change', (query) => {
    if (query.matches && menuToggle?.getAttribute('aria-expanded') === 'true') setMenuOpen(false);
  });
}
