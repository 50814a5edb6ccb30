import type { SchemaContext } from 'astro/content/config';
import type { z } from 'astro/zod';
import type { FieldTextIn, FieldTexts } from './field-texts.ts';
import { campaignPageSchema, campaignPageTexts } from './campaign-page.ts';
import { regionCampaignsSchema, regionCampaignsTexts } from './campaign.ts';
import { catalogueSchema, catalogueTexts } from './catalogue.ts';
import { contactFactsSchema, contactFactsTexts, contactPageSchema, contactPageTexts } from './contact.ts';
import { dealersSchema, dealersTexts } from './dealers.ts';
import { faqSchema, faqTexts } from './faq.ts';
import { homePageSchema, homePageTexts } from './home-page.ts';
import { infoPageSchema, infoPageTexts } from './info-page.ts';
import { manualSeriesSchema, manualSeriesTexts, regionManualsSchema, regionManualsTexts } from './manuals.ts';
import {
  productCopyCollectionSchema,
  productCopySchema,
  productCopyTexts,
  productFactsSchema,
  productFactsTexts,
  productSectionTexts,
} from './product-page.ts';
import { regionChooserSchema, regionChooserTexts } from './region-chooser.ts';
import { regionSettingsSchema, regionSettingsTexts } from './region-settings.ts';
import { shippingReturnsSchema, shippingReturnsTexts } from './shipping-returns.ts';
import {
  hongKongMacaoPageSchema,
  hongKongMacaoPageTexts,
  whereToBuyPageSchema,
  whereToBuyPageTexts,
} from './where-to-buy.ts';

/**
 * Every kind of data file under regions/ and content/: its content collection, its files and the
 * Zod schema Astro validates them with (src/content.config.ts). The editor's JSON Schemas are
 * generated from this table too (src/schemas/json-schemas.ts, docs/data-files.md), so they say
 * what the build says.
 *
 * `files` are glob patterns relative to the data root, `*` within one folder name, a leading `!`
 * leaving files out. `{region}` stands for the region being built and `{language}` for its
 * language (src/content.config.ts fills them in); a kind without them is loaded whole by every
 * region, because the route table's data gates, the campaigns or the hreflang links of every
 * region need it.
 * For the editor (`json.schemas[].fileMatch`) both are `*`. Each data file matches the patterns
 * of exactly one kind (tests/unit/json-schemas.test.ts).
 */
export interface DataFileKind {
  /** The JSON Schema's file name, without .json. */
  name: string;
  /** The content collection of these files (src/content.config.ts). */
  collection: string;
  /**
   * What the editor calls a file of this kind, and what such a file holds, in each editor
   * language; the English ones are the JSON Schema's title and description.
   */
  title: FieldTextIn;
  /** The label and hint of each of its fields, written next to its schema (field-texts.ts). */
  texts: FieldTexts;
  /** The labels of a list's entry types, by the value of the key that tells them apart (product sections' `kind`). */
  typeTexts?: FieldTexts;
  /** The key of a file's data whose text names what the file is about (a product copy's `name`), for the editor's list of files. */
  nameKey?: string;
  files: readonly string[];
  /**
   * Of `files`, the patterns of those a region's build fails on (default: all of them). Every
   * region loads every region's campaigns, to know where each runs, but fails only on its own:
   * another region's failing file is left out, as if absent.
   */
  ownFiles?: readonly string[];
  /** The file as written: what the editor checks and what a failure names. */
  schema: z.ZodType;
  /**
   * The schema Astro loads the files with, where it differs from `schema` by Astro's helpers only:
   * product copy hands its photos to image().
   */
  collectionSchema?: (context: SchemaContext) => z.ZodType;
  /**
   * Of the files, those whose images (image() in collectionSchema) a region's pages show, as
   * patterns like `files`; the others' images stay paths, so a bundle holds no image it never shows.
   */
  imageFiles?: readonly string[];
}

