import { z } from 'astro/zod';
import { ILLUSTRATION_KEYS } from '../config/products.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { externalUrl, instant, link, pageHead, stageList, text } from './fields.ts';

export const productKey = z.enum(ILLUSTRATION_KEYS);

const homeTile = z
  .strictObject({
    key: productKey,
    title: text,
    subtitle: text,
    link: link.optional(),
    buy: externalUrl.optional(),
    showBuy: z.boolean(),
    alt: text,
    copyright: z.strictObject({ key: z.enum(['transformers', 'disney-pixar']), text }).optional(),
    eventsTime: instant.optional(),
    view: text.optional(),
    stages: stageList.optional(),
  })
  .refine((tile) => !tile.showBuy || tile.buy !== undefined, {
    message: message({
      en: '"showBuy" is true but the tile has no "buy" link',
      de: '„showBuy“ ist true, aber die Kachel hat keinen „buy“-Link',
      fr: '« showBuy » vaut true mais la tuile n’a pas de lien « buy »',
      ja: '「showBuy」が true ですが、タイルに「buy」リンクがありません',
      ko: '"showBuy"가 true이지만 타일에 "buy" 링크가 없습니다',
      zh: '“showBuy”为 true，但该卡片没有“buy”链接',
    }),
  });

export const homePageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  section1: z.array(homeTile).min(1),
  section2: z.array(homeTile),
  tagline: z.strictObject({ title: text, text }),
  ecosystem: z.strictObject({
    title: text,
    describe: text,
    /**
     * The content-sharing hub and the creation tool. An item without a link has no content yet:
     * it shows the community box message ("Community building, stay tuned!") instead.
     */
    items: z
      .array(
        z
          .strictObject({ title: text, describe: text, link: externalUrl.optional(), linkLabel: text.optional() })
          .refine((item) => (item.link === undefined) === (item.linkLabel === undefined), {
            message: message({
              en: 'needs both "link" and "linkLabel", or neither while the block has no content yet',
              de: 'braucht „link“ und „linkLabel“ zusammen, oder keins von beiden, solange der Block noch keinen Inhalt hat',
              fr: 'nécessite « link » et « linkLabel » ensemble, ou aucun des deux tant que le bloc n’a pas encore de contenu',
              ja: '「link」と「linkLabel」の両方が必要です。ブロックにまだ内容がない間はどちらも不要です',
              ko: '"link"와 "linkLabel"이 모두 필요합니다. 블록에 아직 내용이 없으면 둘 다 없어야 합니다',
              zh: '需要同时填写“link”和“linkLabel”；区块尚无内容时两者都不填',
            }),
          }),
      )
      .min(1),
  }),
  /**
   * The media-praise block of the spec (key, title, subtitle; nine items), written as the team's
   * own lines: a title and a sentence of ours each. No line may be attributed to a publication
   * unless it is a verbatim, sourced quotation (docs/products.md, "Claims").
   */
  praise: z.strictObject({
    title: text,
    items: z
      .array(z.strictObject({ key: text, title: text, subtitle: text }))
      .length(9, 'must have exactly nine lines, as the block of the spec does'),
  }),
});

