import { z } from 'astro/zod';
import { message, type FieldTexts } from './field-texts.ts';
import { INSTANT_PATTERN, isInstant } from './instant.ts';

/** Non-empty trimmed text: an empty label is always an authoring slip. */
export const text = z.string().trim().min(1, 'must not be empty');

const instantMessage = message({
  en: 'must be an ISO 8601 instant with an offset, e.g. 2025-03-27T23:00:00+08:00',
  de: 'muss ein Zeitpunkt nach ISO 8601 mit Zeitverschiebung sein, z. B. 2025-03-27T23:00:00+08:00',
  fr: 'doit être un instant ISO 8601 avec son décalage horaire, p. ex. 2025-03-27T23:00:00+08:00',
  ja: 'タイムゾーンのオフセット付き ISO 8601 形式の日時で入力してください（例: 2025-03-27T23:00:00+08:00）',
  ko: '시간대 오프셋이 포함된 ISO 8601 시각이어야 합니다(예: 2025-03-27T23:00:00+08:00)',
  zh: '必须是带时区偏移的 ISO 8601 时间，例如 2025-03-27T23:00:00+08:00',
});

/**
 * An ISO 8601 instant with an explicit offset, e.g. 2025-03-27T23:00:00+08:00. Its form is a
 * pattern, so the editor's JSON Schema checks it too; only a day the calendar lacks (02-30) is
 * left to the refinement, which then adds no second message.
 */
export const instant = z
  .string()
  .regex(INSTANT_PATTERN, { message: instantMessage, abort: true })
  .refine(isInstant, instantMessage);

/**
 * A link as authors write it: either an internal route path relative to the region
 * (`/`, `/choose-your-region`, `/manuals#series`), resolved and checked against the route
 * manifest at build time, or an absolute https / mailto / tel address.
 */
export const link = z.string().regex(
  /^(?:\/(?!\/)|https:\/\/[^\s/]+\.\S+$|(?:mailto|tel):\S+$)/,
  message({
    en: 'must be a route path starting with "/" (e.g. "/choose-your-region") or an https://, mailto: or tel: address',
    de: 'muss ein Seitenpfad mit „/“ am Anfang (z. B. „/choose-your-region“) oder eine https://-, mailto:- oder tel:-Adresse sein',
    fr: 'doit être un chemin de page commençant par « / » (p. ex. « /choose-your-region ») ou une adresse https://, mailto: ou tel:',
    ja: '「/」で始まるページのパス（例: 「/choose-your-region」）か、https://・mailto:・tel: のアドレスを入力してください',
    ko: '"/"로 시작하는 페이지 경로(예: "/choose-your-region") 또는 https://, mailto:, tel: 주소여야 합니다',
    zh: '必须是以“/”开头的页面路径（例如“/choose-your-region”），或 https://、mailto:、tel: 地址',
  }),
);

// Patterns rather than refinements wherever a pattern can say the rule: the editor's JSON Schemas
// (src/schemas/json-schemas.ts) carry patterns and drop refinements.
export const externalUrl = z.string().regex(
  /^https:\/\/[^\s/]+\.\S+$/,
  message({
    en: 'must be an absolute https:// address',
    de: 'muss eine vollständige https://-Adresse sein',
    fr: 'doit être une adresse https:// complète',
    ja: 'https:// で始まる完全なアドレスを入力してください',
    ko: 'https://로 시작하는 전체 주소여야 합니다',
    zh: '必须是完整的 https:// 地址',
  }),
);

export const colour = z.string().regex(
  /^#[0-9a-fA-F]{6}$/,
  message({
    en: 'must be a #rrggbb colour',
    de: 'muss eine Farbe im Format #rrggbb sein',
    fr: 'doit être une couleur au format #rrggbb',
    ja: '#rrggbb 形式の色を入力してください',
    ko: '#rrggbb 형식의 색상이어야 합니다',
    zh: '必须是 #rrggbb 格式的颜色',
  }),
);

