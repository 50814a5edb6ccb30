import { useEffect, type RefObject } from 'react';

/**
 * Forms before hydration (docs/forms.md). Every island form is rendered with
 * `method="post" data-island-form=""` (written on each form, so a reader sees it); the layout's inline script cancels every native
 * submission of such a form (so nothing typed ever lands in a URL) and marks the form with
 * this attribute when the visitor submitted it. The island, once hydrated, completes it.
 */
export const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';

/** The island handles this submission now: it is no longer held. Call first in onSubmit. */
export function takeSubmission(form: HTMLFormElement): void {
  form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
}

/** Once the island has hydrated, completes a submission the visitor made before it had. */
export function useHeldSubmission(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (element?.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) element.requestSubmit();
  }, [form]);
}

/** The current text of a named field of a form (uncontrolled inputs keep what was typed). */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
