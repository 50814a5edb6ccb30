import { z } from 'astro/zod';
import { productSlug } from './product-slug.ts';
import { STORE_LANGUAGES, type StoreLanguage } from '../config/regions.ts';
import { EDITOR_LANGUAGES, message, type EditorLanguage, type FieldText, type FieldTexts } from './field-texts.ts';
import { text } from './fields.ts';
import { calendarDay } from './info-page.ts';

const seriesId = z.string().regex(
  /^[a-z][a-z0-9-]*$/,
  message({
    en: 'must be a lowercase id like "transformers"',
    de: 'muss eine ID in Kleinbuchstaben wie „transformers“ sein',
    fr: 'doit être un identifiant en minuscules comme « transformers »',
    ja: '「transformers」のような小文字の ID を入力してください',
    ko: '"transformers" 같은 소문자 ID여야 합니다',
    zh: '必须是小写 ID，例如“transformers”',
  }),
);

/** A PDF's name inside its folder: lowercase words and digits joined by hyphens, ending in .pdf. */
export const pdfFileName = z.string().regex(
  /^[a-z0-9][a-z0-9-]*\.pdf$/,
  message({
    en: 'must be a file name like "k1-quick-start.pdf" (lowercase, digits, hyphens)',
    de: 'muss ein Dateiname wie „k1-quick-start.pdf“ sein (Kleinbuchstaben, Ziffern, Bindestriche)',
    fr: 'doit être un nom de fichier comme « k1-quick-start.pdf » (minuscules, chiffres, tirets)',
    ja: '「k1-quick-start.pdf」のようなファイル名（小文字、数字、ハイフン）を入力してください',
    ko: '"k1-quick-start.pdf" 같은 파일 이름(소문자, 숫자, 하이픈)이어야 합니다',
    zh: '必须是文件名，例如“k1-quick-start.pdf”（小写字母、数字、连字符）',
  }),
);

/**
 * The series the manuals page groups its files into, in tab order, with each series' label in
 * every storefront language and the product pages whose guides belong to it:
 * content/manuals/series.json.
 */
export const manualSeriesSchema = z.strictObject({
  series: z
    .array(
      z.strictObject({
        id: seriesId,
        label: z.strictObject(
          Object.fromEntries(STORE_LANGUAGES.map((language) => [language, text])) as {
            [language in StoreLanguage]: typeof text;
          },
        ),
        products: z.array(productSlug),
      }),
    )
    .min(1),
});

/**
 * Manuals a marketer adds to one region: each PDF sits in content/manuals/files/<region>/ and is
 * named here with its series, its title in the region's language and the day it was last
 * revised: content/manuals/<region>.json.
 */
export const regionManualsSchema = z.strictObject({
  files: z.array(
    z.strictObject({
      file: pdfFileName,
      series: seriesId,
      title: text,
      updated: calendarDay,
    }),
  ),
});

/** A series' label in one storefront language: its field's text in each editor language, the language named by Intl. */
function seriesLabelText(storeLanguage: StoreLanguage): Readonly<Record<EditorLanguage, FieldText>> {
  const hints: Record<EditorLanguage, (name: string) => string> = {
    en: (name) => `The series’ name in ${name}.`,
    de: (name) => `Der Name der Serie auf ${name}.`,
    fr: (name) => `Le nom de la série en ${name}.`,
    ja: (name) => `${name}でのシリーズ名です。`,
    ko: (name) => `${name}로 쓴 시리즈 이름입니다.`,
    zh: (name) => `该系列的${name}名称。`,
  };
  const entries = EDITOR_LANGUAGES.map((language) => {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(storeLanguage) ?? storeLanguage;
    const label = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
    return [language, [label, hints[language](name)]] as const;
  });
  return Object.fromEntries(entries) as Record<EditorLanguage, FieldText>;
}