/** The home page's fields in the editor's languages (field-texts.ts). */
export const homePageTexts = {
  section1: {
    en: ['Main tiles', 'The large product tiles at the top of the page, in order.'],
    de: ['Haupt-Kacheln', 'Die großen Produktkacheln oben auf der Seite, der Reihe nach.'],
    fr: ['Tuiles principales', 'Les grandes tuiles produit en haut de la page, dans l’ordre.'],
    ja: ['メインタイル', 'ページ上部の大きな製品タイルです。表示順に並べます。'],
    ko: ['메인 타일', '페이지 상단의 큰 제품 타일입니다. 표시 순서대로 놓습니다.'],
    zh: ['主推卡片', '页面顶部的大尺寸产品卡片，按顺序排列。'],
  },
  section2: {
    en: ['More tiles', 'The smaller product tiles below, in order.'],
    de: ['Weitere Kacheln', 'Die kleineren Produktkacheln darunter, der Reihe nach.'],
    fr: ['Autres tuiles', 'Les tuiles produit plus petites en dessous, dans l’ordre.'],
    ja: ['その他のタイル', 'その下に並ぶ小さめの製品タイルです。表示順に並べます。'],
    ko: ['추가 타일', '그 아래의 작은 제품 타일입니다. 표시 순서대로 놓습니다.'],
    zh: ['更多卡片', '下方较小的产品卡片，按顺序排列。'],
  },
  key: {
    en: [
      'Product drawing',
      'Which product’s drawing the tile shows; it also picks the catalogue entry for price and stock.',
    ],
    de: [
      'Produktzeichnung',
      'Welche Produktzeichnung die Kachel zeigt; sie bestimmt auch den Katalogeintrag für Preis und Bestand.',
    ],
    fr: [
      'Dessin du produit',
      'Le dessin de produit affiché par la tuile ; il désigne aussi l’entrée du catalogue pour le prix et le stock.',
    ],
    ja: ['製品イラスト', 'タイルに表示する製品のイラストです。価格と在庫を取るカタログ項目もこれで決まります。'],
    ko: [
      '제품 일러스트',
      '타일에 표시할 제품 일러스트입니다. 가격과 재고를 가져올 카탈로그 항목도 이것으로 정해집니다.',
    ],
    zh: ['产品插图', '卡片显示的产品插图，同时决定价格和库存所用的目录条目。'],
  },
  link: {
    en: [
      'Learn-more link',
      'The product page’s route path, once it exists in the region; without it the page’s own link is used.',
    ],
    de: [
      '„Mehr erfahren“-Link',
      'Der Seitenpfad der Produktseite, sobald es sie in der Region gibt; ohne Angabe gilt der Link der Produktseite selbst.',
    ],
    fr: [
      'Lien « En savoir plus »',
      'Le chemin de la page produit, dès qu’elle existe dans la région ; sinon, le lien de la page produit elle-même.',
    ],
    ja: [
      '詳細リンク',
      '製品ページのパスです。地域にページができてから入力します。未入力なら製品ページ自体のリンクを使います。',
    ],
    ko: [
      '자세히 보기 링크',
      '제품 페이지의 경로입니다. 지역에 페이지가 생긴 뒤 입력하며, 없으면 제품 페이지 자체의 링크를 씁니다.',
    ],
    zh: ['了解更多链接', '产品页面的路径，本地区页面上线后填写；不填则使用产品页面本身的链接。'],
  },
  buy: {
    en: ['Buy link', 'The product’s address on the regional store.'],
    de: ['Kauf-Link', 'Die Adresse des Produkts im regionalen Shop.'],
    fr: ['Lien d’achat', 'L’adresse du produit sur la boutique régionale.'],
    ja: ['購入リンク', '地域ストアでの製品のアドレスです。'],
    ko: ['구매 링크', '지역 스토어에서의 제품 주소입니다.'],
    zh: ['购买链接', '该产品在地区商店的地址。'],
  },
  showBuy: {
    en: ['Show buy button', 'On to show the buy button; the tile then needs a buy link.'],
    de: ['Kaufen-Button zeigen', 'An, um den Kaufen-Button zu zeigen; die Kachel braucht dann einen Kauf-Link.'],
    fr: [
      'Afficher le bouton d’achat',
      'Activé pour afficher le bouton d’achat ; la tuile a alors besoin d’un lien d’achat.',
    ],
    ja: ['購入ボタンを表示', 'オンにすると購入ボタンを表示します。その場合は購入リンクが必要です。'],
    ko: ['구매 버튼 표시', '켜면 구매 버튼을 표시합니다. 이때 구매 링크가 필요합니다.'],
    zh: ['显示购买按钮', '开启后显示购买按钮，此时须填写购买链接。'],
  },
  copyright: {
    en: ['Licence line', 'The licence line shown under licensed characters.'],
    de: ['Lizenzhinweis', 'Der Lizenzhinweis unter lizenzierten Figuren.'],
    fr: ['Mention de licence', 'La mention de licence affichée sous les personnages sous licence.'],
    ja: ['ライセンス表記', 'ライセンスキャラクターの下に表示する表記です。'],
    ko: ['라이선스 표기', '라이선스 캐릭터 아래에 표시되는 문구입니다.'],
    zh: ['授权声明', '授权角色下方显示的授权声明。'],
  },
  'copyright.key': {
    en: ['Licence', 'Whose licence the character is under.'],
    de: ['Lizenz', 'Unter wessen Lizenz die Figur steht.'],
    fr: ['Licence', 'La licence dont relève le personnage.'],
    ja: ['ライセンス', 'キャラクターのライセンス元です。'],
    ko: ['라이선스', '캐릭터의 라이선스 보유자입니다.'],
    zh: ['授权方', '该角色所属的授权方。'],
  },
  'copyright.text': {
    en: ['Licence text', 'The licence line as the tile shows it, e.g. "TRANSFORMERS © Hasbro".'],
    de: ['Lizenztext', 'Der Lizenzhinweis, wie die Kachel ihn zeigt, z. B. „TRANSFORMERS © Hasbro“.'],
    fr: ['Texte de licence', 'La mention de licence telle que la tuile l’affiche, p. ex. « TRANSFORMERS © Hasbro ».'],
    ja: ['ライセンス表記の文言', 'タイルに表示するライセンス表記です（例: 「TRANSFORMERS © Hasbro」）。'],
    ko: ['라이선스 문구', '타일에 표시되는 라이선스 문구입니다(예: "TRANSFORMERS © Hasbro").'],
    zh: ['授权声明文字', '卡片上显示的授权声明，例如“TRANSFORMERS © Hasbro”。'],
  },
  eventsTime: {
    en: ['Shows from', 'The tile shows only from this instant (a sale tile, for example).'],
    de: ['Sichtbar ab', 'Die Kachel erscheint erst ab diesem Zeitpunkt (etwa eine Sale-Kachel).'],
    fr: ['Visible à partir de', 'La tuile ne s’affiche qu’à partir de cet instant (une tuile de soldes, par exemple).'],
    ja: ['表示開始日時', 'この日時からタイルを表示します（セールのタイルなど）。'],
    ko: ['표시 시작 시각', '이 시각부터 타일을 표시합니다(세일 타일 등).'],
    zh: ['开始显示时间', '卡片从此时间起才显示（例如促销卡片）。'],
  },
  view: {
    en: [
      'Promotion',
      'For a promotion tile, the sale it presents ("SchoolSale"); such a tile shows the product’s other drawing and no price.',
    ],
    de: [
      'Aktion',
      'Bei einer Aktionskachel die beworbene Aktion („SchoolSale“); die Kachel zeigt dann die andere Zeichnung und keinen Preis.',
    ],
    fr: [
      'Promotion',
      'Pour une tuile promotionnelle, l’opération présentée (« SchoolSale ») ; la tuile montre alors l’autre dessin et aucun prix.',
    ],
    ja: [
      'プロモーション',
      'プロモーション用タイルの場合に、紹介するセール名（「SchoolSale」）を入力します。その場合は別のイラストを表示し、価格は表示しません。',
    ],
    ko: [
      '프로모션',
      '프로모션 타일이면 소개하는 세일("SchoolSale")을 적습니다. 이때 타일은 다른 일러스트를 보여 주고 가격은 표시하지 않습니다.',
    ],
    zh: ['促销', '促销卡片填写所推广的活动（如“SchoolSale”）；此类卡片显示另一幅插图，不显示价格。'],
  },
  tagline: {
    en: ['Tagline', 'The brand statement under the tiles.'],
    de: ['Markenbotschaft', 'Die Markenbotschaft unter den Kacheln.'],
    fr: ['Signature', 'Le message de marque sous les tuiles.'],
    ja: ['タグライン', 'タイルの下に表示するブランドメッセージです。'],
    ko: ['태그라인', '타일 아래에 표시되는 브랜드 메시지입니다.'],
    zh: ['品牌标语', '卡片下方的品牌宣言。'],
  },
  ecosystem: {
    en: ['Ecosystem', 'The content-sharing hub and the creation tool.'],
    de: ['Ökosystem', 'Die Plattform zum Teilen von Inhalten und das Kreativ-Tool.'],
    fr: ['Écosystème', 'La plateforme de partage de contenus et l’outil de création.'],
    ja: ['エコシステム', 'コンテンツ共有プラットフォームと作成ツールです。'],
    ko: ['에코시스템', '콘텐츠 공유 플랫폼과 제작 도구입니다.'],
    zh: ['生态系统', '内容分享平台和创作工具。'],
  },
  'items.link': {
    en: ['Link', 'Where the block leads; without a link it shows the "stay tuned" message instead.'],
    de: ['Link', 'Wohin der Block führt; ohne Link zeigt er stattdessen den Hinweis „Demnächst mehr“.'],
    fr: ['Lien', 'La destination du bloc ; sans lien, il affiche à la place le message « à suivre ».'],
    ja: ['リンク', 'ブロックの移動先です。未入力の場合は「近日公開」のメッセージを表示します。'],
    ko: ['링크', '블록이 이동하는 곳입니다. 링크가 없으면 대신 "곧 공개" 메시지를 표시합니다.'],
    zh: ['链接', '区块指向的位置；不填则显示“敬请期待”提示。'],
  },
  praise: {
    en: ['Praise', 'Nine short lines of the team’s own on what makes the robots special.'],
    de: ['Highlights', 'Neun kurze, selbst formulierte Zeilen darüber, was die Roboter besonders macht.'],
    fr: ['Points forts', 'Neuf lignes courtes, de notre plume, sur ce qui rend les robots uniques.'],
    ja: ['魅力', 'ロボットの魅力を伝える、チームが書いた 9 つの短い文です。'],
    ko: ['매력 포인트', '로봇의 특별함을 알리는, 팀이 직접 쓴 짧은 문장 9개입니다.'],
    zh: ['产品亮点', '团队自己撰写的九句短文，介绍机器人的独特之处。'],
  },
  'items.key': {
    en: ['Key', 'A short name for the line, for the team; not shown.'],
    de: ['Schlüssel', 'Ein kurzer Name der Zeile für das Team; wird nicht angezeigt.'],
    fr: ['Clé', 'Un nom court de la ligne, pour l’équipe ; non affiché.'],
    ja: ['キー', 'チーム内で使う短い名前です。表示はされません。'],
    ko: ['키', '팀에서 쓰는 짧은 이름입니다. 표시되지 않습니다.'],
    zh: ['键', '供团队识别的简短名称，不会显示。'],
  },
} satisfies FieldTexts;

export type HomePage = z.infer<typeof homePageSchema>;
export type HomeTile = HomePage['section1'][number];
