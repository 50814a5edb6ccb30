import { z } from 'astro/zod';
import { CATALOGUE_KEY_PATTERN } from '../config/products.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { externalUrl, instant, link, stageList, text } from './fields.ts';

/**
 * A catalogue entry's key. Which keys a catalogue may hold is a cross-file rule: those a product
 * page's product.json lists (src/lib/product-regions.ts).
 */
export const catalogueKey = z.string().regex(
  CATALOGUE_KEY_PATTERN,
  message({
    en: 'must be a catalogue key: letters and digits in camelCase, starting with a lowercase letter, e.g. "flagshipMegatron"',
    de: 'muss ein Katalogschlüssel sein: Buchstaben und Ziffern in camelCase, am Anfang ein Kleinbuchstabe, z. B. „flagshipMegatron“',
    fr: 'doit être une clé de catalogue : lettres et chiffres en camelCase, commençant par une minuscule, p. ex. « flagshipMegatron »',
    ja: 'カタログキーを入力してください。英字と数字の camelCase で、英小文字で始めます（例: 「flagshipMegatron」）',
    ko: '카탈로그 키여야 합니다. 영문자와 숫자의 camelCase로, 영문 소문자로 시작합니다(예: "flagshipMegatron")',
    zh: '必须是目录键：字母和数字组成的 camelCase，以小写字母开头，例如“flagshipMegatron”',
  }),
);

const amount = z.number().positive('must be a positive amount in the currency’s main unit');

/** A regional catalogue entry (content spec point 3). */
export const catalogueEntry = z
  .strictObject({
    name: text,
    link: link.optional(),
    buy: externalUrl.optional(),
    price: amount,
    alt: text,
    stock: z.number().int().min(0),
    isPreSale: z.boolean(),
    activityPrice: amount.optional(),
    activityTime: z.strictObject({ stages: z.array(instant).min(1), stage: stageList }).optional(),
  })
  .refine((entry) => entry.activityPrice === undefined || entry.activityPrice < entry.price, {
    message: message({
      en: '"activityPrice" must be lower than "price"',
      de: '„activityPrice“ muss niedriger sein als „price“',
      fr: '« activityPrice » doit être inférieur à « price »',
      ja: '「activityPrice」は「price」より低くしてください',
      ko: '"activityPrice"는 "price"보다 낮아야 합니다',
      zh: '“activityPrice”必须低于“price”',
    }),
  });

export const catalogueSchema = z.strictObject({
  products: z.record(catalogueKey, catalogueEntry, {
    // Zod words a key that fails as "Invalid key in record": the author reads the key's own message.
    error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
  }),
});

