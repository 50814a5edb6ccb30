import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { PHOTO_FILE_NAME } from '../config/photos.ts';
import { ILLUSTRATION_KEYS } from '../config/products.ts';
import { REGION_CODES } from '../config/regions.ts';
import { catalogueKey } from './catalogue.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { instant, pageHead, text } from './fields.ts';

const view = z.enum(['robot', 'alt', 'detail']);
/** Section ids are the page's anchors (#specs, #gallery…): lowercase words or the spec's CamelCase targets. */
const anchor = z.string().regex(
  /^[A-Za-z][A-Za-z0-9-]*$/,
  message({
    en: 'must be an anchor name like "specs" or "HardwareTech"',
    de: 'muss ein Ankername wie „specs“ oder „HardwareTech“ sein',
    fr: 'doit être un nom d’ancre comme « specs » ou « HardwareTech »',
    ja: '「specs」や「HardwareTech」のようなアンカー名を入力してください',
    ko: '"specs"나 "HardwareTech" 같은 앵커 이름이어야 합니다',
    zh: '必须是锚点名称，例如“specs”或“HardwareTech”',
  }),
);
const paragraphs = z.array(text).min(1);
/**
 * A photograph in place of the project's drawing, as the copy names it: a file of
 * content/products/<slug>/photos/ (JPEG, PNG or WebP, at least as wide as its slot's largest
 * width: src/config/photos.ts). The slot's `alt` then describes the photo, in the page's language.
 */
const photoName = z.string().regex(
  PHOTO_FILE_NAME,
  message({
    en: 'must be a file name of the product\'s photos/ folder, like "hero.jpg" (.jpg, .jpeg, .png or .webp)',
    de: 'muss ein Dateiname aus dem Ordner photos/ des Produkts sein, z. B. „hero.jpg“ (.jpg, .jpeg, .png oder .webp)',
    fr: 'doit être un nom de fichier du dossier photos/ du produit, comme « hero.jpg » (.jpg, .jpeg, .png ou .webp)',
    ja: '製品の photos/ フォルダーにあるファイル名（例: 「hero.jpg」。.jpg、.jpeg、.png、.webp）を入力してください',
    ko: '제품 photos/ 폴더의 파일 이름이어야 합니다(예: "hero.jpg", .jpg·.jpeg·.png·.webp)',
    zh: '必须是产品 photos/ 文件夹中的文件名，例如“hero.jpg”（.jpg、.jpeg、.png 或 .webp）',
  }),
);

/**
 * The copy's schema with `photo` for each photo field: the file name as written
 * (productCopySchema), or that file through Astro's image() (productCopyCollectionSchema).
 */
function copySchemas<Photo extends z.ZodType>(photo: Photo) {
  /** A gallery image: one of the product's drawings by `view`, or a `photo`; either way with its alt text. */
  const galleryItem = z.union([
    z.strictObject({ view, alt: text, caption: text }),
    z.strictObject({ photo, alt: text, caption: text }),
  ]);
  const sections = [
    z.strictObject({
      kind: z.literal('hero'),
      id: anchor,
      eyebrow: text.optional(),
      title: text,
      subtitle: text,
      /** What the hero's image shows: the product's drawing, or `photo` when given. */
      alt: text,
      photo: photo.optional(),
    }),
    z
      .strictObject({
        kind: z.literal('text'),
        id: anchor,
        title: text,
        paragraphs,
        /** The image beside the text: a drawing (`view`) or a `photo`, shown when `alt` is given too. */
        view: view.optional(),
        photo: photo.optional(),
        alt: text.optional(),
        /** A phrase of the paragraphs that links to the product's guide on the region's manuals page. */
        manualLink: text.optional(),
      })
      .refine((section) => !(section.view && section.photo), {
        path: ['photo'],
        message: message({
          en: 'must not be given with "view": a text section shows one image',
          de: 'darf nicht zusammen mit „view“ stehen: ein Textabschnitt zeigt ein Bild',
          fr: 'ne doit pas être donné avec « view » : une section de texte montre une seule image',
          ja: '「view」と一緒に指定しないでください。テキストセクションに表示する画像は 1 つです',
          ko: '"view"와 함께 지정하면 안 됩니다. 텍스트 섹션은 이미지 하나만 표시합니다',
          zh: '不得与“view”同时填写：文本版块只显示一张图片',
        }),
      })
      .refine((section) => !section.photo || section.alt, {
        path: ['alt'],
        message: "must describe the photo, in the page's language",
      }),
    z.strictObject({
      kind: z.literal('features'),
      id: anchor,
      title: text,
      intro: text.optional(),
      items: z.array(z.strictObject({ title: text, description: text })).min(1),
    }),
    z.strictObject({
      kind: z.literal('specs'),
      id: anchor,
      title: text,
      rows: z.array(z.strictObject({ label: text, value: text })).min(3),
    }),
    z.strictObject({
      kind: z.literal('gallery'),
      id: anchor,
      title: text,
      items: z.array(galleryItem).min(2),
    }),
    z.strictObject({ kind: z.literal('buy'), id: anchor, title: text, text: text.optional() }),
    z.strictObject({
      kind: z.literal('voiceCommands'),
      id: anchor,
      title: text,
      /** Says how many commands the robot understands (a figure of the specs). */
      intro: text,
      /**
       * The phrases themselves, only where a source gives them (none does today): the section
       * previews some and a dialog lists them all.
       */
      list: z
        .strictObject({
          preview: z.number().int().min(1),
          commands: z.array(text).min(4),
          columns: z.union([z.literal(4), z.literal(8)]),
          button: text,
          dialogTitle: text,
        })
        .optional(),
    }),
    z.strictObject({
      kind: z.literal('comparison'),
      id: anchor,
      title: text,
      columns: z.tuple([text, text]),
      rows: z
        .array(z.strictObject({ item: text, a: z.union([text, z.boolean()]), b: z.union([text, z.boolean()]) }))
        .min(2),
    }),
    z.strictObject({
      kind: z.literal('timeline'),
      id: anchor,
      title: text,
      items: z.array(z.strictObject({ date: text, title: text, text: text.optional() })).min(2),
    }),
    z.strictObject({
      kind: z.literal('preOrder'),
      id: anchor,
      title: text,
      paragraphs,
      /**
       * Shown only in regions whose catalogue entry for the page is a pre-sale in stock (content
       * spec point 4): a pre-sale's delivery date is not true where the entry is sold out.
       */
      whilePreSale: z.boolean().optional(),
    }),
    z.strictObject({
      kind: z.literal('chestButtons'),
      id: anchor,
      title: text,
      intro: text,
      buttons: z
        .array(z.strictObject({ color: z.enum(['blue', 'green', 'red']), name: text, description: text }))
        .length(3, 'must describe the three chest buttons'),
    }),
    z.strictObject({
      kind: z.literal('video'),
      id: anchor,
      title: text,
      text: text.optional(),
      video: z.string(),
      button: text,
    }),
    z.strictObject({
      kind: z.literal('programming'),
      id: anchor,
      title: text,
      paragraphs,
      /**
       * The programming modes' names and steps, in a dialog, only where a source gives them (none
       * does today: the specs give Grimlock's number of modes, not what they are).
       */
      modes: z
        .strictObject({
          button: text,
          dialogTitle: text,
          cards: z
            .array(z.strictObject({ title: text, desc: text, label: text, orderList: z.array(text).min(1) }))
            .min(1),
        })
        .optional(),
    }),
    z.strictObject({
      kind: z.literal('cards'),
      id: anchor,
      title: text,
      items: z.array(z.strictObject({ title: text, description: text, tips: text.optional() })).min(1),
    }),
    z.strictObject({ kind: z.literal('notify'), id: anchor, title: text, describe: text }),
  ] as const;

  const section = z.discriminatedUnion('kind', sections);
  return {
    section,
    copy: z.strictObject({
      head: pageHead,
      name: text,
      menu: z.array(z.strictObject({ label: text, target: anchor })).min(2),
      sections: z.array(section).min(3),
    }),
  };
}

