import type { EditorLanguage, FieldTexts, Words } from '../../src/schemas/field-texts.ts';

/**
 * What the form says of a field beyond the field's own text (src/schemas/field-texts.ts), in each
 * editor language: the hints a field's shape adds (decap-config.ts), and the texts of the fields
 * the form makes for a record's entries (form-shape.ts, `recordEntry`).
 */
export const FORM_HINTS = {
  instant: {
    en: 'An ISO 8601 instant with its offset, e.g. 2026-11-27T00:00:00+01:00.',
    de: 'Ein Zeitpunkt nach ISO 8601 mit Zeitverschiebung, z. B. 2026-11-27T00:00:00+01:00.',
    fr: 'Un instant ISO 8601 avec son décalage horaire, p. ex. 2026-11-27T00:00:00+01:00.',
    ja: 'タイムゾーンのオフセット付き ISO 8601 形式の日時です（例: 2026-11-27T00:00:00+01:00）。',
    ko: '시간대 오프셋이 포함된 ISO 8601 시각입니다(예: 2026-11-27T00:00:00+01:00).',
    zh: '带时区偏移的 ISO 8601 时间，例如 2026-11-27T00:00:00+01:00。',
  },
  link: {
    en: 'A route path of the site (/black-friday, /choose-your-region) or a full https:// address.',
    de: 'Ein Seitenpfad der Website (/black-friday, /choose-your-region) oder eine vollständige https://-Adresse.',
    fr: 'Un chemin de page du site (/black-friday, /choose-your-region) ou une adresse https:// complète.',
    ja: 'サイト内のページのパス（/black-friday、/choose-your-region）か、https:// で始まる完全なアドレスです。',
    ko: '사이트의 페이지 경로(/black-friday, /choose-your-region) 또는 https://로 시작하는 전체 주소입니다.',
    zh: '网站的页面路径（/black-friday、/choose-your-region）或完整的 https:// 地址。',
  },
  json: {
    en: 'Written as JSON (this part has a shape the form has no field for).',
    de: 'Als JSON geschrieben (für diese Form von Angabe hat das Formular kein eigenes Feld).',
    fr: 'Écrit en JSON (le formulaire n’a pas de champ pour cette forme de donnée).',
    ja: 'JSON で記述します（この部分に対応する入力欄がフォームにないため）。',
    ko: 'JSON으로 작성합니다(이 부분에 맞는 입력란이 양식에 없습니다).',
    zh: '以 JSON 填写（表单没有适合这部分的字段）。',
  },
  nullable: {
    en: 'An entry left empty is written as null (for a campaign price: not revealed yet).',
    de: 'Ein leer gelassener Eintrag wird als null gespeichert (bei einem Kampagnenpreis: noch nicht enthüllt).',
    fr: 'Une entrée laissée vide est enregistrée comme null (pour un prix de campagne : pas encore dévoilé).',
    ja: '空欄の項目は null として保存されます（キャンペーン価格の場合は「未公開」の意味です）。',
    ko: '비워 둔 항목은 null로 저장됩니다(캠페인 가격이라면 아직 공개되지 않았다는 뜻입니다).',
    zh: '留空的条目保存为 null（对活动价而言，表示尚未公布）。',
  },
} satisfies Record<string, Words>;

/** The hint of a decimal number that must exceed `bound`. */
export function moreThan(bound: number, language: EditorLanguage): string {
  const words: Words = {
    en: `More than ${bound}.`,
    de: `Mehr als ${bound}.`,
    fr: `Supérieur à ${bound}.`,
    ja: `${bound} より大きい値です。`,
    ko: `${bound}보다 큰 값입니다.`,
    zh: `必须大于 ${bound}。`,
  };
  return words[language];
}

/** The fields of a record's entry in the form, where the record's kind names them no better (`parent.key`). */
export const RECORD_ENTRY_TEXTS = {
  key: {
    en: ['Key', 'The name this entry is filed under.'],
    de: ['Schlüssel', 'Der Name, unter dem dieser Eintrag abgelegt ist.'],
    fr: ['Clé', 'Le nom sous lequel cette entrée est enregistrée.'],
    ja: ['キー', 'この項目を識別する名前です。'],
    ko: ['키', '이 항목을 구분하는 이름입니다.'],
    zh: ['键', '用来标识此条目的名称。'],
  },
  value: {
    en: ['Value', 'The value filed under the key.'],
    de: ['Wert', 'Der Wert, der unter dem Schlüssel abgelegt ist.'],
    fr: ['Valeur', 'La valeur enregistrée sous la clé.'],
    ja: ['値', 'キーに対応する値です。'],
    ko: ['값', '키에 해당하는 값입니다.'],
    zh: ['值', '该键对应的值。'],
  },
} satisfies FieldTexts;
