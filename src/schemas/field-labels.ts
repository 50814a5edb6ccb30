import type { EditorLanguage, FieldText } from './field-texts.ts';
import { sharedFieldTexts } from './fields.ts';
import type { DataFileKind } from './file-kinds.ts';

/**
 * A field's label and hint in `language`, for a property key of a kind or the path of a field
 * (as Zod names it: `['nav', 0, 'label']`): the kind's text for `parent.key`, then the shared one
 * (fields.ts), then the kind's and the shared text for the key alone. Undefined for a key no text
 * names (a record's own keys: an office id, a product key).
 */
export function fieldText(
  kind: Pick<DataFileKind, 'texts'>,
  path: string | readonly PropertyKey[],
  language: EditorLanguage,
): FieldText | undefined {
  const [key, parent] = (typeof path === 'string' ? [path] : path)
    .filter((part): part is string => typeof part === 'string')
    .slice(-2)
    .reverse();
  if (key === undefined) return undefined;
  const texts: Record<string, Readonly<Record<EditorLanguage, FieldText>> | undefined> = kind.texts;
  const shared: typeof texts = sharedFieldTexts;
  const qualified = parent === undefined ? undefined : `${parent}.${key}`;
  const found = (qualified && (texts[qualified] ?? shared[qualified])) || texts[key] || shared[key];
  return found?.[language];
}

/**
 * What a marketer calls a field in `language` (see fieldText), e.g. for a refusal that names it;
 * the key itself where no text names it.
 */
export function fieldLabel(
  kind: Pick<DataFileKind, 'texts'>,
  path: string | readonly PropertyKey[],
  language: EditorLanguage,
): string {
  const text = fieldText(kind, path, language);
  if (text) return text[0];
  const parts = typeof path === 'string' ? [path] : path;
  return String(parts.at(-1) ?? '');
}