/** A product page's copy in one language (content/products/<slug>/<language>.json), as written. */
export const { section: productSection, copy: productCopySchema } = copySchemas(photoName);

/**
 * The copy as Astro loads it (src/content.config.ts): each photo through Astro's image(), as the
 * file `photos/<name>` beside the copy file. A page gets the photo's ImageMetadata; the
 * collections' loader fails a photo that is not there before image() runs, naming the file and
 * the field (src/data/data-file-loader.ts).
 */
export const productCopyCollectionSchema = ({ image }: SchemaContext) =>
  copySchemas(photoName.pipe(z.preprocess((name) => `photos/${String(name)}`, image()))).copy;

/** What a product page shares across languages: content/products/<slug>/product.json. */
export const productFactsSchema = z.strictObject({
  /** The regions whose store shows the page (each with the copy in its language). */
  regions: z
    .array(
      z.enum(REGION_CODES, {
        error: message({
          en: `must be a region code: ${REGION_CODES.join(', ')}`,
          de: `muss ein Regionscode sein: ${REGION_CODES.join(', ')}`,
          fr: `doit être un code de région : ${REGION_CODES.join(', ')}`,
          ja: `地域コードを入力してください: ${REGION_CODES.join(', ')}`,
          ko: `지역 코드여야 합니다: ${REGION_CODES.join(', ')}`,
          zh: `必须是地区代码：${REGION_CODES.join(', ')}`,
        }),
      }),
      {
        error: (issue) =>
          issue.input === undefined
            ? message({
                en: 'is missing: name the regions whose store shows this page, e.g. ["us"]',
                de: 'fehlt: Nennen Sie die Regionen, deren Shop diese Seite zeigt, z. B. ["us"]',
                fr: 'manque : indiquez les régions dont la boutique affiche cette page, p. ex. ["us"]',
                ja: 'がありません。このページを表示するストアの地域を指定してください（例: ["us"]）',
                ko: '이(가) 없습니다. 이 페이지를 보여 줄 스토어의 지역을 지정하세요(예: ["us"])',
                zh: '缺失：请填写显示此页面的商店所在地区，例如 ["us"]',
              })
            : undefined,
      },
    )
    .min(1, 'must name at least one region, e.g. ["us"]'),
  catalogueKeys: z.array(catalogueKey).min(1),
  /** One of the project's drawings; a page without one shows photos in every image slot. */
  illustration: z.enum(ILLUSTRATION_KEYS).optional(),
  requiredAnchors: z.array(anchor).min(1),
  launchTime: instant.optional(),
  preOrder: z
    .strictObject({ start: instant, end: instant, earlyBirdUntil: instant.optional(), regularFrom: instant.optional() })
    .optional(),
  videos: z
    .record(
      z.string(),
      z.strictObject({
        // A file of the project (src/assets/videos/<name>, bundled only where a page uses it)
        // or an address on the brand's video host.
        src: z.string().regex(
          /^(https:\/\/\S+|\/videos\/[a-z0-9-]+\.(webm|mp4))$/,
          message({
            en: 'must be /videos/<name>.webm|.mp4 or an https:// address',
            de: 'muss /videos/<name>.webm|.mp4 oder eine https://-Adresse sein',
            fr: 'doit être /videos/<nom>.webm|.mp4 ou une adresse https://',
            ja: '/videos/<名前>.webm|.mp4 か https:// アドレスを入力してください',
            ko: '/videos/<이름>.webm|.mp4 또는 https:// 주소여야 합니다',
            zh: '必须是 /videos/<名称>.webm|.mp4 或 https:// 地址',
          }),
        ),
        type: z.enum(['video/webm', 'video/mp4']),
      }),
    )
    .optional(),
  regionalPrices: z.record(z.string(), z.record(z.string(), z.number().positive())).optional(),
  /**
   * The annual percentage rate of the monthly price by region, only where the spec gives one
   * (content spec point 9 names "0% APR" for Grimlock in the US alone): without it the monthly
   * line names no rate.
   */
  monthlyApr: z.record(z.string(), z.number().min(0).max(100)).optional(),
});

