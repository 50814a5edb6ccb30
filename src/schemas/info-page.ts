import { z } from 'astro/zod';
import { message, type FieldTexts } from './field-texts.ts';
import { link, pageHead, text } from './fields.ts';

/** A calendar day as authors write it: 2026-11-22. */
export const calendarDay = z.iso.date({
  message: message({
    en: 'must be a day written as YYYY-MM-DD, e.g. "2026-11-22"',
    de: 'muss ein Tag im Format JJJJ-MM-TT sein, z. B. „2026-11-22“',
    fr: 'doit être une date au format AAAA-MM-JJ, p. ex. « 2026-11-22 »',
    ja: '日付を YYYY-MM-DD 形式で入力してください（例: 「2026-11-22」）',
    ko: '날짜는 YYYY-MM-DD 형식이어야 합니다(예: "2026-11-22")',
    zh: '必须是 YYYY-MM-DD 格式的日期，例如“2026-11-22”',
  }),
});

/**
 * A plain information page (support hub, technical support, download center, product
 * registration, returns, and the terms, privacy and cookies policies):
 * content/support/<path>/<region>.json. Internal links are route paths, checked against the
 * region's pages at build time like every other link in data.
 */
export const infoPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  updated: calendarDay.optional(),
  intro: text,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(
          /^[a-z][a-z0-9-]*$/,
          message({
            en: 'must be an anchor like "contact"',
            de: 'muss ein Anker wie „contact“ sein',
            fr: 'doit être une ancre comme « contact »',
            ja: '「contact」のようなアンカー名を入力してください',
            ko: '"contact" 같은 앵커 이름이어야 합니다',
            zh: '必须是锚点名称，例如“contact”',
          }),
        ),
        title: text,
        paragraphs: z.array(text),
        definitions: z
          .array(z.strictObject({ term: text, description: text }))
          .min(1)
          .optional(),
        links: z.array(z.strictObject({ label: text, link })).optional(),
      }),
    )
    .min(1),
});

/** The information page's fields in the editor's languages (field-texts.ts). */
export const infoPageTexts = {
  updated: {
    en: [
      'Last updated',
      'The day the text last changed in substance (YYYY-MM-DD); policies show it under the heading.',
    ],
    de: [
      'Zuletzt aktualisiert',
      'Der Tag der letzten inhaltlichen Änderung (JJJJ-MM-TT); Richtlinien zeigen ihn unter der Überschrift.',
    ],
    fr: [
      'Dernière mise à jour',
      'Le jour de la dernière modification de fond (AAAA-MM-JJ) ; les politiques l’affichent sous le titre.',
    ],
    ja: ['最終更新日', '内容を最後に変更した日（YYYY-MM-DD）です。ポリシーのページでは見出しの下に表示されます。'],
    ko: ['최종 수정일', '내용을 마지막으로 바꾼 날(YYYY-MM-DD)입니다. 정책 페이지에서는 제목 아래에 표시됩니다.'],
    zh: ['最后更新', '内容最后一次实质修改的日期（YYYY-MM-DD）；政策页面在标题下显示。'],
  },
  sections: {
    en: ['Sections', 'The page’s sections, in order.'],
    de: ['Abschnitte', 'Die Abschnitte der Seite, der Reihe nach.'],
    fr: ['Sections', 'Les sections de la page, dans l’ordre.'],
    ja: ['セクション', 'ページのセクションです。表示順に並べます。'],
    ko: ['섹션', '페이지의 섹션입니다. 표시 순서대로 놓습니다.'],
    zh: ['章节', '页面的各个章节，按顺序排列。'],
  },
  id: {
    en: ['Anchor', 'The section’s name in the page’s address (#contact): lowercase words joined by hyphens.'],
    de: [
      'Anker',
      'Der Name des Abschnitts in der Seitenadresse (#contact): Kleinbuchstaben, mit Bindestrichen verbunden.',
    ],
    fr: ['Ancre', 'Le nom de la section dans l’adresse de la page (#contact) : minuscules reliées par des tirets.'],
    ja: ['アンカー', 'ページのアドレスでのセクション名（#contact）です。小文字の英単語をハイフンでつなぎます。'],
    ko: ['앵커', '페이지 주소에 쓰이는 섹션 이름(#contact)입니다. 영어 소문자 단어를 하이픈으로 잇습니다.'],
    zh: ['锚点', '章节在页面地址中的名称（#contact）：用连字符连接的小写英文单词。'],
  },
  definitions: {
    en: ['Definitions', 'Named items (what to send, what is stored), listed after the paragraphs.'],
    de: ['Begriffe', 'Benannte Punkte (was zu senden ist, was gespeichert wird), nach den Absätzen aufgelistet.'],
    fr: [
      'Définitions',
      'Des éléments nommés (ce qu’il faut envoyer, ce qui est conservé), listés après les paragraphes.',
    ],
    ja: ['用語', '名前付きの項目（送るもの、保存される情報など）です。段落の後に一覧で表示されます。'],
    ko: ['용어', '이름이 붙은 항목(보낼 것, 저장되는 정보 등)입니다. 단락 뒤에 목록으로 표시됩니다.'],
    zh: ['条目说明', '带名称的条目（需提供的材料、会保存的信息等），列在段落之后。'],
  },
  term: {
    en: ['Term', 'The item’s name.'],
    de: ['Begriff', 'Der Name des Punkts.'],
    fr: ['Terme', 'Le nom de l’élément.'],
    ja: ['用語', '項目の名前です。'],
    ko: ['용어', '항목의 이름입니다.'],
    zh: ['名称', '条目的名称。'],
  },
  links: {
    en: ['Links', 'Links shown after the section’s text.'],
    de: ['Links', 'Links, die nach dem Text des Abschnitts erscheinen.'],
    fr: ['Liens', 'Les liens affichés après le texte de la section.'],
    ja: ['リンク', 'セクションの本文の後に表示するリンクです。'],
    ko: ['링크', '섹션 본문 뒤에 표시되는 링크입니다.'],
    zh: ['链接', '显示在章节正文之后的链接。'],
  },
} satisfies FieldTexts;

export type InfoPage = z.infer<typeof infoPageSchema>;
