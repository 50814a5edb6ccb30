import { describe, expect, it } from 'vitest';
import {
  POPUP_QUIET_MS,
  POPUP_RECHECK_MS,
  isFillingIn,
  popupMoment,
  type FocusedElement,
} from '../../src/lib/popup-moment.ts';

const element = (tagName: string, extra: Partial<FocusedElement> = {}): FocusedElement => ({
  tagName,
  type: '',
  isContentEditable: false,
  inForm: false,
  ...extra,
});

describe('isFillingIn', () => {
  it.each([
    ['a text field', element('INPUT', { type: 'text' })],
    ['an e-mail field', element('INPUT', { type: 'email' })],
    ['a password field', element('INPUT', { type: 'password' })],
    ['a checkbox outside any form', element('INPUT', { type: 'checkbox' })],
    ['a textarea', element('TEXTAREA')],
    ['a select', element('SELECT')],
    ['a contenteditable element', element('DIV', { isContentEditable: true })],
    ['a frame (what happens inside cannot be seen)', element('IFRAME')],
    ['the submit button of a form', element('BUTTON', { inForm: true })],
    ['a link inside a form (the agreement’s policy links)', element('A', { inForm: true })],
  ])('is filling in with the focus on %s', (_name, focus) => expect(isFillingIn(focus)).toBe(true));

  it.each([
    ['nothing focused', null],
    ['a link', element('A')],
    ['a button outside any form', element('BUTTON')],
    ['a hidden input (never focusable, ignored)', element('INPUT', { type: 'hidden' })],
  ])('is not filling in with %s', (_name, focus) => expect(isFillingIn(focus)).toBe(false));
});

describe('popupMoment', () => {
  const free = { focus: null, otherOpen: false, sinceActivityMs: Infinity };

  it('opens for a visitor who has done nothing since the page began watching', () => {
    expect(popupMoment(free)).toEqual({ open: true });
  });

  it('opens once the visitor has pressed nothing for the quiet time, focus on a link', () => {
    expect(popupMoment({ ...free, focus: element('A'), sinceActivityMs: POPUP_QUIET_MS })).toEqual({ open: true });
  });

  it('waits out the rest of the quiet time after a key or a pointer press', () => {
    expect(popupMoment({ ...free, sinceActivityMs: 0 })).toEqual({ open: false, checkAgainInMs: POPUP_QUIET_MS });
    expect(popupMoment({ ...free, sinceActivityMs: POPUP_QUIET_MS - 300 })).toEqual({
      open: false,
      checkAgainInMs: 300,
    });
    // Never a zero-delay loop, even a fraction of a millisecond before the end.
    expect(popupMoment({ ...free, sinceActivityMs: POPUP_QUIET_MS - 0.25 })).toEqual({
      open: false,
      checkAgainInMs: 1,
    });
  });

  it('waits while the focus is in a field, however long the visitor has been still', () => {
    const focus = element('INPUT', { type: 'email', inForm: true });
    expect(popupMoment({ ...free, focus })).toEqual({ open: false, checkAgainInMs: POPUP_RECHECK_MS });
    expect(popupMoment({ ...free, focus, sinceActivityMs: 60 * 60_000 })).toEqual({
      open: false,
      checkAgainInMs: POPUP_RECHECK_MS,
    });
  });

  it('waits while another dialog, menu or banner is open', () => {
    expect(popupMoment({ ...free, otherOpen: true })).toEqual({ open: false, checkAgainInMs: POPUP_RECHECK_MS });
  });

  it('looks again no later than the quiet time, so a visitor who leaves is offered it soon', () => {
    for (const sinceActivityMs of [0, 1, 999, 1_999, 2_000, 10_000, Infinity])
      for (const otherOpen of [false, true]) {
        const moment = popupMoment({ focus: null, otherOpen, sinceActivityMs });
        if (!moment.open) expect(moment.checkAgainInMs).toBeGreaterThan(0);
        if (!moment.open) expect(moment.checkAgainInMs).toBeLessThanOrEqual(POPUP_QUIET_MS);
      }
  });
});
