import { z } from 'astro/zod';
import type { FieldTexts } from './field-texts.ts';
import { pageHead, text } from './fields.ts';

/**
 * The where-to-buy page's copy in a region (content/where-to-buy/<region>.json). The dealers
 * are shared by every region (content/dealers.json); the official store banner links the
 * region's shop from its settings.
 */
export const whereToBuyPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  officialStore: z.strictObject({ title: text, text, button: text }),
  emptyHomeList: text,
  hongKongMacao: z.strictObject({ text, link: text }),
});

/** The Hong Kong and Macau page's copy in a region (content/where-to-buy/hongkong-macao/<region>.json). */
export const hongKongMacaoPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  back: text,
});

/** The where-to-buy page's fields in the editor's languages (field-texts.ts). */
export const whereToBuyPageTexts = {
  officialStore: {
    en: ['Official store', 'The banner that leads to the region’s official store.'],
    de: ['Offizieller Shop', 'Das Banner, das zum offiziellen Shop der Region führt.'],
    fr: ['Boutique officielle', 'La bannière qui mène à la boutique officielle de la région.'],
    ja: ['公式ストア', '地域の公式ストアへ案内するバナーです。'],
    ko: ['공식 스토어', '지역 공식 스토어로 안내하는 배너입니다.'],
    zh: ['官方商店', '指向本地区官方商店的横幅。'],
  },
  emptyHomeList: {
    en: ['Empty list note', 'Under the region’s own list while it has no dealers: what the visitor can do instead.'],
    de: [
      'Hinweis bei leerer Liste',
      'Steht unter der Liste der Region, solange sie keine Händler hat: was Besucher stattdessen tun können.',
    ],
    fr: [
      'Mention de liste vide',
      'Sous la liste de la région tant qu’elle n’a aucun revendeur : ce que le visiteur peut faire à la place.',
    ],
    ja: ['リストが空のときの案内', '地域のリストに販売店がない間、その下に表示する代わりの案内です。'],
    ko: ['빈 목록 안내', '지역 목록에 판매점이 없는 동안 그 아래에 표시되는, 대신 할 수 있는 일에 대한 안내입니다.'],
    zh: ['空列表提示', '本地区列表暂无经销商时显示在其下方，告诉访客可以怎么做。'],
  },
  hongKongMacao: {
    en: ['Hong Kong and Macau', 'The pointer to the Hong Kong and Macau page, shown while that page is built.'],
    de: [
      'Hongkong und Macau',
      'Der Hinweis auf die Seite zu Hongkong und Macau, sichtbar, solange es diese Seite gibt.',
    ],
    fr: ['Hong Kong et Macao', 'Le renvoi vers la page Hong Kong et Macao, affiché tant que cette page existe.'],
    ja: ['香港・マカオ', '香港・マカオのページへの案内です。そのページがある間だけ表示されます。'],
    ko: ['홍콩·마카오', '홍콩·마카오 페이지로의 안내입니다. 그 페이지가 있는 동안 표시됩니다.'],
    zh: ['港澳', '指向港澳页面的提示，该页面存在时显示。'],
  },
  'hongKongMacao.link': {
    en: ['Link text', 'The words of the link to the Hong Kong and Macau page.'],
    de: ['Linktext', 'Der Text des Links zur Seite Hongkong und Macau.'],
    fr: ['Texte du lien', 'Le texte du lien vers la page Hong Kong et Macao.'],
    ja: ['リンクの文言', '香港・マカオのページへのリンクの文字です。'],
    ko: ['링크 문구', '홍콩·마카오 페이지로 가는 링크의 문구입니다.'],
    zh: ['链接文字', '指向港澳页面的链接文字。'],
  },
} satisfies FieldTexts;

/** The Hong Kong and Macau page's fields in the editor's languages (field-texts.ts). */
export const hongKongMacaoPageTexts = {
  back: {
    en: ['Back link', 'The words of the link back to every list, shown where the region has a where-to-buy page.'],
    de: [
      'Zurück-Link',
      'Der Text des Links zurück zu allen Listen, sichtbar, wo die Region eine Bezugsquellen-Seite hat.',
    ],
    fr: [
      'Lien de retour',
      'Le texte du lien de retour vers toutes les listes, affiché si la région a une page « Où acheter ».',
    ],
    ja: ['戻るリンク', 'すべてのリストに戻るリンクの文字です。地域に販売店ページがある場合に表示されます。'],
    ko: ['돌아가기 링크', '전체 목록으로 돌아가는 링크 문구입니다. 지역에 구매처 페이지가 있을 때 표시됩니다.'],
    zh: ['返回链接', '返回全部列表的链接文字，本地区有购买渠道页面时显示。'],
  },
} satisfies FieldTexts;

export type WhereToBuyPage = z.infer<typeof whereToBuyPageSchema>;
export type HongKongMacaoPage = z.infer<typeof hongKongMacaoPageSchema>;