/** The catalogue's fields in the editor's languages (field-texts.ts). */
export const catalogueTexts = {
  products: {
    en: ['Products', 'The products this region sells, each under its catalogue key.'],
    de: ['Produkte', 'Die Produkte, die diese Region verkauft, jeweils unter ihrem Katalogschlüssel.'],
    fr: ['Produits', 'Les produits vendus dans cette région, chacun sous sa clé de catalogue.'],
    ja: ['商品', 'この地域で販売する商品です。カタログキーごとに登録します。'],
    ko: ['제품', '이 지역에서 판매하는 제품입니다. 카탈로그 키별로 등록합니다.'],
    zh: ['商品', '本地区销售的商品，按目录键分别填写。'],
  },
  'products.*': {
    en: ['Product', 'One product of the catalogue; leave it empty where the region does not sell it.'],
    de: ['Produkt', 'Ein Produkt des Katalogs; leer lassen, wenn die Region es nicht verkauft.'],
    fr: ['Produit', 'Un produit du catalogue ; à laisser vide si la région ne le vend pas.'],
    ja: ['商品', 'カタログの商品です。この地域で販売しない場合は空欄のままにします。'],
    ko: ['제품', '카탈로그의 제품입니다. 이 지역에서 팔지 않으면 비워 둡니다.'],
    zh: ['商品', '目录中的一件商品；本地区不销售时留空。'],
  },
  name: {
    en: ['Product name', 'The product’s name as the region’s pages show it.'],
    de: ['Produktname', 'Der Name des Produkts, wie ihn die Seiten der Region zeigen.'],
    fr: ['Nom du produit', 'Le nom du produit tel que les pages de la région l’affichent.'],
    ja: ['商品名', '地域のページに表示される商品名です。'],
    ko: ['제품명', '지역 페이지에 표시되는 제품 이름입니다.'],
    zh: ['商品名称', '本地区页面上显示的商品名称。'],
  },
  link: {
    en: ['Learn-more link', 'The product’s route path in this region, once its page exists.'],
    de: ['„Mehr erfahren“-Link', 'Der Seitenpfad des Produkts in dieser Region, sobald seine Seite existiert.'],
    fr: ['Lien « En savoir plus »', 'Le chemin de la page du produit dans cette région, dès qu’elle existe.'],
    ja: ['詳細リンク', 'この地域での商品ページのパスです。ページができてから入力します。'],
    ko: ['자세히 보기 링크', '이 지역의 제품 페이지 경로입니다. 페이지가 생긴 뒤에 입력합니다.'],
    zh: ['了解更多链接', '该商品在本地区的页面路径，页面上线后填写。'],
  },
  buy: {
    en: ['Buy link', 'The regional store’s address; without one the offer has no Buy button.'],
    de: ['Kauf-Link', 'Die Adresse des regionalen Shops; ohne sie hat das Angebot keinen Kaufen-Button.'],
    fr: ['Lien d’achat', 'L’adresse de la boutique régionale ; sans elle, l’offre n’a pas de bouton Acheter.'],
    ja: ['購入リンク', '地域ストアのアドレスです。未入力の場合、購入ボタンは表示されません。'],
    ko: ['구매 링크', '지역 스토어의 주소입니다. 없으면 구매 버튼이 표시되지 않습니다.'],
    zh: ['购买链接', '地区商店的地址；不填则不显示购买按钮。'],
  },
  price: {
    en: ['Price', 'Regular price in the currency’s main unit (dollars, euros, yen…).'],
    de: ['Preis', 'Regulärer Preis in der Hauptwährungseinheit (Dollar, Euro, Yen …).'],
    fr: ['Prix', 'Prix normal dans l’unité principale de la devise (dollars, euros, yens…).'],
    ja: ['価格', '通貨の基本単位（ドル、ユーロ、円など）での通常価格です。'],
    ko: ['가격', '통화의 기본 단위(달러, 유로, 엔 등)로 적은 정상가입니다.'],
    zh: ['价格', '以货币主单位（美元、欧元、日元等）计的常规价格。'],
  },
  stock: {
    en: ['Stock', 'Units available; 0 is sold out.'],
    de: ['Bestand', 'Verfügbare Stückzahl; 0 bedeutet ausverkauft.'],
    fr: ['Stock', 'Unités disponibles ; 0 signifie épuisé.'],
    ja: ['在庫', '販売可能な数量です。0 は売り切れを意味します。'],
    ko: ['재고', '판매 가능한 수량입니다. 0이면 품절입니다.'],
    zh: ['库存', '可售数量；0 表示售罄。'],
  },
  isPreSale: {
    en: ['Pre-sale', 'Pre-order wording instead of buy wording.'],
    de: ['Vorverkauf', 'Vorbestellen statt Kaufen auf Buttons und in Texten.'],
    fr: ['Précommande', 'Affiche « Précommander » au lieu d’« Acheter ».'],
    ja: ['予約販売', '「購入」ではなく「予約」の文言で表示します。'],
    ko: ['사전 판매', '"구매" 대신 "사전 예약" 문구로 표시합니다.'],
    zh: ['预售', '使用“预订”而非“购买”的文案。'],
  },
  activityPrice: {
    en: ['Activity price', 'Promotional price, shown while the activity time says so.'],
    de: ['Aktionspreis', 'Der Aktionspreis, der gilt, solange es der Aktionszeitraum vorsieht.'],
    fr: ['Prix promotionnel', 'Le prix promotionnel, affiché pendant la période de l’offre.'],
    ja: ['キャンペーン価格', 'キャンペーン期間中に表示される特別価格です。'],
    ko: ['행사 가격', '행사 기간 동안 표시되는 특별 가격입니다.'],
    zh: ['活动价', '在活动期间显示的促销价格。'],
  },
  activityTime: {
    en: ['Activity time', 'When the activity price applies: the stage start instants, and the stages it runs in.'],
    de: [
      'Aktionszeitraum',
      'Wann der Aktionspreis gilt: die Startzeitpunkte der Phasen und die Phasen, in denen er läuft.',
    ],
    fr: [
      'Période de l’offre',
      'Quand le prix promotionnel s’applique : les débuts des étapes et les étapes concernées.',
    ],
    ja: ['キャンペーン期間', 'キャンペーン価格が適用される期間です。各段階の開始日時と、適用する段階を指定します。'],
    ko: ['행사 기간', '행사 가격이 적용되는 때입니다. 단계별 시작 시각과 적용 단계를 지정합니다.'],
    zh: ['活动时间', '活动价的适用时间：各阶段的开始时间及适用的阶段。'],
  },
  'activityTime.stages': {
    en: ['Stage starts', 'The instant each promotion stage begins, in order.'],
    de: ['Phasenbeginn', 'Der Zeitpunkt, zu dem jede Aktionsphase beginnt, der Reihe nach.'],
    fr: ['Débuts des étapes', 'L’instant où commence chaque étape de la promotion, dans l’ordre.'],
    ja: ['段階の開始日時', '各キャンペーン段階が始まる日時を順に入力します。'],
    ko: ['단계 시작 시각', '각 프로모션 단계가 시작되는 시각을 순서대로 입력합니다.'],
    zh: ['阶段开始时间', '各促销阶段依次开始的时间。'],
  },
  stage: {
    en: ['Stages with the activity price', 'The promotion stages (1, 2, 3…) in which the activity price applies.'],
    de: ['Phasen mit Aktionspreis', 'Die Aktionsphasen (1, 2, 3 …), in denen der Aktionspreis gilt.'],
    fr: ['Étapes au prix promotionnel', 'Les étapes de la promotion (1, 2, 3…) où le prix promotionnel s’applique.'],
    ja: ['キャンペーン価格の段階', 'キャンペーン価格を適用する段階（1、2、3…）です。'],
    ko: ['행사 가격 적용 단계', '행사 가격이 적용되는 프로모션 단계(1, 2, 3…)입니다.'],
    zh: ['活动价适用阶段', '活动价适用的促销阶段（1、2、3…）。'],
  },
} satisfies FieldTexts;

export type Catalogue = z.infer<typeof catalogueSchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntry>;
export type CatalogueKey = z.infer<typeof catalogueKey>;