/** The manuals series' fields in the editor's languages (field-texts.ts). */
export const manualSeriesTexts = {
  series: {
    en: ['Series', 'The manuals page’s tabs, in order, each with the product pages whose guides it holds.'],
    de: [
      'Serien',
      'Die Tabs der Anleitungsseite der Reihe nach, jeweils mit den Produktseiten, deren Anleitungen dazugehören.',
    ],
    fr: [
      'Séries',
      'Les onglets de la page des manuels, dans l’ordre, chacun avec les pages produit dont il contient les guides.',
    ],
    ja: ['シリーズ', 'マニュアルページのタブです。表示順に並べ、それぞれに含める製品ページを指定します。'],
    ko: ['시리즈', '설명서 페이지의 탭입니다. 순서대로 놓고, 각각에 포함할 제품 페이지를 지정합니다.'],
    zh: ['系列', '说明书页面的标签页，按顺序排列，并注明各自包含其指南的产品页面。'],
  },
  id: {
    en: [
      'Series id',
      'A short lowercase name for the series ("transformers"); the regions’ manuals name it by this id.',
    ],
    de: [
      'Serien-ID',
      'Ein kurzer Name in Kleinbuchstaben („transformers“); die Anleitungen der Regionen nennen die Serie über diese ID.',
    ],
    fr: [
      'Identifiant de série',
      'Un nom court en minuscules (« transformers ») ; les manuels des régions désignent la série par cet identifiant.',
    ],
    ja: [
      'シリーズ ID',
      'シリーズの短い小文字の名前（「transformers」）です。各地域のマニュアルはこの ID でシリーズを指定します。',
    ],
    ko: ['시리즈 ID', '시리즈의 짧은 소문자 이름("transformers")입니다. 지역별 설명서는 이 ID로 시리즈를 지정합니다.'],
    zh: ['系列 ID', '系列的简短小写名称（如“transformers”）；各地区的说明书用此 ID 指定系列。'],
  },
  label: {
    en: ['Tab label', 'The series’ name on its tab, in every storefront language.'],
    de: ['Tab-Beschriftung', 'Der Name der Serie auf ihrem Tab, in jeder Shop-Sprache.'],
    fr: ['Libellé de l’onglet', 'Le nom de la série sur son onglet, dans chaque langue des boutiques.'],
    ja: ['タブ名', 'タブに表示するシリーズ名です。ストアのすべての言語で入力します。'],
    ko: ['탭 이름', '탭에 표시되는 시리즈 이름입니다. 스토어의 모든 언어로 입력합니다.'],
    zh: ['标签名', '标签页上显示的系列名称，需填写所有站点语言。'],
  },
  ...Object.fromEntries(STORE_LANGUAGES.map((language) => [language, seriesLabelText(language)])),
  products: {
    en: ['Product pages', 'The product pages whose guides belong to this series.'],
    de: ['Produktseiten', 'Die Produktseiten, deren Anleitungen zu dieser Serie gehören.'],
    fr: ['Pages produit', 'Les pages produit dont les guides appartiennent à cette série.'],
    ja: ['製品ページ', 'このシリーズにガイドが含まれる製品ページです。'],
    ko: ['제품 페이지', '이 시리즈에 가이드가 속하는 제품 페이지입니다.'],
    zh: ['产品页面', '其指南归入此系列的产品页面。'],
  },
} satisfies FieldTexts;

