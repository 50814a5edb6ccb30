import { z } from 'astro/zod';
import { productSlug } from './product-slug.ts';
import { isArea, isCountryArea, NAMED_AREA_KEYS } from '../config/shipping-areas.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { text } from './fields.ts';

const areaMessage = `must be a country code like "GB" or one of ${NAMED_AREA_KEYS.join(', ')}`;
const area = z.string().refine(isArea, areaMessage);
const countryArea = z.string().refine(isCountryArea, `${areaMessage}, naming whole countries`);
const days = z.number().int().positive();

/**
 * The region's shipping and return figures for Product structured data
 * (regions/<region>/shipping-returns.json; absent where the specs give none). Each entry names
 * the source of its figures; a figure not known is left out, never guessed.
 */
export const shippingReturnsSchema = z.strictObject({
  returns: z
    .strictObject({
      countries: z.array(countryArea).min(1),
      days,
      freeReturnLabel: z.boolean().optional(),
      source: text,
    })
    .optional(),
  shipping: z
    .array(
      z
        .strictObject({
          name: text,
          area,
          rate: z.number().min(0).optional(),
          delivery: z
            .strictObject({ min: days, max: days, businessDays: z.boolean().optional() })
            .refine((delivery) => delivery.min <= delivery.max, {
              message: message({
                en: '"min" must not exceed "max"',
                de: '„min“ darf „max“ nicht übersteigen',
                fr: '« min » ne doit pas dépasser « max »',
                ja: '「min」は「max」以下にしてください',
                ko: '"min"은 "max"를 넘을 수 없습니다',
                zh: '“min”不得超过“max”',
              }),
            })
            .optional(),
          source: text,
        })
        .refine((option) => option.rate !== undefined || option.delivery !== undefined, {
          message: message({
            en: 'needs a "rate" or a "delivery" time: an option with neither says nothing',
            de: 'braucht einen „rate“ oder eine „delivery“-Zeit: eine Option ohne beides sagt nichts',
            fr: 'nécessite un « rate » ou un délai « delivery » : une option sans l’un ni l’autre ne dit rien',
            ja: '「rate」か「delivery」の期間が必要です。どちらもないオプションは何も伝えません',
            ko: '"rate" 또는 "delivery" 기간이 필요합니다. 둘 다 없는 옵션은 아무것도 알려 주지 않습니다',
            zh: '需要“rate”或“delivery”时间：两者都没有的选项没有任何信息',
          }),
        }),
    )
    .optional(),
  /**
   * The order value above which shipping is free, in the region's currency, and the product
   * pages whose buy section says so ("Free shipping over $99" on the US Megatron page).
   */
  freeShippingOver: z
    .strictObject({
      amount: z.number().positive(),
      products: z.array(productSlug).min(1),
      source: text,
    })
    .optional(),
});