/** Promotion stages are numbered from 1 (e.g. 1 Early Black Friday, 2 Black Friday, 3 Cyber Monday). */
export const stageList = z.array(z.number().int().min(1).max(9)).min(1, 'must list at least one stage');

/** A page's head in data: title, meta description and keywords. */
export const pageHead = z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) });

/** An e-mail address as a page shows it and links it (mailto:). */
export const emailAddress = z.email({
  message: message({
    en: 'must be an e-mail address like "support@robosen.com"',
    de: 'muss eine E-Mail-Adresse wie „support@robosen.com“ sein',
    fr: 'doit être une adresse e-mail comme « support@robosen.com »',
    ja: '「support@robosen.com」のようなメールアドレスを入力してください',
    ko: '"support@robosen.com" 같은 이메일 주소여야 합니다',
    zh: '必须是电子邮件地址，例如“support@robosen.com”',
  }),
});

/** An international phone number as dialled from abroad: "+44 20 7946 0000". */
export const phoneNumber = z.string().regex(
  /^\+[1-9][0-9 ]{5,18}[0-9]$/,
  message({
    en: 'must be an international number like "+44 20 7946 0000"',
    de: 'muss eine internationale Rufnummer wie „+44 20 7946 0000“ sein',
    fr: 'doit être un numéro international comme « +44 20 7946 0000 »',
    ja: '「+44 20 7946 0000」のような国際電話番号を入力してください',
    ko: '"+44 20 7946 0000" 같은 국제 전화번호여야 합니다',
    zh: '必须是国际电话号码，例如“+44 20 7946 0000”',
  }),
);

/**
 * The texts of keys that mean the same in every data file (a block's title, a page's head); a
 * kind's own texts come first (file-kinds.ts).
 */