/** A region's manuals' fields in the editor's languages (field-texts.ts). */
export const regionManualsTexts = {
  files: {
    en: ['Manuals', 'The PDFs added to this region, each in content/manuals/files/<region>/.'],
    de: ['Anleitungen', 'Die PDFs dieser Region, jeweils in content/manuals/files/<region>/.'],
    fr: ['Manuels', 'Les PDF ajoutés à cette région, chacun dans content/manuals/files/<region>/.'],
    ja: ['マニュアル', 'この地域に追加した PDF です。それぞれ content/manuals/files/<region>/ に置きます。'],
    ko: ['설명서', '이 지역에 추가한 PDF입니다. 각각 content/manuals/files/<region>/에 둡니다.'],
    zh: ['说明书', '为本地区添加的 PDF，均放在 content/manuals/files/<region>/ 中。'],
  },
  file: {
    en: ['File name', 'The PDF’s name in the region’s folder ("k1-quick-start.pdf"); also its name on the site.'],
    de: [
      'Dateiname',
      'Der Name der PDF im Ordner der Region („k1-quick-start.pdf“); so heißt sie auch auf der Website.',
    ],
    fr: [
      'Nom du fichier',
      'Le nom du PDF dans le dossier de la région (« k1-quick-start.pdf ») ; c’est aussi son nom sur le site.',
    ],
    ja: ['ファイル名', '地域フォルダー内の PDF の名前（「k1-quick-start.pdf」）です。サイト上でもこの名前になります。'],
    ko: ['파일 이름', '지역 폴더 안의 PDF 이름("k1-quick-start.pdf")입니다. 사이트에서도 이 이름이 쓰입니다.'],
    zh: ['文件名', '地区文件夹中 PDF 的名称（如“k1-quick-start.pdf”），也是其在网站上的名称。'],
  },
  series: {
    en: ['Series', 'The id of the series (tab) the manual belongs to.'],
    de: ['Serie', 'Die ID der Serie (des Tabs), zu der die Anleitung gehört.'],
    fr: ['Série', 'L’identifiant de la série (onglet) à laquelle appartient le manuel.'],
    ja: ['シリーズ', 'マニュアルが属するシリーズ（タブ）の ID です。'],
    ko: ['시리즈', '설명서가 속한 시리즈(탭)의 ID입니다.'],
    zh: ['系列', '说明书所属系列（标签页）的 ID。'],
  },
  title: {
    en: ['Title', 'The manual’s title in the region’s language.'],
    de: ['Titel', 'Der Titel der Anleitung in der Sprache der Region.'],
    fr: ['Titre', 'Le titre du manuel dans la langue de la région.'],
    ja: ['タイトル', '地域の言語でのマニュアルのタイトルです。'],
    ko: ['제목', '지역 언어로 된 설명서 제목입니다.'],
    zh: ['标题', '以本地区语言书写的说明书标题。'],
  },
  updated: {
    en: ['Revised', 'The day the manual was last revised (YYYY-MM-DD).'],
    de: ['Überarbeitet am', 'Der Tag, an dem die Anleitung zuletzt überarbeitet wurde (JJJJ-MM-TT).'],
    fr: ['Révisé le', 'Le jour de la dernière révision du manuel (AAAA-MM-JJ).'],
    ja: ['改訂日', 'マニュアルを最後に改訂した日（YYYY-MM-DD）です。'],
    ko: ['개정일', '설명서를 마지막으로 개정한 날(YYYY-MM-DD)입니다.'],
    zh: ['修订日期', '说明书最后修订的日期（YYYY-MM-DD）。'],
  },
} satisfies FieldTexts;

export type ManualSeries = z.infer<typeof manualSeriesSchema>;
export type RegionManuals = z.infer<typeof regionManualsSchema>;

/**
 * One row of a region's manuals table, as the manuals collection holds it: a generated guide
 * or a marketer's PDF, with its size measured from the file (src/lib/region-manuals.ts).
 */
export const manualEntrySchema = z.strictObject({
  series: seriesId,
  title: text,
  /** The file's name under the bundle's /manuals/. */
  file: pdfFileName,
  /** Where the file is, from the project root (a guide: where its build rendered it). */
  source: z.string(),
  /** Its size in bytes, measured from the file (a guide: from what its build rendered). */
  bytes: z.number().int().positive(),
  /** The day it last changed (YYYY-MM-DD). */
  updated: calendarDay,
  /** The product page the file is the guide of (generated guides only). */
  product: productSlug.optional(),
});

export type ManualEntry = z.infer<typeof manualEntrySchema>;