/** The shipping and return figures' fields in the editor's languages (field-texts.ts). */
export const shippingReturnsTexts = {
  returns: {
    en: ['Returns', 'The return policy, where a source gives it; leave it empty otherwise.'],
    de: ['Rückgabe', 'Die Rückgabebedingungen, sofern eine Quelle sie nennt; sonst leer lassen.'],
    fr: ['Retours', 'La politique de retour, si une source la donne ; sinon, laisser vide.'],
    ja: ['返品', '返品の条件です。出典がある場合のみ入力し、なければ空欄にします。'],
    ko: ['반품', '반품 조건입니다. 출처가 있을 때만 입력하고, 없으면 비워 둡니다.'],
    zh: ['退货', '退货政策，有来源时填写，否则留空。'],
  },
  countries: {
    en: ['Countries', 'Where returns are accepted: country codes like "GB" or a named area.'],
    de: ['Länder', 'Wo Rückgaben angenommen werden: Ländercodes wie „GB“ oder ein benanntes Gebiet.'],
    fr: ['Pays', 'Où les retours sont acceptés : codes pays comme « GB » ou une zone nommée.'],
    ja: ['国', '返品を受け付ける国です。「GB」のような国コードか、定義済みの地域名を入力します。'],
    ko: ['국가', '반품을 받는 곳입니다. "GB" 같은 국가 코드나 지정된 지역 이름을 입력합니다.'],
    zh: ['国家', '接受退货的地区：如“GB”的国家代码或已命名的区域。'],
  },
  days: {
    en: ['Return days', 'Days to ask for the return of a product without defects, from the day it is received.'],
    de: ['Rückgabefrist in Tagen', 'Tage ab Erhalt, in denen ein mangelfreies Produkt zurückgegeben werden kann.'],
    fr: [
      'Délai de retour (jours)',
      'Nombre de jours, à compter de la réception, pour retourner un produit sans défaut.',
    ],
    ja: ['返品期限（日数）', '不具合のない商品の返品を申し込める、受け取り日からの日数です。'],
    ko: ['반품 기한(일)', '결함 없는 제품의 반품을 신청할 수 있는, 수령일로부터의 일수입니다.'],
    zh: ['退货期限（天）', '自收货之日起，可申请退回无质量问题商品的天数。'],
  },
  freeReturnLabel: {
    en: [
      'Free return label',
      'On when the return label is free once the return is accepted; leave it out when not known.',
    ],
    de: [
      'Kostenloses Rücksendeetikett',
      'An, wenn das Rücksendeetikett nach Annahme der Rückgabe kostenlos ist; weglassen, wenn unbekannt.',
    ],
    fr: [
      'Étiquette de retour gratuite',
      'Activé si l’étiquette de retour est gratuite une fois le retour accepté ; à omettre si on l’ignore.',
    ],
    ja: ['返送ラベル無料', '返品が承認された後の返送ラベルが無料ならオンにします。不明な場合は設定しません。'],
    ko: ['무료 반송 라벨', '반품이 승인된 뒤 반송 라벨이 무료이면 켭니다. 알 수 없으면 두지 않습니다.'],
    zh: ['免费退货标签', '退货获准后退货标签免费时开启；不确定时不填。'],
  },
  source: {
    en: ['Source', 'Where these figures come from (a page or document of the brand).'],
    de: ['Quelle', 'Woher diese Angaben stammen (eine Seite oder ein Dokument der Marke).'],
    fr: ['Source', 'L’origine de ces données (une page ou un document de la marque).'],
    ja: ['出典', 'これらの数値の出典です（ブランドのページや資料）。'],
    ko: ['출처', '이 수치의 출처입니다(브랜드의 페이지나 문서).'],
    zh: ['来源', '这些数据的出处（品牌的页面或文件）。'],
  },
  shipping: {
    en: ['Shipping options', 'The region’s shipping options, each with its area, cost or delivery time.'],
    de: ['Versandoptionen', 'Die Versandoptionen der Region, jeweils mit Gebiet, Kosten oder Lieferzeit.'],
    fr: ['Options de livraison', 'Les options de livraison de la région, chacune avec sa zone, son coût ou son délai.'],
    ja: ['配送方法', 'この地域の配送方法です。それぞれに地域、料金または配送日数を入力します。'],
    ko: ['배송 옵션', '이 지역의 배송 옵션입니다. 각각 지역, 요금 또는 배송 기간을 입력합니다.'],
    zh: ['配送方式', '本地区的配送方式，每种注明区域、费用或送达时间。'],
  },
  name: {
    en: ['Option name', 'What the option is called, for the team (not shown on the site).'],
    de: ['Name der Option', 'Wie die Option heißt, für das Team (nicht auf der Website sichtbar).'],
    fr: ['Nom de l’option', 'Le nom de l’option, pour l’équipe (non affiché sur le site).'],
    ja: ['配送方法の名前', 'チーム内で使う配送方法の名前です（サイトには表示されません）。'],
    ko: ['옵션 이름', '팀에서 부르는 옵션 이름입니다(사이트에는 표시되지 않습니다).'],
    zh: ['方式名称', '供团队识别的配送方式名称（网站上不显示）。'],
  },
  area: {
    en: ['Area', 'Where the option delivers: a country code like "GB" or a named area.'],
    de: ['Gebiet', 'Wohin die Option liefert: ein Ländercode wie „GB“ oder ein benanntes Gebiet.'],
    fr: ['Zone', 'Où l’option livre : un code pays comme « GB » ou une zone nommée.'],
    ja: ['配送地域', 'この方法で配送する地域です。「GB」のような国コードか、定義済みの地域名を入力します。'],
    ko: ['배송 지역', '이 옵션으로 배송하는 곳입니다. "GB" 같은 국가 코드나 지정된 지역 이름을 입력합니다.'],
    zh: ['配送区域', '该方式配送的区域：如“GB”的国家代码或已命名的区域。'],
  },
  rate: {
    en: ['Shipping cost', 'The cost in the region’s currency, main unit; 0 is free.'],
    de: ['Versandkosten', 'Die Kosten in der Hauptwährungseinheit der Region; 0 ist kostenlos.'],
    fr: ['Frais de livraison', 'Le coût dans l’unité principale de la devise de la région ; 0 signifie gratuit.'],
    ja: ['送料', '地域の通貨の基本単位での料金です。0 は無料です。'],
    ko: ['배송비', '지역 통화의 기본 단위로 적은 요금입니다. 0은 무료입니다.'],
    zh: ['运费', '以本地区货币主单位计的费用；0 表示免费。'],
  },
  delivery: {
    en: ['Delivery time', 'How many days delivery takes, at least and at most.'],
    de: ['Lieferzeit', 'Wie viele Tage die Lieferung mindestens und höchstens dauert.'],
    fr: ['Délai de livraison', 'Le nombre de jours de livraison, au minimum et au maximum.'],
    ja: ['配送日数', '配送にかかる最短と最長の日数です。'],
    ko: ['배송 기간', '배송에 걸리는 최소 및 최대 일수입니다.'],
    zh: ['送达时间', '配送所需的最短和最长天数。'],
  },
  min: {
    en: ['At least (days)', 'The fewest days delivery takes.'],
    de: ['Mindestens (Tage)', 'Die kürzeste Lieferzeit in Tagen.'],
    fr: ['Au moins (jours)', 'Le délai de livraison le plus court, en jours.'],
    ja: ['最短（日）', '配送にかかる最短の日数です。'],
    ko: ['최소(일)', '배송에 걸리는 가장 짧은 일수입니다.'],
    zh: ['最短（天）', '配送所需的最少天数。'],
  },
  max: {
    en: ['At most (days)', 'The most days delivery takes.'],
    de: ['Höchstens (Tage)', 'Die längste Lieferzeit in Tagen.'],
    fr: ['Au plus (jours)', 'Le délai de livraison le plus long, en jours.'],
    ja: ['最長（日）', '配送にかかる最長の日数です。'],
    ko: ['최대(일)', '배송에 걸리는 가장 긴 일수입니다.'],
    zh: ['最长（天）', '配送所需的最多天数。'],
  },
  businessDays: {
    en: ['Business days', 'On when the days are business days, not calendar days.'],
    de: ['Werktage', 'An, wenn Werktage statt Kalendertage gemeint sind.'],
    fr: ['Jours ouvrés', 'Activé si les jours sont des jours ouvrés et non calendaires.'],
    ja: ['営業日', '日数が暦日ではなく営業日の場合にオンにします。'],
    ko: ['영업일', '일수가 달력 기준이 아닌 영업일 기준이면 켭니다.'],
    zh: ['工作日', '天数按工作日而非自然日计算时开启。'],
  },
  freeShippingOver: {
    en: ['Free shipping threshold', 'The order value above which shipping is free, and the product pages that say so.'],
    de: [
      'Versandkostenfrei ab',
      'Der Bestellwert, ab dem der Versand kostenlos ist, und die Produktseiten, die es nennen.',
    ],
    fr: [
      'Livraison gratuite dès',
      'Le montant de commande à partir duquel la livraison est gratuite, et les pages produit qui l’indiquent.',
    ],
    ja: ['送料無料の条件', '送料が無料になる注文金額と、それを案内する製品ページです。'],
    ko: ['무료 배송 기준', '배송비가 무료가 되는 주문 금액과 이를 안내하는 제품 페이지입니다.'],
    zh: ['包邮门槛', '免运费的订单金额，以及注明此项的产品页面。'],
  },
  amount: {
    en: ['Order value', 'The order value, in the region’s currency, above which shipping is free.'],
    de: ['Bestellwert', 'Der Bestellwert in der Währung der Region, ab dem der Versand kostenlos ist.'],
    fr: ['Montant de commande', 'Le montant, dans la devise de la région, au-delà duquel la livraison est gratuite.'],
    ja: ['注文金額', '送料が無料になる注文金額です（地域の通貨）。'],
    ko: ['주문 금액', '배송비가 무료가 되는 주문 금액입니다(지역 통화 기준).'],
    zh: ['订单金额', '超过此金额（本地区货币）即免运费。'],
  },
  products: {
    en: ['Product pages', 'The product pages whose buy section mentions the free shipping.'],
    de: ['Produktseiten', 'Die Produktseiten, deren Kaufbereich den kostenlosen Versand nennt.'],
    fr: ['Pages produit', 'Les pages produit dont la section d’achat mentionne la livraison gratuite.'],
    ja: ['製品ページ', '購入セクションで送料無料を案内する製品ページです。'],
    ko: ['제품 페이지', '구매 섹션에 무료 배송을 안내하는 제품 페이지입니다.'],
    zh: ['产品页面', '在购买区块中注明免运费的产品页面。'],
  },
} satisfies FieldTexts;

export type ShippingReturns = z.infer<typeof shippingReturnsSchema>;