/** The product facts' fields in the editor's languages (field-texts.ts). */
export const productFactsTexts = {
  regions: {
    en: ['Regions', 'The regions whose store shows the page; each needs the copy in its language.'],
    de: ['Regionen', 'Die Regionen, deren Shop die Seite zeigt; jede braucht den Text in ihrer Sprache.'],
    fr: ['Régions', 'Les régions dont la boutique affiche la page ; chacune a besoin du texte dans sa langue.'],
    ja: ['地域', 'このページを表示するストアの地域です。各地域の言語の原稿が必要です。'],
    ko: ['지역', '이 페이지를 보여 주는 스토어의 지역입니다. 지역마다 해당 언어의 원고가 필요합니다.'],
    zh: ['地区', '显示此页面的商店所在地区；每个地区都需要其语言的文案。'],
  },
  catalogueKeys: {
    en: ['Catalogue products', 'The catalogue entries the page sells, the main one first.'],
    de: ['Katalogprodukte', 'Die Katalogeinträge, die die Seite verkauft, der wichtigste zuerst.'],
    fr: ['Produits du catalogue', 'Les entrées du catalogue vendues par la page, la principale en premier.'],
    ja: ['カタログの商品', 'このページで販売するカタログ項目です。メインの商品を最初にします。'],
    ko: ['카탈로그 제품', '이 페이지에서 판매하는 카탈로그 항목입니다. 주 제품을 맨 앞에 둡니다.'],
    zh: ['目录商品', '本页面销售的目录条目，主商品放在第一位。'],
  },
  illustration: {
    en: ['Drawing', 'Which of the project’s product drawings the page shows.'],
    de: ['Zeichnung', 'Welche Produktzeichnung des Projekts die Seite zeigt.'],
    fr: ['Dessin', 'Le dessin de produit du projet affiché par la page.'],
    ja: ['イラスト', 'ページに表示する製品イラストです。'],
    ko: ['일러스트', '페이지에 표시할 제품 일러스트입니다.'],
    zh: ['插图', '页面显示的产品插图。'],
  },
  requiredAnchors: {
    en: ['Required anchors', 'The section anchors the page must have in every language.'],
    de: ['Pflichtanker', 'Die Abschnittsanker, die die Seite in jeder Sprache haben muss.'],
    fr: ['Ancres obligatoires', 'Les ancres de section que la page doit avoir dans chaque langue.'],
    ja: ['必須アンカー', 'すべての言語のページに必要なセクションのアンカーです。'],
    ko: ['필수 앵커', '모든 언어의 페이지에 있어야 하는 섹션 앵커입니다.'],
    zh: ['必需锚点', '页面在每种语言中都必须具备的章节锚点。'],
  },
  launchTime: {
    en: ['Launch time', 'The product is pre-launch until this instant and launched from it.'],
    de: ['Marktstart', 'Bis zu diesem Zeitpunkt ist das Produkt vor dem Marktstart, ab dann erhältlich.'],
    fr: ['Lancement', 'Le produit est en prélancement jusqu’à cet instant, puis lancé.'],
    ja: ['発売日時', 'この日時までは発売前、この日時から発売となります。'],
    ko: ['출시 시각', '이 시각 전까지는 출시 전이며, 이 시각부터 출시됩니다.'],
    zh: ['上市时间', '此时间之前为预热期，从此时间起正式上市。'],
  },
  preOrder: {
    en: ['Pre-order window', 'When pre-orders run, with the early-bird deadline and the start of the regular price.'],
    de: ['Vorbestellzeitraum', 'Wann Vorbestellungen laufen, mit Frühbucher-Frist und Beginn des regulären Preises.'],
    fr: [
      'Période de précommande',
      'Les dates de précommande, avec la fin de l’offre early bird et le début du prix normal.',
    ],
    ja: ['予約期間', '予約受付の期間です。早期購入特典の締め切りと通常価格の開始日時も指定します。'],
    ko: ['사전 예약 기간', '사전 예약을 받는 기간입니다. 얼리버드 마감과 정상가 시작 시각도 지정합니다.'],
    zh: ['预订期', '接受预订的时间段，含早鸟截止时间和恢复原价的时间。'],
  },
  start: {
    en: ['Start', 'The first instant of pre-orders.'],
    de: ['Beginn', 'Der erste Zeitpunkt der Vorbestellungen.'],
    fr: ['Début', 'Le premier instant des précommandes.'],
    ja: ['開始', '予約受付の開始日時です。'],
    ko: ['시작', '사전 예약이 시작되는 시각입니다.'],
    zh: ['开始', '预订开始的时间。'],
  },
  end: {
    en: ['End', 'The last instant of pre-orders.'],
    de: ['Ende', 'Der letzte Zeitpunkt der Vorbestellungen.'],
    fr: ['Fin', 'Le dernier instant des précommandes.'],
    ja: ['終了', '予約受付の終了日時です。'],
    ko: ['종료', '사전 예약이 끝나는 시각입니다.'],
    zh: ['结束', '预订结束的时间。'],
  },
  earlyBirdUntil: {
    en: ['Early bird until', 'The early-bird price applies until this instant.'],
    de: ['Frühbucher bis', 'Bis zu diesem Zeitpunkt gilt der Frühbucherpreis.'],
    fr: ['Early bird jusqu’au', 'Le prix early bird s’applique jusqu’à cet instant.'],
    ja: ['早期購入価格の期限', 'この日時まで早期購入価格が適用されます。'],
    ko: ['얼리버드 마감', '이 시각까지 얼리버드 가격이 적용됩니다.'],
    zh: ['早鸟价截止', '早鸟价在此时间之前有效。'],
  },
  regularFrom: {
    en: ['Regular price from', 'The regular price applies from this instant.'],
    de: ['Regulärer Preis ab', 'Ab diesem Zeitpunkt gilt der reguläre Preis.'],
    fr: ['Prix normal à partir du', 'Le prix normal s’applique à partir de cet instant.'],
    ja: ['通常価格の開始', 'この日時から通常価格になります。'],
    ko: ['정상가 시작', '이 시각부터 정상가가 적용됩니다.'],
    zh: ['恢复原价时间', '从此时间起按原价销售。'],
  },
  videos: {
    en: ['Videos', 'The page’s videos, each under a name the video sections use.'],
    de: ['Videos', 'Die Videos der Seite, jeweils unter einem Namen, den die Videoabschnitte verwenden.'],
    fr: ['Vidéos', 'Les vidéos de la page, chacune sous un nom utilisé par les sections vidéo.'],
    ja: ['動画', 'ページの動画です。動画セクションで使う名前を付けて登録します。'],
    ko: ['동영상', '페이지의 동영상입니다. 동영상 섹션에서 쓰는 이름을 붙여 등록합니다.'],
    zh: ['视频', '页面的视频，每个都以视频区块引用的名称登记。'],
  },
  'videos.key': {
    en: ['Video name', 'The name a video section uses for this video.'],
    de: ['Videoname', 'Der Name, unter dem ein Videoabschnitt dieses Video verwendet.'],
    fr: ['Nom de la vidéo', 'Le nom sous lequel une section vidéo utilise cette vidéo.'],
    ja: ['動画の名前', '動画セクションでこの動画を指定するときの名前です。'],
    ko: ['동영상 이름', '동영상 섹션에서 이 동영상을 가리킬 때 쓰는 이름입니다.'],
    zh: ['视频名称', '视频区块引用此视频时使用的名称。'],
  },
  src: {
    en: ['Source', 'A file of the project (/videos/<name>.webm or .mp4) or an address on the brand’s video host.'],
    de: [
      'Quelle',
      'Eine Datei des Projekts (/videos/<name>.webm oder .mp4) oder eine Adresse beim Videohoster der Marke.',
    ],
    fr: [
      'Source',
      'Un fichier du projet (/videos/<nom>.webm ou .mp4) ou une adresse sur l’hébergeur vidéo de la marque.',
    ],
    ja: [
      'ソース',
      'プロジェクト内のファイル（/videos/<名前>.webm または .mp4）か、ブランドの動画ホストのアドレスです。',
    ],
    ko: ['소스', '프로젝트의 파일(/videos/<이름>.webm 또는 .mp4)이나 브랜드 동영상 호스트의 주소입니다.'],
    zh: ['来源', '项目中的文件（/videos/<名称>.webm 或 .mp4）或品牌视频托管平台上的地址。'],
  },
  type: {
    en: ['Format', 'The video file’s format.'],
    de: ['Format', 'Das Format der Videodatei.'],
    fr: ['Format', 'Le format du fichier vidéo.'],
    ja: ['形式', '動画ファイルの形式です。'],
    ko: ['형식', '동영상 파일의 형식입니다.'],
    zh: ['格式', '视频文件的格式。'],
  },
  regionalPrices: {
    en: ['Regional prices', 'Extra price facts by region (early-bird, monthly…), in the region’s currency.'],
    de: [
      'Regionale Preise',
      'Zusätzliche Preisangaben je Region (Frühbucher, monatlich …), in der Währung der Region.',
    ],
    fr: ['Prix régionaux', 'Des prix supplémentaires par région (early bird, mensuel…), dans la devise de la région.'],
    ja: ['地域別の価格', '地域ごとの追加の価格情報（早期購入、月額など）です。地域の通貨で入力します。'],
    ko: ['지역별 가격', '지역별 추가 가격 정보(얼리버드, 월 할부 등)입니다. 지역 통화로 입력합니다.'],
    zh: ['地区价格', '各地区的附加价格信息（早鸟价、月付等），以该地区货币计。'],
  },
  'regionalPrices.key': {
    en: ['Region', 'The region’s code, e.g. "us".'],
    de: ['Region', 'Der Code der Region, z. B. „de“.'],
    fr: ['Région', 'Le code de la région, p. ex. « fr ».'],
    ja: ['地域', '地域のコードです（例: 「jp」）。'],
    ko: ['지역', '지역 코드입니다(예: "kr").'],
    zh: ['地区', '地区代码，例如“cn”。'],
  },
  'regionalPrices.value': {
    en: ['Prices', 'The region’s prices, each under its name ("monthly", "earlyBird").'],
    de: ['Preise', 'Die Preise der Region, jeweils unter ihrem Namen („monthly“, „earlyBird“).'],
    fr: ['Prix', 'Les prix de la région, chacun sous son nom (« monthly », « earlyBird »).'],
    ja: ['価格', '地域の価格です。それぞれ名前（「monthly」「earlyBird」）を付けて入力します。'],
    ko: ['가격', '지역의 가격입니다. 각각 이름("monthly", "earlyBird")을 붙여 입력합니다.'],
    zh: ['价格', '该地区的各项价格，每项注明名称（如“monthly”“earlyBird”）。'],
  },
  monthlyApr: {
    en: ['Monthly APR', 'The annual percentage rate of the monthly price by region, only where the spec gives one.'],
    de: [
      'Effektiver Jahreszins',
      'Der effektive Jahreszins der Monatsrate je Region, nur wenn die Vorgaben ihn nennen.',
    ],
    fr: [
      'TAEG mensuel',
      'Le taux annuel effectif global du paiement mensuel par région, seulement si le cahier des charges le donne.',
    ],
    ja: ['月払いの実質年率', '地域ごとの月払い価格の実質年率です。仕様に記載がある場合のみ入力します。'],
    ko: ['월 할부 연이율', '지역별 월 할부 가격의 연이율입니다. 사양에 있을 때만 입력합니다.'],
    zh: ['月付年利率', '各地区月付价格的年化利率，仅在规格中给出时填写。'],
  },
  'monthlyApr.key': {
    en: ['Region', 'The region’s code, e.g. "us".'],
    de: ['Region', 'Der Code der Region, z. B. „de“.'],
    fr: ['Région', 'Le code de la région, p. ex. « fr ».'],
    ja: ['地域', '地域のコードです（例: 「jp」）。'],
    ko: ['지역', '지역 코드입니다(예: "kr").'],
    zh: ['地区', '地区代码，例如“cn”。'],
  },
  'monthlyApr.value': {
    en: ['APR (%)', 'The rate in percent, from 0 to 100.'],
    de: ['Jahreszins (%)', 'Der Zinssatz in Prozent, von 0 bis 100.'],
    fr: ['TAEG (%)', 'Le taux en pourcentage, de 0 à 100.'],
    ja: ['実質年率（%）', '利率をパーセントで入力します（0〜100）。'],
    ko: ['연이율(%)', '이율을 퍼센트로 입력합니다(0~100).'],
    zh: ['年利率（%）', '以百分比填写的利率，范围 0 到 100。'],
  },
} satisfies FieldTexts;

