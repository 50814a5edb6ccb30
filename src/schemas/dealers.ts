import { z } from 'astro/zod';
import { DEALER_LOGOS, DEALER_MARKETS, HONG_KONG_MACAO } from '../config/dealers.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { externalUrl, text } from './fields.ts';

/**
 * An authorised dealer (content spec point 2): title, link, optional address or list of
 * addresses, logo image key, and the list it belongs to. Hong Kong and Macau entries are shops
 * listed by their addresses, so there the address is required and the link optional.
 */
const dealer = z
  .strictObject({
    market: z.enum(DEALER_MARKETS, {
      message: message({
        en: `must be one of the six lists: ${DEALER_MARKETS.join(', ')}`,
        de: `muss eine der sechs Listen sein: ${DEALER_MARKETS.join(', ')}`,
        fr: `doit être l’une des six listes : ${DEALER_MARKETS.join(', ')}`,
        ja: `6 つのリストのいずれかにしてください：${DEALER_MARKETS.join(', ')}`,
        ko: `6개 목록 중 하나여야 합니다: ${DEALER_MARKETS.join(', ')}`,
        zh: `必须是六个列表之一：${DEALER_MARKETS.join(', ')}`,
      }),
    }),
    title: text,
    link: externalUrl.optional(),
    address: z.union([text, z.array(text).min(1, 'must list at least one address')]).optional(),
    logo: z.enum(DEALER_LOGOS, {
      message: message({
        en: `must be a logo key: ${DEALER_LOGOS.join(', ')} ("text" sets the title as the logo)`,
        de: `muss ein Logo-Schlüssel sein: ${DEALER_LOGOS.join(', ')} („text“ setzt den Titel als Logo)`,
        fr: `doit être une clé de logo : ${DEALER_LOGOS.join(', ')} (« text » affiche le titre comme logo)`,
        ja: `ロゴのキーにしてください：${DEALER_LOGOS.join(', ')}（「text」はタイトルをロゴとして表示します）`,
        ko: `로고 키여야 합니다: ${DEALER_LOGOS.join(', ')} ("text"는 제목을 로고로 표시합니다)`,
        zh: `必须是徽标键：${DEALER_LOGOS.join(', ')}（“text”将标题用作徽标）`,
      }),
    }),
  })
  .superRefine((entry, context) => {
    if (entry.market === HONG_KONG_MACAO && entry.address === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: message({
          en: 'is required for a Hong Kong or Macau shop',
          de: 'ist für ein Geschäft in Hongkong oder Macau Pflicht',
          fr: 'est obligatoire pour une boutique à Hong Kong ou Macao',
          ja: '香港またはマカオの店舗には必須です',
          ko: '홍콩 또는 마카오 매장에는 필수입니다',
          zh: '香港或澳门的门店必须填写',
        }),
      });
    }
    if (entry.market !== HONG_KONG_MACAO && entry.link === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['link'],
        message: message({
          en: 'is required: where does the visitor buy?',
          de: 'ist Pflicht: Wo kauft der Besucher?',
          fr: 'est obligatoire : où le visiteur achète-t-il ?',
          ja: '必須です。訪問者はどこで購入しますか？',
          ko: '필수입니다. 방문자는 어디에서 구매하나요?',
          zh: '必须填写：访客在哪里购买？',
        }),
      });
    }
  });

/** content/dealers.json: every authorised dealer of every list. */
export const dealersSchema = z.strictObject({ dealers: z.array(dealer) });

