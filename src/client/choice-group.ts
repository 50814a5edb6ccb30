/**
 * Toggle-button groups (the Buzz Lightyear chest buttons): pressing one shows its panel and
 * marks it pressed; the panel region announces the change politely.
 */
export function initChoiceGroups(): void {
  for (const group of document.querySelectorAll<HTMLElement>('[data-choice-group]')) {
    const buttons = [...group.querySelectorAll<HTMLButtonElement>('[data-choice]')];
    const panels = [...group.querySelectorAll<HTMLElement>('[data-choice-panel]')];
    for (const button of buttons) {
      button.addEventListener('click', () => {
        for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
        for (const panel of panels) panel.hidden = panel.dataset.choicePanel !== button.dataset.choice;
      });
    }
  }
}