/** The product copy's fields in the editor's languages (field-texts.ts). */
export const productCopyTexts = {
  name: {
    en: ['Product name', 'The product’s name in this language.'],
    de: ['Produktname', 'Der Name des Produkts in dieser Sprache.'],
    fr: ['Nom du produit', 'Le nom du produit dans cette langue.'],
    ja: ['製品名', 'この言語での製品名です。'],
    ko: ['제품명', '이 언어로 된 제품 이름입니다.'],
    zh: ['产品名称', '该语言的产品名称。'],
  },
  menu: {
    en: ['In-page menu', 'The page’s menu: each entry’s label and the section it jumps to.'],
    de: ['Seitenmenü', 'Das Menü der Seite: die Bezeichnung jedes Eintrags und der Abschnitt, zu dem er springt.'],
    fr: ['Menu de la page', 'Le menu de la page : le libellé de chaque entrée et la section vers laquelle elle mène.'],
    ja: ['ページ内メニュー', 'ページ内のメニューです。各項目の名前と、移動先のセクションを指定します。'],
    ko: ['페이지 메뉴', '페이지 안 메뉴입니다. 항목마다 이름과 이동할 섹션을 지정합니다.'],
    zh: ['页内菜单', '页面菜单：每项的名称及其跳转到的章节。'],
  },
  'menu.label': {
    en: ['Menu text', 'The words of the menu entry.'],
    de: ['Menütext', 'Der Text des Menüeintrags.'],
    fr: ['Texte du menu', 'Le texte de l’entrée de menu.'],
    ja: ['メニューの文言', 'メニュー項目の文字です。'],
    ko: ['메뉴 문구', '메뉴 항목의 문구입니다.'],
    zh: ['菜单文字', '菜单项的文字。'],
  },
  target: {
    en: ['Target section', 'The anchor of the section the entry jumps to ("specs").'],
    de: ['Zielabschnitt', 'Der Anker des Abschnitts, zu dem der Eintrag springt („specs“).'],
    fr: ['Section cible', 'L’ancre de la section vers laquelle l’entrée mène (« specs »).'],
    ja: ['移動先セクション', '項目の移動先となるセクションのアンカーです（「specs」）。'],
    ko: ['이동할 섹션', '항목이 이동하는 섹션의 앵커입니다("specs").'],
    zh: ['目标章节', '菜单项跳转到的章节锚点（如“specs”）。'],
  },
  sections: {
    en: ['Sections', 'The page’s sections, in order; each kind has its own fields.'],
    de: ['Abschnitte', 'Die Abschnitte der Seite der Reihe nach; jede Art hat eigene Felder.'],
    fr: ['Sections', 'Les sections de la page, dans l’ordre ; chaque type a ses propres champs.'],
    ja: ['セクション', 'ページのセクションです。表示順に並べます。種類ごとに入力欄が異なります。'],
    ko: ['섹션', '페이지의 섹션입니다. 순서대로 놓으며, 종류마다 입력란이 다릅니다.'],
    zh: ['章节', '页面的各章节，按顺序排列；每种类型有各自的字段。'],
  },
  kind: {
    en: ['Section kind', 'What kind of section this is.'],
    de: ['Abschnittsart', 'Welche Art von Abschnitt dies ist.'],
    fr: ['Type de section', 'Le type de cette section.'],
    ja: ['セクションの種類', 'このセクションの種類です。'],
    ko: ['섹션 종류', '이 섹션의 종류입니다.'],
    zh: ['章节类型', '此章节的类型。'],
  },
  id: {
    en: ['Anchor', 'The section’s name in the page’s address (#specs) and the menu’s target.'],
    de: ['Anker', 'Der Name des Abschnitts in der Seitenadresse (#specs) und Ziel des Menüs.'],
    fr: ['Ancre', 'Le nom de la section dans l’adresse de la page (#specs), cible du menu.'],
    ja: ['アンカー', 'ページのアドレスでのセクション名（#specs）で、メニューの移動先になります。'],
    ko: ['앵커', '페이지 주소에 쓰이는 섹션 이름(#specs)이며 메뉴의 이동 대상입니다.'],
    zh: ['锚点', '章节在页面地址中的名称（#specs），也是菜单的跳转目标。'],
  },
  eyebrow: {
    en: ['Eyebrow', 'The short line above the title, e.g. "TRANSFORMERS × Robosen".'],
    de: ['Dachzeile', 'Die kurze Zeile über dem Titel, z. B. „TRANSFORMERS × Robosen“.'],
    fr: ['Surtitre', 'La courte ligne au-dessus du titre, p. ex. « TRANSFORMERS × Robosen ».'],
    ja: ['アイブロウ', 'タイトルの上に表示する短い一文です（例: 「TRANSFORMERS × Robosen」）。'],
    ko: ['머리글', '제목 위에 표시되는 짧은 한 줄입니다(예: "TRANSFORMERS × Robosen").'],
    zh: ['眉题', '标题上方的简短文字，例如“TRANSFORMERS × Robosen”。'],
  },
  photo: {
    en: [
      'Photo',
      'A photo of the product’s photos/ folder ("hero.jpg") in place of the drawing; the image description then describes it.',
    ],
    de: [
      'Foto',
      'Ein Foto aus dem Ordner photos/ des Produkts („hero.jpg“) statt der Zeichnung; die Bildbeschreibung beschreibt dann das Foto.',
    ],
    fr: [
      'Photo',
      'Une photo du dossier photos/ du produit (« hero.jpg ») à la place du dessin ; la description de l’image décrit alors la photo.',
    ],
    ja: [
      '写真',
      'イラストの代わりに使う、製品の photos/ フォルダーの写真（「hero.jpg」）です。画像の説明はその写真について書きます。',
    ],
    ko: ['사진', '일러스트 대신 쓰는 제품 photos/ 폴더의 사진("hero.jpg")입니다. 이미지 설명은 그 사진을 설명합니다.'],
    zh: ['照片', '用来代替插图的产品 photos/ 文件夹中的照片（如“hero.jpg”）；图片说明随之描述该照片。'],
  },
  view: {
    en: ['Drawing', 'Which drawing of the product to show: the robot, its other form, or a detail.'],
    de: ['Zeichnung', 'Welche Zeichnung des Produkts erscheint: der Roboter, seine andere Form oder ein Detail.'],
    fr: ['Dessin', 'Le dessin du produit à afficher : le robot, son autre forme ou un détail.'],
    ja: ['イラスト', '表示する製品のイラストです。ロボット、変形後の姿、ディテールから選びます。'],
    ko: ['일러스트', '표시할 제품 일러스트입니다. 로봇, 변신한 모습, 디테일 중에서 고릅니다.'],
    zh: ['插图', '显示哪幅产品插图：机器人形态、变形后形态或细节图。'],
  },
  manualLink: {
    en: [
      'Manual link phrase',
      'A phrase of the paragraphs that links to the product’s guide on the manuals page, written exactly as there.',
    ],
    de: [
      'Anleitungs-Link',
      'Eine Wortfolge aus den Absätzen, die zur Anleitung des Produkts auf der Anleitungsseite verlinkt, genau wie dort geschrieben.',
    ],
    fr: [
      'Expression liée au manuel',
      'Une expression des paragraphes qui mène au guide du produit sur la page des manuels, écrite exactement comme dans le texte.',
    ],
    ja: [
      'マニュアルへのリンク語句',
      '段落中で、マニュアルページの製品ガイドにリンクする語句です。本文と同じ表記で入力します。',
    ],
    ko: ['설명서 링크 문구', '단락 중 설명서 페이지의 제품 가이드로 연결되는 문구입니다. 본문과 똑같이 적습니다.'],
    zh: ['说明书链接文字', '段落中链接到说明书页面产品指南的文字，须与正文写法完全一致。'],
  },
  rows: {
    en: ['Rows', 'The table’s rows, in order.'],
    de: ['Zeilen', 'Die Zeilen der Tabelle, der Reihe nach.'],
    fr: ['Lignes', 'Les lignes du tableau, dans l’ordre.'],
    ja: ['行', '表の行です。表示順に並べます。'],
    ko: ['행', '표의 행입니다. 표시 순서대로 놓습니다.'],
    zh: ['行', '表格的各行，按顺序排列。'],
  },
  'rows.label': {
    en: ['Specification', 'What the row gives, e.g. "Servo motors".'],
    de: ['Merkmal', 'Was die Zeile angibt, z. B. „Servomotoren“.'],
    fr: ['Caractéristique', 'Ce que la ligne indique, p. ex. « Servomoteurs ».'],
    ja: ['項目', '行が示す項目です（例: 「サーボモーター」）。'],
    ko: ['항목', '행이 나타내는 항목입니다(예: "서보 모터").'],
    zh: ['参数项', '该行的参数名称，例如“舵机”。'],
  },
  value: {
    en: ['Value', 'The row’s value, e.g. "34".'],
    de: ['Wert', 'Der Wert der Zeile, z. B. „34“.'],
    fr: ['Valeur', 'La valeur de la ligne, p. ex. « 34 ».'],
    ja: ['値', '行の値です（例: 「34」）。'],
    ko: ['값', '행의 값입니다(예: "34").'],
    zh: ['数值', '该行的数值，例如“34”。'],
  },
  caption: {
    en: ['Caption', 'The line under the image.'],
    de: ['Bildunterschrift', 'Die Zeile unter dem Bild.'],
    fr: ['Légende', 'La ligne sous l’image.'],
    ja: ['キャプション', '画像の下に表示する一文です。'],
    ko: ['캡션', '이미지 아래에 표시되는 한 줄입니다.'],
    zh: ['图片说明文字', '图片下方的一行文字。'],
  },
  list: {
    en: ['Command list', 'The voice commands themselves, only where a source gives them.'],
    de: ['Befehlsliste', 'Die Sprachbefehle selbst, nur wenn eine Quelle sie nennt.'],
    fr: ['Liste des commandes', 'Les commandes vocales elles-mêmes, seulement si une source les donne.'],
    ja: ['コマンド一覧', '音声コマンドそのものです。出典がある場合のみ入力します。'],
    ko: ['명령어 목록', '음성 명령어 자체입니다. 출처가 있을 때만 입력합니다.'],
    zh: ['指令列表', '具体的语音指令，仅在有来源时填写。'],
  },
  preview: {
    en: ['Preview count', 'How many commands the section lists before "see the full list".'],
    de: ['Anzahl in der Vorschau', 'Wie viele Befehle der Abschnitt vor „vollständige Liste ansehen“ zeigt.'],
    fr: ['Nombre en aperçu', 'Le nombre de commandes listées avant « voir la liste complète ».'],
    ja: ['プレビュー件数', '「すべて見る」の前にセクションで表示するコマンドの数です。'],
    ko: ['미리 보기 개수', '"전체 목록 보기" 전에 섹션에 보여 줄 명령어 수입니다.'],
    zh: ['预览数量', '在“查看完整列表”之前显示的指令数量。'],
  },
  commands: {
    en: ['Commands', 'The phrases the robot understands, one per entry.'],
    de: ['Befehle', 'Die Sätze, die der Roboter versteht, einer pro Eintrag.'],
    fr: ['Commandes', 'Les phrases que le robot comprend, une par entrée.'],
    ja: ['コマンド', 'ロボットが理解するフレーズです。1 項目に 1 つずつ入力します。'],
    ko: ['명령어', '로봇이 알아듣는 문구입니다. 항목마다 하나씩 입력합니다.'],
    zh: ['指令', '机器人能听懂的语句，每项一条。'],
  },
  'list.columns': {
    en: ['Columns', 'In how many columns the dialog lists the commands: 4 or 8.'],
    de: ['Spalten', 'In wie vielen Spalten der Dialog die Befehle auflistet: 4 oder 8.'],
    fr: ['Colonnes', 'Le nombre de colonnes de la liste des commandes : 4 ou 8.'],
    ja: ['列数', 'ダイアログでコマンドを並べる列の数です（4 または 8）。'],
    ko: ['열 수', '대화 상자에서 명령어를 나열할 열의 수입니다(4 또는 8).'],
    zh: ['列数', '对话框中列出指令的列数：4 或 8。'],
  },
  columns: {
    en: ['Column titles', 'The titles of the two columns compared.'],
    de: ['Spaltentitel', 'Die Titel der beiden verglichenen Spalten.'],
    fr: ['Titres des colonnes', 'Les titres des deux colonnes comparées.'],
    ja: ['列の見出し', '比較する 2 つの列の見出しです。'],
    ko: ['열 제목', '비교하는 두 열의 제목입니다.'],
    zh: ['列标题', '进行对比的两列的标题。'],
  },
  dialogTitle: {
    en: ['Dialog title', 'The title of the dialog that opens.'],
    de: ['Dialogtitel', 'Der Titel des Dialogs, der sich öffnet.'],
    fr: ['Titre de la fenêtre', 'Le titre de la fenêtre qui s’ouvre.'],
    ja: ['ダイアログのタイトル', '開くダイアログのタイトルです。'],
    ko: ['대화 상자 제목', '열리는 대화 상자의 제목입니다.'],
    zh: ['对话框标题', '打开的对话框的标题。'],
  },
  item: {
    en: ['Compared item', 'What the row compares.'],
    de: ['Vergleichspunkt', 'Was die Zeile vergleicht.'],
    fr: ['Élément comparé', 'Ce que la ligne compare.'],
    ja: ['比較項目', '行で比較する項目です。'],
    ko: ['비교 항목', '행에서 비교하는 항목입니다.'],
    zh: ['对比项', '该行对比的内容。'],
  },
  a: {
    en: ['First column', 'The first column’s value: a text, or true/false for a tick or a cross.'],
    de: ['Erste Spalte', 'Der Wert der ersten Spalte: ein Text oder true/false für Haken oder Kreuz.'],
    fr: ['Première colonne', 'La valeur de la première colonne : un texte, ou true/false pour une coche ou une croix.'],
    ja: ['1 列目', '1 列目の値です。文字か、チェック／バツを表す true／false を入力します。'],
    ko: ['첫째 열', '첫째 열의 값입니다. 문구나, 체크/엑스 표시를 뜻하는 true/false를 넣습니다.'],
    zh: ['第一列', '第一列的值：文字，或表示勾/叉的 true/false。'],
  },
  b: {
    en: ['Second column', 'The second column’s value: a text, or true/false for a tick or a cross.'],
    de: ['Zweite Spalte', 'Der Wert der zweiten Spalte: ein Text oder true/false für Haken oder Kreuz.'],
    fr: ['Deuxième colonne', 'La valeur de la deuxième colonne : un texte, ou true/false pour une coche ou une croix.'],
    ja: ['2 列目', '2 列目の値です。文字か、チェック／バツを表す true／false を入力します。'],
    ko: ['둘째 열', '둘째 열의 값입니다. 문구나, 체크/엑스 표시를 뜻하는 true/false를 넣습니다.'],
    zh: ['第二列', '第二列的值：文字，或表示勾/叉的 true/false。'],
  },
  date: {
    en: ['Date', 'The date as the timeline writes it.'],
    de: ['Datum', 'Das Datum, wie die Zeitleiste es schreibt.'],
    fr: ['Date', 'La date telle que la chronologie l’écrit.'],
    ja: ['日付', 'タイムラインに表示する日付です。'],
    ko: ['날짜', '타임라인에 표시되는 날짜입니다.'],
    zh: ['日期', '时间线上显示的日期。'],
  },
  whilePreSale: {
    en: ['Only during pre-sale', 'Show this section only where the catalogue entry is a pre-sale in stock.'],
    de: ['Nur im Vorverkauf', 'Diesen Abschnitt nur zeigen, wo der Katalogeintrag ein Vorverkauf mit Bestand ist.'],
    fr: [
      'Seulement en précommande',
      'N’afficher cette section que là où l’entrée du catalogue est une précommande en stock.',
    ],
    ja: ['予約販売中のみ', 'カタログ項目が在庫のある予約販売の地域でだけ、このセクションを表示します。'],
    ko: ['사전 판매 중에만', '카탈로그 항목이 재고 있는 사전 판매인 지역에서만 이 섹션을 표시합니다.'],
    zh: ['仅预售期间', '仅在目录条目为有库存的预售时显示此章节。'],
  },
  buttons: {
    en: ['Chest buttons', 'The three chest buttons, each with its colour, name and what it does.'],
    de: ['Brusttasten', 'Die drei Brusttasten, jeweils mit Farbe, Name und Funktion.'],
    fr: ['Boutons du torse', 'Les trois boutons du torse, chacun avec sa couleur, son nom et sa fonction.'],
    ja: ['胸のボタン', '胸にある 3 つのボタンです。それぞれ色、名前、機能を入力します。'],
    ko: ['가슴 버튼', '가슴의 버튼 세 개입니다. 각각 색상, 이름, 기능을 입력합니다.'],
    zh: ['胸部按钮', '胸前的三个按钮，每个注明颜色、名称和功能。'],
  },
  color: {
    en: ['Colour', 'The button’s colour.'],
    de: ['Farbe', 'Die Farbe der Taste.'],
    fr: ['Couleur', 'La couleur du bouton.'],
    ja: ['色', 'ボタンの色です。'],
    ko: ['색상', '버튼의 색상입니다.'],
    zh: ['颜色', '按钮的颜色。'],
  },
  'buttons.name': {
    en: ['Button name', 'What the button is called.'],
    de: ['Name der Taste', 'Wie die Taste heißt.'],
    fr: ['Nom du bouton', 'Le nom du bouton.'],
    ja: ['ボタン名', 'ボタンの名前です。'],
    ko: ['버튼 이름', '버튼의 이름입니다.'],
    zh: ['按钮名称', '按钮的名称。'],
  },
  video: {
    en: ['Video', 'The name of one of the product’s videos (product facts).'],
    de: ['Video', 'Der Name eines der Videos des Produkts (Produktdaten).'],
    fr: ['Vidéo', 'Le nom de l’une des vidéos du produit (données produit).'],
    ja: ['動画', '製品データに登録した動画の名前です。'],
    ko: ['동영상', '제품 정보에 등록한 동영상의 이름입니다.'],
    zh: ['视频', '产品数据中某个视频的名称。'],
  },
  modes: {
    en: ['Programming modes', 'The modes’ names and steps, in a dialog, only where a source gives them.'],
    de: ['Programmiermodi', 'Namen und Schritte der Modi, in einem Dialog, nur wenn eine Quelle sie nennt.'],
    fr: [
      'Modes de programmation',
      'Les noms et étapes des modes, dans une fenêtre, seulement si une source les donne.',
    ],
    ja: ['プログラミングモード', '各モードの名前と手順をダイアログで示します。出典がある場合のみ入力します。'],
    ko: ['프로그래밍 모드', '모드의 이름과 단계를 대화 상자에 보여 줍니다. 출처가 있을 때만 입력합니다.'],
    zh: ['编程模式', '在对话框中列出各模式的名称和步骤，仅在有来源时填写。'],
  },
  cards: {
    en: ['Cards', 'One card per mode.'],
    de: ['Karten', 'Eine Karte pro Modus.'],
    fr: ['Cartes', 'Une carte par mode.'],
    ja: ['カード', 'モードごとに 1 枚のカードです。'],
    ko: ['카드', '모드마다 카드 한 장입니다.'],
    zh: ['卡片', '每个模式一张卡片。'],
  },
  'cards.label': {
    en: ['Card label', 'The short label on the card.'],
    de: ['Kartenlabel', 'Die kurze Beschriftung auf der Karte.'],
    fr: ['Étiquette de la carte', 'Le court libellé affiché sur la carte.'],
    ja: ['カードのラベル', 'カードに表示する短いラベルです。'],
    ko: ['카드 라벨', '카드에 표시되는 짧은 라벨입니다.'],
    zh: ['卡片标签', '卡片上的简短标签。'],
  },
  desc: {
    en: ['Description', 'What the mode does.'],
    de: ['Beschreibung', 'Was der Modus tut.'],
    fr: ['Description', 'Ce que fait le mode.'],
    ja: ['説明', 'モードの内容です。'],
    ko: ['설명', '모드가 하는 일입니다.'],
    zh: ['说明', '该模式的作用。'],
  },
  orderList: {
    en: ['Steps', 'The steps, in order, one per entry.'],
    de: ['Schritte', 'Die Schritte der Reihe nach, einer pro Eintrag.'],
    fr: ['Étapes', 'Les étapes, dans l’ordre, une par entrée.'],
    ja: ['手順', '手順を順番に、1 項目に 1 つずつ入力します。'],
    ko: ['단계', '단계를 순서대로, 항목마다 하나씩 입력합니다.'],
    zh: ['步骤', '按顺序填写的步骤，每项一步。'],
  },
  tips: {
    en: ['Tip', 'An optional tip under the card’s text.'],
    de: ['Tipp', 'Ein optionaler Tipp unter dem Text der Karte.'],
    fr: ['Astuce', 'Une astuce facultative sous le texte de la carte.'],
    ja: ['ヒント', 'カードの本文の下に表示する任意のヒントです。'],
    ko: ['팁', '카드 본문 아래에 넣는 선택 사항인 팁입니다.'],
    zh: ['提示', '卡片正文下方的可选提示。'],
  },
} satisfies FieldTexts;