/** The dealers' fields in the editor's languages (field-texts.ts). */
export const dealersTexts = {
  dealers: {
    en: ['Dealers', 'Every authorised dealer, each in the list of its market.'],
    de: ['Händler', 'Alle autorisierten Händler, jeweils in der Liste ihres Markts.'],
    fr: ['Revendeurs', 'Tous les revendeurs agréés, chacun dans la liste de son marché.'],
    ja: ['販売店', 'すべての正規販売店です。それぞれ該当する市場のリストに入ります。'],
    ko: ['판매점', '모든 공식 판매점입니다. 각각 해당 시장의 목록에 들어갑니다.'],
    zh: ['经销商', '所有授权经销商，各自列入所属市场的列表。'],
  },
  market: {
    en: ['Market', 'The where-to-buy list the dealer belongs to.'],
    de: ['Markt', 'Die Händlerliste, zu der der Händler gehört.'],
    fr: ['Marché', 'La liste « Où acheter » à laquelle appartient le revendeur.'],
    ja: ['市場', '販売店が属する販売店リストです。'],
    ko: ['시장', '판매점이 속한 구매처 목록입니다.'],
    zh: ['市场', '该经销商所属的购买渠道列表。'],
  },
  title: {
    en: ['Dealer name', 'The dealer’s name as the list shows it.'],
    de: ['Name des Händlers', 'Der Name des Händlers, wie die Liste ihn zeigt.'],
    fr: ['Nom du revendeur', 'Le nom du revendeur tel que la liste l’affiche.'],
    ja: ['販売店名', 'リストに表示される販売店の名前です。'],
    ko: ['판매점 이름', '목록에 표시되는 판매점 이름입니다.'],
    zh: ['经销商名称', '列表中显示的经销商名称。'],
  },
  link: {
    en: [
      'Shop link',
      'Where the visitor buys: the dealer’s https:// address; required except for a Hong Kong or Macau shop.',
    ],
    de: [
      'Shop-Link',
      'Wo Besucher kaufen: die https://-Adresse des Händlers; Pflicht außer bei Geschäften in Hongkong oder Macau.',
    ],
    fr: [
      'Lien de la boutique',
      'Où le visiteur achète : l’adresse https:// du revendeur ; obligatoire sauf pour une boutique de Hong Kong ou Macao.',
    ],
    ja: ['ショップのリンク', '訪問者が購入する販売店の https:// アドレスです。香港・マカオの店舗以外では必須です。'],
    ko: ['매장 링크', '방문자가 구매하는 판매점의 https:// 주소입니다. 홍콩·마카오 매장이 아니면 필수입니다.'],
    zh: ['店铺链接', '访客购买的经销商 https:// 地址；除港澳门店外必填。'],
  },
  address: {
    en: ['Address', 'The shop’s address, one per entry; required for a Hong Kong or Macau shop.'],
    de: ['Adresse', 'Die Adresse des Geschäfts, eine pro Eintrag; Pflicht bei Geschäften in Hongkong oder Macau.'],
    fr: ['Adresse', 'L’adresse de la boutique, une par entrée ; obligatoire pour une boutique de Hong Kong ou Macao.'],
    ja: ['住所', '店舗の住所です。1 項目に 1 件ずつ入力します。香港・マカオの店舗では必須です。'],
    ko: ['주소', '매장 주소입니다. 항목마다 하나씩 입력하며, 홍콩·마카오 매장은 필수입니다.'],
    zh: ['地址', '门店地址，每项一个；港澳门店必填。'],
  },
  logo: {
    en: ['Logo', 'The logo the list shows; "text" sets the dealer’s name as the logo.'],
    de: ['Logo', 'Das Logo in der Liste; „text“ zeigt den Namen des Händlers als Logo.'],
    fr: ['Logo', 'Le logo affiché dans la liste ; « text » affiche le nom du revendeur en guise de logo.'],
    ja: ['ロゴ', 'リストに表示するロゴです。「text」を選ぶと販売店名をロゴとして表示します。'],
    ko: ['로고', '목록에 표시할 로고입니다. "text"를 고르면 판매점 이름을 로고로 표시합니다.'],
    zh: ['标志', '列表中显示的标志；选择“text”则以经销商名称作为标志。'],
  },
} satisfies FieldTexts;

export type Dealers = z.infer<typeof dealersSchema>;
export type Dealer = z.infer<typeof dealer>;
