/**
 * Words Decap's interface languages lack: its locales other than English have no name for a
 * group's open and close button (`editor.editorWidgets.object`), so a German editor read
 * "Expand" to a screen reader. Merged under Decap's own phrases, which win where they exist.
 */
const GROUP_BUTTONS: Readonly<Record<string, { expand: string; collapse: string }>> = {
  de: { expand: 'Aufklappen', collapse: 'Zuklappen' },
  fr: { expand: 'Déplier', collapse: 'Replier' },
  ja: { expand: '開く', collapse: '閉じる' },
  ko: { expand: '펼치기', collapse: '접기' },
  zh_Hans: { expand: '展开', collapse: '收起' },
};

/** A Decap locale's phrases, as far as this module reads them. */
export interface Phrases {
  editor?: { editorWidgets?: { object?: Record<string, string>; [widget: string]: unknown }; [part: string]: unknown };
  [part: string]: unknown;
}

/** A Decap locale's phrases with the group buttons' names it lacks. */
export function withGroupButtons(locale: string, phrases: Phrases): Phrases {
  const buttons = GROUP_BUTTONS[locale];
  if (!buttons) return phrases;
  const widgets = phrases.editor?.editorWidgets;
  return {
    ...phrases,
    editor: { ...phrases.editor, editorWidgets: { ...widgets, object: { ...buttons, ...widgets?.object } } },
  };
}