/** The kinds of product section, as the editor's list offers them (DataFileKind `typeTexts`). */
export const productSectionTexts = {
  hero: {
    en: ['Hero', 'The opening block: title, subtitle and the product’s image.'],
    de: ['Hero', 'Der Einstiegsbereich: Titel, Untertitel und Produktbild.'],
    fr: ['Hero', 'Le bloc d’ouverture : titre, sous-titre et image du produit.'],
    ja: ['ヒーロー', '冒頭のブロックです。タイトル、サブタイトル、製品画像を表示します。'],
    ko: ['히어로', '첫 블록입니다. 제목, 부제목, 제품 이미지를 보여 줍니다.'],
    zh: ['首屏', '开场区块：标题、副标题和产品图片。'],
  },
  text: {
    en: ['Text', 'Paragraphs with an optional image beside them.'],
    de: ['Text', 'Absätze, wahlweise mit einem Bild daneben.'],
    fr: ['Texte', 'Des paragraphes, avec une image à côté si souhaité.'],
    ja: ['テキスト', '段落と、必要に応じて横に並べる画像です。'],
    ko: ['텍스트', '단락과, 필요하면 옆에 놓는 이미지입니다.'],
    zh: ['文本', '若干段落，可在旁边配一张图片。'],
  },
  features: {
    en: ['Features', 'A list of features, each a title and a description.'],
    de: ['Funktionen', 'Eine Liste von Funktionen, jeweils Titel und Beschreibung.'],
    fr: ['Fonctionnalités', 'Une liste de fonctionnalités, chacune avec un titre et une description.'],
    ja: ['特長', '特長の一覧です。それぞれタイトルと説明を入力します。'],
    ko: ['특징', '특징 목록입니다. 각각 제목과 설명을 입력합니다.'],
    zh: ['功能特点', '功能列表，每项包含标题和说明。'],
  },
  specs: {
    en: ['Specifications', 'A table of specifications.'],
    de: ['Technische Daten', 'Eine Tabelle der technischen Daten.'],
    fr: ['Caractéristiques techniques', 'Un tableau des caractéristiques techniques.'],
    ja: ['仕様', '仕様の表です。'],
    ko: ['사양', '사양 표입니다.'],
    zh: ['规格参数', '规格参数表。'],
  },
  gallery: {
    en: ['Gallery', 'Images of the product, each with its description and caption.'],
    de: ['Galerie', 'Bilder des Produkts, jeweils mit Beschreibung und Bildunterschrift.'],
    fr: ['Galerie', 'Des images du produit, chacune avec sa description et sa légende.'],
    ja: ['ギャラリー', '製品の画像です。それぞれ説明とキャプションを付けます。'],
    ko: ['갤러리', '제품 이미지입니다. 각각 설명과 캡션을 붙입니다.'],
    zh: ['图库', '产品图片，每张配有说明和图片说明文字。'],
  },
  buy: {
    en: ['Buy', 'The block with the price and the buy button.'],
    de: ['Kaufen', 'Der Bereich mit Preis und Kaufen-Button.'],
    fr: ['Achat', 'Le bloc avec le prix et le bouton d’achat.'],
    ja: ['購入', '価格と購入ボタンのブロックです。'],
    ko: ['구매', '가격과 구매 버튼이 있는 블록입니다.'],
    zh: ['购买', '显示价格和购买按钮的区块。'],
  },
  voiceCommands: {
    en: ['Voice commands', 'How many commands the robot understands, with the commands where a source gives them.'],
    de: ['Sprachbefehle', 'Wie viele Befehle der Roboter versteht, mit den Befehlen, sofern eine Quelle sie nennt.'],
    fr: [
      'Commandes vocales',
      'Le nombre de commandes comprises par le robot, avec les commandes si une source les donne.',
    ],
    ja: ['音声コマンド', 'ロボットが理解するコマンドの数です。出典があればコマンドも載せます。'],
    ko: ['음성 명령', '로봇이 알아듣는 명령어 수입니다. 출처가 있으면 명령어도 싣습니다.'],
    zh: ['语音指令', '机器人能听懂的指令数量，有来源时附上具体指令。'],
  },
  comparison: {
    en: ['Comparison', 'A table that compares two columns row by row.'],
    de: ['Vergleich', 'Eine Tabelle, die zwei Spalten Zeile für Zeile vergleicht.'],
    fr: ['Comparaison', 'Un tableau qui compare deux colonnes ligne par ligne.'],
    ja: ['比較', '2 つの列を行ごとに比較する表です。'],
    ko: ['비교', '두 열을 행마다 비교하는 표입니다.'],
    zh: ['对比', '逐行对比两列的表格。'],
  },
  timeline: {
    en: ['Timeline', 'Dated milestones, in order.'],
    de: ['Zeitleiste', 'Datierte Meilensteine, der Reihe nach.'],
    fr: ['Chronologie', 'Des étapes datées, dans l’ordre.'],
    ja: ['タイムライン', '日付付きの出来事を順に並べます。'],
    ko: ['타임라인', '날짜가 붙은 이정표를 순서대로 놓습니다.'],
    zh: ['时间线', '按顺序排列的带日期的里程碑。'],
  },
  preOrder: {
    en: ['Pre-order', 'The pre-order terms: dates, delivery estimate and price.'],
    de: ['Vorbestellung', 'Die Vorbestellbedingungen: Termine, voraussichtliche Lieferung und Preis.'],
    fr: ['Précommande', 'Les conditions de précommande : dates, livraison estimée et prix.'],
    ja: ['予約', '予約の条件です。期間、お届け予定、価格を載せます。'],
    ko: ['사전 예약', '사전 예약 조건입니다. 기간, 예상 배송, 가격을 싣습니다.'],
    zh: ['预订', '预订条款：日期、预计发货时间和价格。'],
  },
  chestButtons: {
    en: ['Chest buttons', 'What the robot’s three chest buttons do.'],
    de: ['Brusttasten', 'Was die drei Brusttasten des Roboters tun.'],
    fr: ['Boutons du torse', 'Le rôle des trois boutons du torse du robot.'],
    ja: ['胸のボタン', 'ロボットの胸にある 3 つのボタンの機能です。'],
    ko: ['가슴 버튼', '로봇 가슴에 있는 버튼 세 개의 기능입니다.'],
    zh: ['胸部按钮', '机器人胸前三个按钮的功能。'],
  },
  video: {
    en: ['Video', 'A video of the product, played by a button.'],
    de: ['Video', 'Ein Video des Produkts, per Button abgespielt.'],
    fr: ['Vidéo', 'Une vidéo du produit, lancée par un bouton.'],
    ja: ['動画', 'ボタンで再生する製品の動画です。'],
    ko: ['동영상', '버튼으로 재생하는 제품 동영상입니다.'],
    zh: ['视频', '通过按钮播放的产品视频。'],
  },
  programming: {
    en: ['Programming', 'How the robot is programmed, with its modes where a source gives them.'],
    de: ['Programmierung', 'Wie der Roboter programmiert wird, mit den Modi, sofern eine Quelle sie nennt.'],
    fr: ['Programmation', 'Comment programmer le robot, avec ses modes si une source les donne.'],
    ja: ['プログラミング', 'ロボットのプログラミング方法です。出典があればモードも載せます。'],
    ko: ['프로그래밍', '로봇을 프로그래밍하는 방법입니다. 출처가 있으면 모드도 싣습니다.'],
    zh: ['编程', '机器人的编程方式，有来源时附上各模式。'],
  },
  cards: {
    en: ['Cards', 'A set of cards, each a title, a description and an optional tip.'],
    de: ['Karten', 'Eine Reihe von Karten, jeweils Titel, Beschreibung und wahlweise ein Tipp.'],
    fr: ['Cartes', 'Une série de cartes, chacune avec un titre, une description et une astuce facultative.'],
    ja: ['カード', 'カードの一覧です。それぞれタイトル、説明、任意のヒントを入力します。'],
    ko: ['카드', '카드 모음입니다. 각각 제목, 설명, 선택 사항인 팁을 입력합니다.'],
    zh: ['卡片', '一组卡片，每张包含标题、说明和可选提示。'],
  },
  notify: {
    en: ['Notify me', 'An invitation to be told when the product is available.'],
    de: ['Benachrichtigung', 'Eine Einladung, sich benachrichtigen zu lassen, sobald das Produkt erhältlich ist.'],
    fr: ['M’avertir', 'Une invitation à être prévenu quand le produit sera disponible.'],
    ja: ['入荷通知', '製品の販売開始時に通知を受け取るための案内です。'],
    ko: ['알림 신청', '제품이 나오면 알림을 받도록 안내합니다.'],
    zh: ['到货通知', '邀请访客在产品可购买时接收通知。'],
  },
} satisfies FieldTexts;

/** The copy as pages read it: each photo is Astro's ImageMetadata. */
export type ProductCopy = z.infer<ReturnType<typeof productCopyCollectionSchema>>;
export type ProductFacts = z.infer<typeof productFactsSchema>;
export type ProductSection = ProductCopy['sections'][number];
