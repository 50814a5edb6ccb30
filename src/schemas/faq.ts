import { z } from 'astro/zod';
import type { FieldTexts } from './field-texts.ts';
import { externalUrl, pageHead, text } from './fields.ts';

/** A region's FAQ: content/faq/<region>.json (content spec point 2: label and answer list). */
export const faqSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  entries: z.array(z.strictObject({ label: text, answers: z.array(text).min(1) })).min(3),
  download: z.strictObject({
    title: text,
    text,
    // Only addresses a source gives (docs/links.md); no source gives an app download page.
    links: z
      .array(z.strictObject({ label: text, url: externalUrl }))
      .min(1)
      .optional(),
  }),
});

/** The FAQ's fields in the editor's languages (field-texts.ts). */
export const faqTexts = {
  entries: {
    en: ['Questions', 'The questions and their answers, at least three, in page order.'],
    de: ['Fragen', 'Die Fragen mit ihren Antworten, mindestens drei, in der Reihenfolge der Seite.'],
    fr: ['Questions', 'Les questions et leurs réponses, au moins trois, dans l’ordre de la page.'],
    ja: ['質問', '質問と回答です。3 つ以上をページの表示順に並べます。'],
    ko: ['질문', '질문과 답변입니다. 세 개 이상을 페이지 순서대로 놓습니다.'],
    zh: ['问题', '问题及其解答，至少三条，按页面顺序排列。'],
  },
  'entries.label': {
    en: ['Question', 'The question as the visitor would ask it.'],
    de: ['Frage', 'Die Frage, wie Besucher sie stellen würden.'],
    fr: ['Question', 'La question telle que le visiteur la poserait.'],
    ja: ['質問', '訪問者が尋ねるような言葉で書いた質問です。'],
    ko: ['질문', '방문자가 물을 법한 말로 쓴 질문입니다.'],
    zh: ['问题', '以访客提问的口吻写出的问题。'],
  },
  answers: {
    en: ['Answer', 'The answer, one paragraph per entry.'],
    de: ['Antwort', 'Die Antwort, ein Absatz pro Eintrag.'],
    fr: ['Réponse', 'La réponse, un paragraphe par entrée.'],
    ja: ['回答', '回答です。1 項目に 1 段落ずつ入力します。'],
    ko: ['답변', '답변입니다. 항목마다 한 단락씩 입력합니다.'],
    zh: ['解答', '解答内容，每项一个段落。'],
  },
  download: {
    en: ['App download', 'The block about the app, with its download links where a source gives them.'],
    de: ['App-Download', 'Der Abschnitt zur App, mit Download-Links, sofern eine Quelle sie nennt.'],
    fr: [
      'Téléchargement de l’app',
      'Le bloc sur l’application, avec ses liens de téléchargement si une source les donne.',
    ],
    ja: ['アプリのダウンロード', 'アプリについてのブロックです。出典がある場合はダウンロードリンクを添えます。'],
    ko: ['앱 다운로드', '앱 안내 블록입니다. 출처가 있으면 다운로드 링크를 함께 넣습니다.'],
    zh: ['应用下载', '介绍应用的区块，有来源时附上下载链接。'],
  },
  links: {
    en: ['Download links', 'The app’s download pages, only addresses a source gives.'],
    de: ['Download-Links', 'Die Download-Seiten der App, nur Adressen aus einer Quelle.'],
    fr: [
      'Liens de téléchargement',
      'Les pages de téléchargement de l’application, uniquement des adresses issues d’une source.',
    ],
    ja: ['ダウンロードリンク', 'アプリのダウンロードページです。出典のあるアドレスのみ入力します。'],
    ko: ['다운로드 링크', '앱 다운로드 페이지입니다. 출처가 있는 주소만 넣습니다.'],
    zh: ['下载链接', '应用的下载页面，只填写有来源的地址。'],
  },
  url: {
    en: ['Address', 'The download page’s https:// address.'],
    de: ['Adresse', 'Die https://-Adresse der Download-Seite.'],
    fr: ['Adresse', 'L’adresse https:// de la page de téléchargement.'],
    ja: ['アドレス', 'ダウンロードページの https:// アドレスです。'],
    ko: ['주소', '다운로드 페이지의 https:// 주소입니다.'],
    zh: ['地址', '下载页面的 https:// 地址。'],
  },
} satisfies FieldTexts;

export type Faq = z.infer<typeof faqSchema>;