export const sharedFieldTexts = {
  head: {
    en: ['Page head', 'What search engines and the browser tab show for this page.'],
    de: ['Seitenkopf', 'Was Suchmaschinen und der Browser-Tab für diese Seite anzeigen.'],
    fr: ['En-tête de page', 'Ce que les moteurs de recherche et l’onglet du navigateur affichent pour cette page.'],
    ja: ['ページ情報', '検索エンジンとブラウザのタブに表示される、このページの情報です。'],
    ko: ['페이지 정보', '검색 엔진과 브라우저 탭에 표시되는 이 페이지의 정보입니다.'],
    zh: ['页面信息', '搜索引擎和浏览器标签页中显示的本页信息。'],
  },
  'head.title': {
    en: ['Page title', 'The title in the browser tab and in search results.'],
    de: ['Seitentitel', 'Der Titel im Browser-Tab und in den Suchergebnissen.'],
    fr: ['Titre de la page', 'Le titre affiché dans l’onglet du navigateur et dans les résultats de recherche.'],
    ja: ['ページタイトル', 'ブラウザのタブと検索結果に表示されるタイトルです。'],
    ko: ['페이지 제목', '브라우저 탭과 검색 결과에 표시되는 제목입니다.'],
    zh: ['页面标题', '显示在浏览器标签页和搜索结果中的标题。'],
  },
  'head.description': {
    en: ['Meta description', 'One or two sentences that search results show under the title.'],
    de: ['Meta-Beschreibung', 'Ein bis zwei Sätze, die Suchergebnisse unter dem Titel zeigen.'],
    fr: ['Méta-description', 'Une ou deux phrases que les résultats de recherche affichent sous le titre.'],
    ja: ['メタディスクリプション', '検索結果でタイトルの下に表示される 1〜2 文の説明です。'],
    ko: ['메타 설명', '검색 결과에서 제목 아래에 표시되는 한두 문장입니다.'],
    zh: ['元描述', '搜索结果中显示在标题下方的一两句话。'],
  },
  'head.keywords': {
    en: ['Keywords', 'Search terms for this page, one per entry.'],
    de: ['Suchbegriffe', 'Suchbegriffe für diese Seite, einer pro Eintrag.'],
    fr: ['Mots-clés', 'Les termes de recherche de cette page, un par entrée.'],
    ja: ['キーワード', 'このページの検索キーワードです。1 項目に 1 つずつ入力します。'],
    ko: ['키워드', '이 페이지의 검색어입니다. 항목마다 하나씩 입력합니다.'],
    zh: ['关键词', '本页的搜索关键词，每项一个。'],
  },
  heading: {
    en: ['Heading', 'The main heading at the top of the page.'],
    de: ['Überschrift', 'Die Hauptüberschrift oben auf der Seite.'],
    fr: ['Titre principal', 'Le titre principal en haut de la page.'],
    ja: ['見出し', 'ページ上部に表示されるメインの見出しです。'],
    ko: ['제목', '페이지 상단에 표시되는 주 제목입니다.'],
    zh: ['主标题', '页面顶部的主标题。'],
  },
  intro: {
    en: ['Introduction', 'The short text under the heading.'],
    de: ['Einleitung', 'Der kurze Text unter der Überschrift.'],
    fr: ['Introduction', 'Le court texte sous le titre.'],
    ja: ['導入文', '見出しの下に表示される短い文章です。'],
    ko: ['소개 문구', '제목 아래에 표시되는 짧은 글입니다.'],
    zh: ['导语', '标题下方的简短文字。'],
  },
  title: {
    en: ['Title', 'The title of this block, as the page shows it.'],
    de: ['Titel', 'Der Titel dieses Abschnitts, wie ihn die Seite zeigt.'],
    fr: ['Titre', 'Le titre de ce bloc, tel que la page l’affiche.'],
    ja: ['タイトル', 'ページに表示される、このブロックのタイトルです。'],
    ko: ['제목', '페이지에 표시되는 이 블록의 제목입니다.'],
    zh: ['标题', '页面上显示的本区块标题。'],
  },
  text: {
    en: ['Text', 'The text of this block, as the page shows it.'],
    de: ['Text', 'Der Text dieses Abschnitts, wie ihn die Seite zeigt.'],
    fr: ['Texte', 'Le texte de ce bloc, tel que la page l’affiche.'],
    ja: ['本文', 'ページに表示される、このブロックの本文です。'],
    ko: ['본문', '페이지에 표시되는 이 블록의 본문입니다.'],
    zh: ['正文', '页面上显示的本区块正文。'],
  },
  describe: {
    en: ['Description', 'The text under the title.'],
    de: ['Beschreibung', 'Der Text unter dem Titel.'],
    fr: ['Description', 'Le texte sous le titre.'],
    ja: ['説明文', 'タイトルの下に表示される文章です。'],
    ko: ['설명', '제목 아래에 표시되는 글입니다.'],
    zh: ['描述', '标题下方的文字。'],
  },
  description: {
    en: ['Description', 'The text that explains this entry.'],
    de: ['Beschreibung', 'Der Text, der diesen Eintrag erklärt.'],
    fr: ['Description', 'Le texte qui explique cette entrée.'],
    ja: ['説明', 'この項目を説明する文章です。'],
    ko: ['설명', '이 항목을 설명하는 글입니다.'],
    zh: ['说明', '解释此条目的文字。'],
  },
  subtitle: {
    en: ['Subtitle', 'The line under the title.'],
    de: ['Untertitel', 'Die Zeile unter dem Titel.'],
    fr: ['Sous-titre', 'La ligne sous le titre.'],
    ja: ['サブタイトル', 'タイトルの下に表示される一文です。'],
    ko: ['부제목', '제목 아래에 표시되는 한 줄입니다.'],
    zh: ['副标题', '标题下方的一行文字。'],
  },
  label: {
    en: ['Label', 'The words shown for this entry.'],
    de: ['Bezeichnung', 'Der Text, der für diesen Eintrag angezeigt wird.'],
    fr: ['Libellé', 'Le texte affiché pour cette entrée.'],
    ja: ['ラベル', 'この項目に表示される文字です。'],
    ko: ['레이블', '이 항목에 표시되는 문구입니다.'],
    zh: ['标签', '此条目显示的文字。'],
  },
  link: {
    en: ['Link', 'Where a click on it leads.'],
    de: ['Link', 'Wohin ein Klick darauf führt.'],
    fr: ['Lien', 'La destination d’un clic.'],
    ja: ['リンク', 'クリックしたときの移動先です。'],
    ko: ['링크', '클릭하면 이동하는 곳입니다.'],
    zh: ['链接', '点击后前往的位置。'],
  },
  linkLabel: {
    en: ['Link text', 'The words of the link.'],
    de: ['Linktext', 'Der Text des Links.'],
    fr: ['Texte du lien', 'Le texte du lien.'],
    ja: ['リンクの文言', 'リンクとして表示される文字です。'],
    ko: ['링크 문구', '링크로 표시되는 문구입니다.'],
    zh: ['链接文字', '链接上显示的文字。'],
  },
  button: {
    en: ['Button text', 'The words on the button.'],
    de: ['Button-Text', 'Die Beschriftung des Buttons.'],
    fr: ['Texte du bouton', 'Le texte affiché sur le bouton.'],
    ja: ['ボタンの文言', 'ボタンに表示される文字です。'],
    ko: ['버튼 문구', '버튼에 표시되는 문구입니다.'],
    zh: ['按钮文字', '按钮上显示的文字。'],
  },
  paragraphs: {
    en: ['Paragraphs', 'The text, one paragraph per entry.'],
    de: ['Absätze', 'Der Text, ein Absatz pro Eintrag.'],
    fr: ['Paragraphes', 'Le texte, un paragraphe par entrée.'],
    ja: ['段落', '本文です。1 項目に 1 段落ずつ入力します。'],
    ko: ['단락', '본문입니다. 항목마다 한 단락씩 입력합니다.'],
    zh: ['段落', '正文，每项一个段落。'],
  },
  items: {
    en: ['Items', 'The entries of this block, in the order the page shows them.'],
    de: ['Einträge', 'Die Einträge dieses Abschnitts, in der Reihenfolge der Seite.'],
    fr: ['Éléments', 'Les éléments de ce bloc, dans l’ordre où la page les affiche.'],
    ja: ['項目', 'このブロックの項目です。ページに表示される順に並べます。'],
    ko: ['항목', '이 블록의 항목입니다. 페이지에 표시되는 순서대로 놓습니다.'],
    zh: ['条目', '本区块的条目，按页面显示顺序排列。'],
  },
  alt: {
    en: ['Image description', 'Describes the image for people who cannot see it, in the page’s language.'],
    de: ['Bildbeschreibung', 'Beschreibt das Bild für Menschen, die es nicht sehen können, in der Sprache der Seite.'],
    fr: [
      'Description de l’image',
      'Décrit l’image pour les personnes qui ne la voient pas, dans la langue de la page.',
    ],
    ja: ['画像の説明（代替テキスト）', '画像が見えない方のために、ページの言語で画像の内容を説明します。'],
    ko: ['이미지 설명(대체 텍스트)', '이미지를 볼 수 없는 사람을 위해 페이지 언어로 이미지를 설명합니다.'],
    zh: ['图片说明（替代文字）', '用页面的语言为看不到图片的人描述图片内容。'],
  },
  stages: {
    en: ['Promotion stages', 'Shows only while the promotion stage is one of these (1, 2, 3…).'],
    de: ['Aktionsphasen', 'Wird nur angezeigt, solange eine dieser Aktionsphasen läuft (1, 2, 3 …).'],
    fr: ['Étapes de la promotion', 'S’affiche uniquement pendant l’une de ces étapes de la promotion (1, 2, 3…).'],
    ja: ['キャンペーン段階', 'キャンペーンがこれらの段階（1、2、3…）のときだけ表示されます。'],
    ko: ['프로모션 단계', '프로모션이 이 단계(1, 2, 3…) 중 하나일 때만 표시됩니다.'],
    zh: ['促销阶段', '仅在促销处于这些阶段（1、2、3…）之一时显示。'],
  },
} satisfies FieldTexts;