export const DATA_FILE_KINDS: readonly DataFileKind[] = [
  {
    name: 'region-settings',
    collection: 'regionSettings',
    title: {
      en: ['Region settings', "A region's settings: header, footer, banners, popup, subscribe texts."],
      de: [
        'Regionseinstellungen',
        'Die Einstellungen einer Region: Kopfzeile, Fußzeile, Banner, Pop-up und Newsletter-Texte.',
      ],
      fr: [
        'Réglages de la région',
        'Les réglages d’une région : en-tête, pied de page, bannières, pop-up et textes d’inscription.',
      ],
      ja: ['地域設定', '地域ごとの設定です。ヘッダー、フッター、バナー、ポップアップ、メルマガ登録の文言を含みます。'],
      ko: ['지역 설정', '지역별 설정입니다. 헤더, 푸터, 배너, 팝업, 뉴스레터 구독 문구가 들어 있습니다.'],
      zh: ['地区设置', '地区的设置：页眉、页脚、横幅、弹窗和订阅文案。'],
    },
    files: ['regions/{region}/settings.json'],
    schema: regionSettingsSchema,
    texts: regionSettingsTexts,
  },
  {
    name: 'catalogue',
    collection: 'catalogue',
    title: {
      en: ['Catalogue', "A region's catalogue: prices, stock, pre-sale and activity prices."],
      de: ['Katalog', 'Der Katalog einer Region: Preise, Bestand, Vorverkauf und Aktionspreise.'],
      fr: ['Catalogue', 'Le catalogue d’une région : prix, stock, précommandes et prix promotionnels.'],
      ja: ['カタログ', '地域ごとのカタログです。価格、在庫、予約販売、キャンペーン価格を含みます。'],
      ko: ['카탈로그', '지역별 카탈로그입니다. 가격, 재고, 사전 판매, 행사 가격이 들어 있습니다.'],
      zh: ['商品目录', '地区的商品目录：价格、库存、预售和活动价。'],
    },
    files: ['regions/*/catalogue.json'],
    schema: catalogueSchema,
    texts: catalogueTexts,
  },
  {
    name: 'campaigns',
    collection: 'campaigns',
    title: {
      en: ['Campaign schedules', "A region's campaign schedules: stages by campaign route."],
      de: ['Kampagnenzeitpläne', 'Die Kampagnenzeitpläne einer Region: Phasen je Kampagnenseite.'],
      fr: ['Calendrier des campagnes', 'Les calendriers des campagnes d’une région : étapes par page de campagne.'],
      ja: ['キャンペーン日程', '地域ごとのキャンペーン日程です。キャンペーンページごとに段階を設定します。'],
      ko: ['캠페인 일정', '지역별 캠페인 일정입니다. 캠페인 페이지마다 단계를 정합니다.'],
      zh: ['活动日程', '地区的活动日程：按活动页面划分的各个阶段。'],
    },
    files: ['regions/*/campaigns.json'],
    ownFiles: ['regions/{region}/campaigns.json'],
    schema: regionCampaignsSchema,
    texts: regionCampaignsTexts,
  },
  {
    name: 'shipping-returns',
    collection: 'shippingReturns',
    title: {
      en: ['Shipping and returns', "A region's shipping and return figures."],
      de: ['Versand und Rückgabe', 'Die Versand- und Rückgabeangaben einer Region.'],
      fr: ['Livraison et retours', 'Les conditions de livraison et de retour d’une région.'],
      ja: ['配送と返品', '地域ごとの配送と返品の条件です。'],
      ko: ['배송 및 반품', '지역별 배송 및 반품 조건입니다.'],
      zh: ['配送与退货', '地区的配送和退货信息。'],
    },
    files: ['regions/{region}/shipping-returns.json'],
    schema: shippingReturnsSchema,
    texts: shippingReturnsTexts,
  },
  {
    name: 'region-chooser',
    collection: 'regionChooser',
    title: {
      en: ['Region chooser', 'The region chooser page.'],
      de: ['Regionsauswahl', 'Die Seite zur Auswahl der Region.'],
      fr: ['Choix de la région', 'La page de choix de la région.'],
      ja: ['地域選択', '地域を選ぶページです。'],
      ko: ['지역 선택', '지역을 선택하는 페이지입니다.'],
      zh: ['地区选择', '选择地区的页面。'],
    },
    files: ['content/region-chooser.json'],
    schema: regionChooserSchema,
    texts: regionChooserTexts,
  },
  {
    name: 'home-page',
    collection: 'homePage',
    title: {
      en: ['Home page', "A region's home page."],
      de: ['Startseite', 'Die Startseite einer Region.'],
      fr: ['Page d’accueil', 'La page d’accueil d’une région.'],
      ja: ['トップページ', '地域ごとのトップページです。'],
      ko: ['홈페이지', '지역별 홈페이지입니다.'],
      zh: ['首页', '地区的首页。'],
    },
    files: ['content/home/*.json'],
    schema: homePageSchema,
    texts: homePageTexts,
  },
  {
    name: 'faq',
    collection: 'faq',
    title: {
      en: ['FAQ', "A region's frequently asked questions."],
      de: ['FAQ', 'Die häufig gestellten Fragen einer Region.'],
      fr: ['FAQ', 'La foire aux questions d’une région.'],
      ja: ['よくある質問', '地域ごとのよくある質問です。'],
      ko: ['자주 묻는 질문', '지역별 자주 묻는 질문입니다.'],
      zh: ['常见问题', '地区的常见问题。'],
    },
    files: ['content/faq/{region}.json'],
    schema: faqSchema,
    texts: faqTexts,
  },
  {
    name: 'campaign-page',
    collection: 'campaignPage',
    title: {
      en: ['Campaign page', "A campaign page's copy and products in one region."],
      de: ['Kampagnenseite', 'Texte und Produkte einer Kampagnenseite in einer Region.'],
      fr: ['Page de campagne', 'Les textes et produits d’une page de campagne dans une région.'],
      ja: ['キャンペーンページ', 'ある地域のキャンペーンページの文章と商品です。'],
      ko: ['캠페인 페이지', '한 지역의 캠페인 페이지 문구와 제품입니다.'],
      zh: ['活动页面', '某个地区活动页面的文案和商品。'],
    },
    files: ['content/campaigns/*/*.json'],
    ownFiles: ['content/campaigns/*/{region}.json'],
    schema: campaignPageSchema,
    texts: campaignPageTexts,
  },
  {
    name: 'info-page',
    collection: 'infoPage',
    title: {
      en: ['Info page', 'A support or policy page in one region.'],
      de: ['Infoseite', 'Eine Support- oder Richtlinienseite in einer Region.'],
      fr: ['Page d’information', 'Une page d’assistance ou de politique dans une région.'],
      ja: ['情報ページ', 'ある地域のサポートページまたはポリシーページです。'],
      ko: ['안내 페이지', '한 지역의 지원 또는 정책 페이지입니다.'],
      zh: ['信息页面', '某个地区的支持或政策页面。'],
    },
    files: ['content/support/*/{region}.json'],
    schema: infoPageSchema,
    texts: infoPageTexts,
    nameKey: 'heading',
  },
  {
    name: 'product-facts',
    collection: 'productFacts',
    title: {
      en: ['Product facts', "A product page's facts, shared by every language."],
      de: ['Produktdaten', 'Die Fakten einer Produktseite, für alle Sprachen gemeinsam.'],
      fr: ['Données produit', 'Les données d’une page produit, communes à toutes les langues.'],
      ja: ['製品データ', '製品ページの共通データです。すべての言語で共有されます。'],
      ko: ['제품 정보', '모든 언어가 함께 쓰는 제품 페이지의 정보입니다.'],
      zh: ['产品数据', '产品页面的基础数据，所有语言共用。'],
    },
    files: ['content/products/*/product.json'],
    schema: productFactsSchema,
    texts: productFactsTexts,
  },
  {
    name: 'product-copy',
    collection: 'productCopy',
    title: {
      en: ['Product page', "A product page's copy in one language."],
      de: ['Produktseite', 'Die Texte einer Produktseite in einer Sprache.'],
      fr: ['Page produit', 'Les textes d’une page produit dans une langue.'],
      ja: ['製品ページ', 'ある言語の製品ページの文章です。'],
      ko: ['제품 페이지', '한 언어로 된 제품 페이지 문구입니다.'],
      zh: ['产品页面', '某种语言的产品页面文案。'],
    },
    files: ['content/products/*/*.json', '!content/products/*/product.json'],
    schema: productCopySchema,
    texts: productCopyTexts,
    typeTexts: productSectionTexts,
    nameKey: 'name',
    collectionSchema: productCopyCollectionSchema,
    imageFiles: ['content/products/*/{language}.json'],
  },
  {
    name: 'contact',
    collection: 'contact',
    title: {
      en: ['Contact facts', "The brand's contact facts: e-mail addresses and offices."],
      de: ['Kontaktdaten', 'Die Kontaktdaten der Marke: E-Mail-Adressen und Büros.'],
      fr: ['Coordonnées', 'Les coordonnées de la marque : adresses e-mail et bureaux.'],
      ja: ['連絡先情報', 'ブランドの連絡先情報です。メールアドレスとオフィスを含みます。'],
      ko: ['연락처 정보', '브랜드의 연락처 정보입니다. 이메일 주소와 사무소가 들어 있습니다.'],
      zh: ['联系信息', '品牌的联系信息：电子邮件地址和办公室。'],
    },
    files: ['content/contact.json'],
    schema: contactFactsSchema,
    texts: contactFactsTexts,
  },
  {
    name: 'contact-page',
    collection: 'contactPage',
    title: {
      en: ['Contact page', "A region's contact page."],
      de: ['Kontaktseite', 'Die Kontaktseite einer Region.'],
      fr: ['Page de contact', 'La page de contact d’une région.'],
      ja: ['お問い合わせページ', '地域ごとのお問い合わせページです。'],
      ko: ['문의 페이지', '지역별 문의 페이지입니다.'],
      zh: ['联系我们页面', '地区的“联系我们”页面。'],
    },
    files: ['content/contact-us/{region}.json'],
    schema: contactPageSchema,
    texts: contactPageTexts,
  },
  {
    name: 'where-to-buy',
    collection: 'whereToBuy',
    title: {
      en: ['Where to buy', "A region's where-to-buy page."],
      de: ['Bezugsquellen', 'Die Seite mit den Bezugsquellen einer Region.'],
      fr: ['Où acheter', 'La page « Où acheter » d’une région.'],
      ja: ['販売店', '地域ごとの販売店ページです。'],
      ko: ['구매처', '지역별 구매처 페이지입니다.'],
      zh: ['购买渠道', '地区的购买渠道页面。'],
    },
    files: ['content/where-to-buy/{region}.json'],
    schema: whereToBuyPageSchema,
    texts: whereToBuyPageTexts,
  },
  {
    name: 'hongkong-macao',
    collection: 'hongKongMacao',
    title: {
      en: ['Hong Kong and Macau', "A region's Hong Kong and Macau page."],
      de: ['Hongkong und Macau', 'Die Seite zu Hongkong und Macau in einer Region.'],
      fr: ['Hong Kong et Macao', 'La page Hong Kong et Macao d’une région.'],
      ja: ['香港・マカオ', '地域ごとの香港・マカオのページです。'],
      ko: ['홍콩·마카오', '지역별 홍콩·마카오 페이지입니다.'],
      zh: ['港澳', '地区的港澳页面。'],
    },
    files: ['content/where-to-buy/hongkong-macao/{region}.json'],
    schema: hongKongMacaoPageSchema,
    texts: hongKongMacaoPageTexts,
  },
  {
    name: 'dealers',
    collection: 'dealers',
    title: {
      en: ['Dealers', 'Every authorised dealer of the where-to-buy lists.'],
      de: ['Händler', 'Alle autorisierten Händler der Bezugsquellen-Listen.'],
      fr: ['Revendeurs', 'Tous les revendeurs agréés des listes « Où acheter ».'],
      ja: ['正規販売店', '販売店リストに載るすべての正規販売店です。'],
      ko: ['공식 판매점', '구매처 목록에 실린 모든 공식 판매점입니다.'],
      zh: ['授权经销商', '购买渠道列表中的所有授权经销商。'],
    },
    files: ['content/dealers.json'],
    schema: dealersSchema,
    texts: dealersTexts,
  },
  {
    name: 'manual-series',
    collection: 'manualSeries',
    title: {
      en: ['Manual series', 'The manuals page’s series (tabs) and the products in each.'],
      de: ['Anleitungsserien', 'Die Serien (Tabs) der Anleitungsseite und ihre Produkte.'],
      fr: ['Séries de manuels', 'Les séries (onglets) de la page des manuels et les produits de chacune.'],
      ja: ['マニュアルのシリーズ', 'マニュアルページのシリーズ（タブ）と、各シリーズの製品です。'],
      ko: ['설명서 시리즈', '설명서 페이지의 시리즈(탭)와 시리즈별 제품입니다.'],
      zh: ['说明书系列', '说明书页面的系列（标签页）及各系列的产品。'],
    },
    files: ['content/manuals/series.json'],
    schema: manualSeriesSchema,
    texts: manualSeriesTexts,
  },
  {
    name: 'region-manuals',
    collection: 'regionManuals',
    title: {
      en: ['Manuals', 'The manuals a marketer added to one region.'],
      de: ['Anleitungen', 'Die Anleitungen, die das Marketing einer Region hinzugefügt hat.'],
      fr: ['Manuels', 'Les manuels ajoutés par le marketing pour une région.'],
      ja: ['マニュアル', 'マーケティング担当者がある地域に追加したマニュアルです。'],
      ko: ['설명서', '마케팅 담당자가 한 지역에 추가한 설명서입니다.'],
      zh: ['说明书', '市场人员为某个地区添加的说明书。'],
    },
    files: ['content/manuals/*.json', '!content/manuals/series.json'],
    schema: regionManualsSchema,
    texts: regionManualsTexts,
  },
];

/** The patterns of a kind (its `files`, or `patterns` given) as a region's build loads them: `{region}` and `{language}` filled in. */
export const regionPatterns = (
  kind: DataFileKind,
  region: string,
  language: string,
  patterns: readonly string[] = kind.files,
): string[] => patterns.map((pattern) => pattern.replaceAll('{region}', region).replaceAll('{language}', language));

/** The patterns of a kind (its `files`, or `patterns` given) as an editor matches them: any region, any language. */
export const editorPatterns = (kind: DataFileKind, patterns: readonly string[] = kind.files): string[] =>
  regionPatterns(kind, '*', '*', patterns);
