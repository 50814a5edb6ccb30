import { z } from 'astro/zod';
import { catalogueKey } from './catalogue.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { externalUrl, pageHead, stageList, text } from './fields.ts';

const paragraphs = z.array(text).min(1);

/**
 * A product on a campaign page: its catalogue entry gives name, regular price, stock and shop
 * link; `campaignPrices` gives the campaign price in each stage, `null` while the price is not
 * yet revealed (the page shows "??" and the number is nowhere in the bundle).
 */
const campaignProduct = z.strictObject({
  key: catalogueKey,
  campaignPrices: z.array(z.number().positive().nullable()).min(1),
});

/** The copy and products of a campaign page in one region: content/campaigns/<path>/<region>.json. */
export const campaignPageSchema = z.strictObject({
  head: pageHead,
  banners: z
    .array(
      z.strictObject({
        stages: stageList,
        title: text,
        discount: text,
        discountDescribe: text,
        time: text,
        bgAlt: text,
      }),
    )
    .min(1),
  subscribe: z.strictObject({ title: text, describe: text, submitBtn: text }),
  benefits: z.strictObject({
    title: text,
    items: z
      .array(
        z.strictObject({
          label: text,
          icon: z.enum(['guarantee', 'warranty', 'delivery', 'returns', 'installments', 'gift', 'members']),
          alt: text,
        }),
      )
      .min(2),
  }),
  timeline: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ stage: z.number().int().min(1), title: text })).min(1),
  }),
  sneakPeek: z.strictObject({ title: text, text, products: z.array(campaignProduct).min(1) }).optional(),
  groups: z.strictObject({
    title: text,
    tabs: z
      .array(
        z.strictObject({
          id: z.string().regex(
            /^[a-z][a-z0-9-]*$/,
            message({
              en: 'must be an anchor like "special-offers"',
              de: 'muss ein Anker wie „special-offers“ sein',
              fr: 'doit être une ancre comme « special-offers »',
              ja: '「special-offers」のようなアンカー名を入力してください',
              ko: '"special-offers" 같은 앵커 이름이어야 합니다',
              zh: '必须是锚点名称，例如“special-offers”',
            }),
          ),
          label: text,
          title: text,
          content: paragraphs,
          products: z.array(campaignProduct),
        }),
      )
      .min(1),
  }),
  gifts: z
    .strictObject({ title: text, intro: text.optional(), tiers: z.array(text).min(1), notes: z.array(text) })
    .optional(),
  giftGuide: z.strictObject({ title: text, text, link: externalUrl, linkLabel: text }).optional(),
  membersOnly: z
    .strictObject({
      id: z.literal('members-only-offers'),
      title: text,
      items: z.array(z.strictObject({ title: text, text })).min(1),
    })
    .optional(),
  guarantee: z.strictObject({ title: text, paragraphs }),
  returns: z.strictObject({ title: text, paragraphs }),
  terms: z.strictObject({ title: text, items: z.array(text).min(1) }),
  unrevealedNote: text,
});

/** The campaign page's fields in the editor's languages (field-texts.ts). */
export const campaignPageTexts = {
  banners: {
    en: ['Banners', 'The campaign’s banners; each shows in the stages it lists.'],
    de: ['Banner', 'Die Banner der Kampagne; jedes erscheint in den Phasen, die es nennt.'],
    fr: ['Bannières', 'Les bannières de la campagne ; chacune s’affiche pendant les étapes qu’elle indique.'],
    ja: ['バナー', 'キャンペーンのバナーです。それぞれ指定した段階で表示されます。'],
    ko: ['배너', '캠페인 배너입니다. 각각 지정한 단계에 표시됩니다.'],
    zh: ['横幅', '活动横幅，每条在其所列的阶段显示。'],
  },
  discount: {
    en: ['Discount', 'The offer in a few words, e.g. "Up to $360 off".'],
    de: ['Rabatt', 'Das Angebot in wenigen Worten, z. B. „Bis zu 360 € Rabatt“.'],
    fr: ['Remise', 'L’offre en quelques mots, p. ex. « Jusqu’à 360 € de remise ».'],
    ja: ['割引', 'オファーを短く表した文言です（例: 「最大 36,000 円オフ」）。'],
    ko: ['할인', '혜택을 짧게 표현한 문구입니다(예: "최대 36만 원 할인").'],
    zh: ['优惠', '简短的优惠说明，例如“最高减 ¥2,500”。'],
  },
  discountDescribe: {
    en: ['Discount details', 'A sentence that explains the offer.'],
    de: ['Rabatt-Details', 'Ein Satz, der das Angebot erklärt.'],
    fr: ['Détails de la remise', 'Une phrase qui explique l’offre.'],
    ja: ['割引の説明', 'オファーを説明する一文です。'],
    ko: ['할인 설명', '혜택을 설명하는 한 문장입니다.'],
    zh: ['优惠说明', '解释优惠内容的一句话。'],
  },
  time: {
    en: ['Dates', 'The stage’s dates as the banner writes them, e.g. "14–21 November 2026".'],
    de: ['Zeitraum', 'Der Zeitraum der Phase, wie das Banner ihn schreibt, z. B. „14.–21. November 2026“.'],
    fr: ['Dates', 'Les dates de l’étape telles que la bannière les écrit, p. ex. « du 14 au 21 novembre 2026 ».'],
    ja: ['期間', 'バナーに表示する段階の期間です（例: 「2026年11月14日～21日」）。'],
    ko: ['기간', '배너에 적는 단계의 기간입니다(예: "2026년 11월 14일~21일").'],
    zh: ['日期', '横幅上显示的阶段日期，例如“2026年11月14日至21日”。'],
  },
  bgAlt: {
    en: ['Banner image description', 'Describes the banner’s background image for people who cannot see it.'],
    de: [
      'Beschreibung des Bannerbilds',
      'Beschreibt das Hintergrundbild des Banners für Menschen, die es nicht sehen können.',
    ],
    fr: [
      'Description de l’image de la bannière',
      'Décrit l’image de fond de la bannière pour les personnes qui ne la voient pas.',
    ],
    ja: ['バナー画像の説明', 'バナーの背景画像が見えない方のために、その内容を説明します。'],
    ko: ['배너 이미지 설명', '배너 배경 이미지를 볼 수 없는 사람을 위해 그 내용을 설명합니다.'],
    zh: ['横幅图片说明', '为看不到图片的人描述横幅背景图。'],
  },
  subscribe: {
    en: ['Newsletter sign-up', 'The campaign’s newsletter sign-up block.'],
    de: ['Newsletter-Anmeldung', 'Der Abschnitt zur Newsletter-Anmeldung der Kampagne.'],
    fr: ['Inscription à la newsletter', 'Le bloc d’inscription à la newsletter de la campagne.'],
    ja: ['メルマガ登録', 'キャンペーンのメールマガジン登録ブロックです。'],
    ko: ['뉴스레터 구독', '캠페인의 뉴스레터 구독 블록입니다.'],
    zh: ['订阅通讯', '活动的通讯订阅区块。'],
  },
  submitBtn: {
    en: ['Button text', 'The words on the sign-up button.'],
    de: ['Button-Text', 'Die Beschriftung des Anmelde-Buttons.'],
    fr: ['Texte du bouton', 'Le texte du bouton d’inscription.'],
    ja: ['ボタンの文言', '登録ボタンに表示される文字です。'],
    ko: ['버튼 문구', '구독 버튼에 표시되는 문구입니다.'],
    zh: ['按钮文字', '订阅按钮上的文字。'],
  },
  benefits: {
    en: ['Benefits', 'The row of shopping benefits (guarantee, delivery, returns…), each with its icon.'],
    de: ['Vorteile', 'Die Reihe der Einkaufsvorteile (Garantie, Lieferung, Rückgabe …), jeweils mit Symbol.'],
    fr: ['Avantages', 'La rangée d’avantages d’achat (garantie, livraison, retours…), chacun avec son icône.'],
    ja: ['特典', '購入特典（保証、配送、返品など）の一覧です。それぞれアイコンを付けます。'],
    ko: ['혜택', '구매 혜택(보증, 배송, 반품 등) 목록입니다. 각각 아이콘을 붙입니다.'],
    zh: ['购物保障', '一排购物保障（保价、配送、退货等），每项配有图标。'],
  },
  icon: {
    en: ['Icon', 'Which icon the benefit shows.'],
    de: ['Symbol', 'Welches Symbol der Vorteil zeigt.'],
    fr: ['Icône', 'L’icône affichée pour l’avantage.'],
    ja: ['アイコン', '特典に表示するアイコンです。'],
    ko: ['아이콘', '혜택에 표시할 아이콘입니다.'],
    zh: ['图标', '该保障显示的图标。'],
  },
  timeline: {
    en: ['Timeline', 'The campaign’s stages as the page lists them; their dates come from the campaign schedules.'],
    de: [
      'Zeitleiste',
      'Die Phasen der Kampagne, wie die Seite sie auflistet; die Daten kommen aus den Kampagnenzeitplänen.',
    ],
    fr: [
      'Chronologie',
      'Les étapes de la campagne telles que la page les liste ; leurs dates viennent du calendrier des campagnes.',
    ],
    ja: ['タイムライン', 'ページに並ぶキャンペーンの段階です。日付はキャンペーン日程から取られます。'],
    ko: ['타임라인', '페이지에 나열되는 캠페인 단계입니다. 날짜는 캠페인 일정에서 가져옵니다.'],
    zh: ['时间线', '页面列出的活动各阶段；日期取自活动日程。'],
  },
  'timeline.items': {
    en: ['Stages', 'One entry per campaign stage, in order.'],
    de: ['Phasen', 'Ein Eintrag pro Kampagnenphase, der Reihe nach.'],
    fr: ['Étapes', 'Une entrée par étape de la campagne, dans l’ordre.'],
    ja: ['段階', 'キャンペーンの段階ごとに 1 項目ずつ、順番に入力します。'],
    ko: ['단계', '캠페인 단계마다 한 항목씩 순서대로 입력합니다.'],
    zh: ['阶段', '每个活动阶段一项，按顺序排列。'],
  },
  stage: {
    en: ['Stage', 'The stage’s number (1, 2, 3…) in the campaign schedules.'],
    de: ['Phase', 'Die Nummer der Phase (1, 2, 3 …) in den Kampagnenzeitplänen.'],
    fr: ['Étape', 'Le numéro de l’étape (1, 2, 3…) dans le calendrier des campagnes.'],
    ja: ['段階', 'キャンペーン日程での段階の番号（1、2、3…）です。'],
    ko: ['단계', '캠페인 일정에서의 단계 번호(1, 2, 3…)입니다.'],
    zh: ['阶段', '该阶段在活动日程中的编号（1、2、3…）。'],
  },
  sneakPeek: {
    en: ['Sneak peek', 'A preview of the campaign’s products before it starts.'],
    de: ['Vorschau', 'Ein Vorgeschmack auf die Produkte der Kampagne vor ihrem Start.'],
    fr: ['Avant-première', 'Un aperçu des produits de la campagne avant son lancement.'],
    ja: ['先行公開', 'キャンペーン開始前に商品を先行して紹介します。'],
    ko: ['미리 보기', '캠페인 시작 전에 제품을 미리 보여 줍니다.'],
    zh: ['抢先看', '活动开始前的商品预览。'],
  },
  products: {
    en: ['Products', 'The products shown here; name, regular price, stock and shop link come from the catalogue.'],
    de: [
      'Produkte',
      'Die hier gezeigten Produkte; Name, regulärer Preis, Bestand und Shop-Link kommen aus dem Katalog.',
    ],
    fr: ['Produits', 'Les produits présentés ici ; nom, prix normal, stock et lien boutique viennent du catalogue.'],
    ja: ['商品', 'ここに表示する商品です。商品名、通常価格、在庫、ストアのリンクはカタログから取られます。'],
    ko: ['제품', '여기에 표시되는 제품입니다. 이름, 정상가, 재고, 스토어 링크는 카탈로그에서 가져옵니다.'],
    zh: ['商品', '此处展示的商品；名称、原价、库存和商店链接取自商品目录。'],
  },
  key: {
    en: ['Catalogue product', 'The product’s key in the region’s catalogue.'],
    de: ['Katalogprodukt', 'Der Schlüssel des Produkts im Katalog der Region.'],
    fr: ['Produit du catalogue', 'La clé du produit dans le catalogue de la région.'],
    ja: ['カタログの商品', '地域のカタログでの商品のキーです。'],
    ko: ['카탈로그 제품', '지역 카탈로그에서의 제품 키입니다.'],
    zh: ['目录商品', '该商品在本地区商品目录中的键。'],
  },
  campaignPrices: {
    en: [
      'Campaign prices',
      'The campaign price in each stage, in order; leave a stage empty while its price is not revealed.',
    ],
    de: [
      'Kampagnenpreise',
      'Der Kampagnenpreis in jeder Phase, der Reihe nach; eine Phase leer lassen, solange ihr Preis nicht enthüllt ist.',
    ],
    fr: [
      'Prix de campagne',
      'Le prix de campagne à chaque étape, dans l’ordre ; laisser une étape vide tant que son prix n’est pas dévoilé.',
    ],
    ja: ['キャンペーン価格', '各段階のキャンペーン価格を順に入力します。価格を公開しない段階は空欄にします。'],
    ko: ['캠페인 가격', '단계별 캠페인 가격을 순서대로 입력합니다. 가격을 공개하지 않는 단계는 비워 둡니다.'],
    zh: ['活动价', '各阶段的活动价，按顺序填写；价格尚未公布的阶段留空。'],
  },
  groups: {
    en: ['Product groups', 'The tabs that group the campaign’s products.'],
    de: ['Produktgruppen', 'Die Tabs, die die Produkte der Kampagne gruppieren.'],
    fr: ['Groupes de produits', 'Les onglets qui regroupent les produits de la campagne.'],
    ja: ['商品グループ', 'キャンペーン商品をまとめるタブです。'],
    ko: ['제품 그룹', '캠페인 제품을 묶는 탭입니다.'],
    zh: ['商品分组', '对活动商品进行分组的标签页。'],
  },
  tabs: {
    en: ['Tabs', 'One tab per group of products, in order.'],
    de: ['Tabs', 'Ein Tab pro Produktgruppe, der Reihe nach.'],
    fr: ['Onglets', 'Un onglet par groupe de produits, dans l’ordre.'],
    ja: ['タブ', '商品グループごとに 1 つのタブを順番に並べます。'],
    ko: ['탭', '제품 그룹마다 탭 하나씩 순서대로 놓습니다.'],
    zh: ['标签页', '每个商品分组一个标签页，按顺序排列。'],
  },
  'tabs.label': {
    en: ['Tab label', 'The tab’s short name.'],
    de: ['Tab-Beschriftung', 'Der kurze Name des Tabs.'],
    fr: ['Libellé de l’onglet', 'Le nom court de l’onglet.'],
    ja: ['タブ名', 'タブの短い名前です。'],
    ko: ['탭 이름', '탭의 짧은 이름입니다.'],
    zh: ['标签名', '标签页的简短名称。'],
  },
  id: {
    en: ['Anchor', 'The tab’s name in the page’s address (#special-offers): lowercase words joined by hyphens.'],
    de: [
      'Anker',
      'Der Name des Tabs in der Seitenadresse (#special-offers): Kleinbuchstaben, mit Bindestrichen verbunden.',
    ],
    fr: [
      'Ancre',
      'Le nom de l’onglet dans l’adresse de la page (#special-offers) : minuscules reliées par des tirets.',
    ],
    ja: ['アンカー', 'ページのアドレスでのタブ名（#special-offers）です。小文字の英単語をハイフンでつなぎます。'],
    ko: ['앵커', '페이지 주소에 쓰이는 탭 이름(#special-offers)입니다. 영어 소문자 단어를 하이픈으로 잇습니다.'],
    zh: ['锚点', '标签页在页面地址中的名称（#special-offers）：用连字符连接的小写英文单词。'],
  },
  'membersOnly.id': {
    en: ['Anchor', 'The block’s fixed name in the page’s address.'],
    de: ['Anker', 'Der feste Name des Abschnitts in der Seitenadresse.'],
    fr: ['Ancre', 'Le nom fixe du bloc dans l’adresse de la page.'],
    ja: ['アンカー', 'ページのアドレスでのブロックの固定名です。'],
    ko: ['앵커', '페이지 주소에 쓰이는 블록의 고정 이름입니다.'],
    zh: ['锚点', '该区块在页面地址中的固定名称。'],
  },
  content: {
    en: ['Text', 'The tab’s text, one paragraph per entry.'],
    de: ['Text', 'Der Text des Tabs, ein Absatz pro Eintrag.'],
    fr: ['Texte', 'Le texte de l’onglet, un paragraphe par entrée.'],
    ja: ['本文', 'タブの本文です。1 項目に 1 段落ずつ入力します。'],
    ko: ['본문', '탭의 본문입니다. 항목마다 한 단락씩 입력합니다.'],
    zh: ['正文', '标签页的正文，每项一个段落。'],
  },
  gifts: {
    en: ['Gifts', 'The free gifts by order value, where the campaign has them.'],
    de: ['Geschenke', 'Die Gratisgeschenke nach Bestellwert, sofern die Kampagne welche hat.'],
    fr: ['Cadeaux', 'Les cadeaux offerts selon le montant de commande, si la campagne en propose.'],
    ja: ['プレゼント', '注文金額に応じたプレゼントです。キャンペーンにある場合のみ入力します。'],
    ko: ['사은품', '주문 금액별 사은품입니다. 캠페인에 있을 때만 입력합니다.'],
    zh: ['赠品', '按订单金额赠送的礼品（活动提供时填写）。'],
  },
  tiers: {
    en: ['Gift tiers', 'One line per order value and its gift.'],
    de: ['Geschenkstufen', 'Eine Zeile pro Bestellwert und zugehörigem Geschenk.'],
    fr: ['Paliers de cadeaux', 'Une ligne par montant de commande et son cadeau.'],
    ja: ['プレゼントの条件', '注文金額とそのプレゼントを 1 行ずつ入力します。'],
    ko: ['사은품 구간', '주문 금액과 해당 사은품을 한 줄씩 입력합니다.'],
    zh: ['赠品档位', '每行一个订单金额及对应的赠品。'],
  },
  notes: {
    en: ['Notes', 'The small print under the gifts, one note per entry.'],
    de: ['Hinweise', 'Das Kleingedruckte unter den Geschenken, ein Hinweis pro Eintrag.'],
    fr: ['Remarques', 'Les précisions sous les cadeaux, une remarque par entrée.'],
    ja: ['注意事項', 'プレゼントの下に表示する注意事項です。1 項目に 1 つずつ入力します。'],
    ko: ['유의 사항', '사은품 아래에 표시되는 유의 사항입니다. 항목마다 하나씩 입력합니다.'],
    zh: ['备注', '赠品下方的说明文字，每项一条。'],
  },
  giftGuide: {
    en: ['Gift guide', 'A pointer to the gift guide, where the campaign has one.'],
    de: ['Geschenkeratgeber', 'Ein Hinweis auf den Geschenkeratgeber, sofern die Kampagne einen hat.'],
    fr: ['Guide des cadeaux', 'Un renvoi vers le guide des cadeaux, si la campagne en a un.'],
    ja: ['ギフトガイド', 'ギフトガイドへの案内です。キャンペーンにある場合のみ入力します。'],
    ko: ['선물 가이드', '선물 가이드로 안내합니다. 캠페인에 있을 때만 입력합니다.'],
    zh: ['礼品指南', '指向礼品指南的区块（活动提供时填写）。'],
  },
  membersOnly: {
    en: ['Members-only offers', 'The offers for members, where the campaign has them.'],
    de: ['Angebote für Mitglieder', 'Die Angebote für Mitglieder, sofern die Kampagne welche hat.'],
    fr: ['Offres réservées aux membres', 'Les offres destinées aux membres, si la campagne en propose.'],
    ja: ['会員限定オファー', '会員向けのオファーです。キャンペーンにある場合のみ入力します。'],
    ko: ['회원 전용 혜택', '회원을 위한 혜택입니다. 캠페인에 있을 때만 입력합니다.'],
    zh: ['会员专享优惠', '面向会员的优惠（活动提供时填写）。'],
  },
  guarantee: {
    en: ['Price guarantee', 'The block about the price guarantee.'],
    de: ['Preisgarantie', 'Der Abschnitt zur Preisgarantie.'],
    fr: ['Garantie de prix', 'Le bloc sur la garantie de prix.'],
    ja: ['価格保証', '価格保証についてのブロックです。'],
    ko: ['가격 보장', '가격 보장에 관한 블록입니다.'],
    zh: ['价格保障', '关于价格保障的区块。'],
  },
  returns: {
    en: ['Returns', 'The block about returns during the campaign.'],
    de: ['Rückgabe', 'Der Abschnitt zur Rückgabe während der Kampagne.'],
    fr: ['Retours', 'Le bloc sur les retours pendant la campagne.'],
    ja: ['返品', 'キャンペーン中の返品についてのブロックです。'],
    ko: ['반품', '캠페인 기간의 반품에 관한 블록입니다.'],
    zh: ['退货', '关于活动期间退货的区块。'],
  },
  terms: {
    en: ['Terms', 'The campaign’s terms and conditions.'],
    de: ['Teilnahmebedingungen', 'Die Bedingungen der Kampagne.'],
    fr: ['Conditions', 'Les conditions de la campagne.'],
    ja: ['利用条件', 'キャンペーンの利用条件です。'],
    ko: ['이용 조건', '캠페인의 이용 조건입니다.'],
    zh: ['活动条款', '活动的条款与细则。'],
  },
  'terms.items': {
    en: ['Conditions', 'The conditions, one per entry.'],
    de: ['Bedingungen', 'Die Bedingungen, eine pro Eintrag.'],
    fr: ['Conditions', 'Les conditions, une par entrée.'],
    ja: ['条件', '条件です。1 項目に 1 つずつ入力します。'],
    ko: ['조건', '조건입니다. 항목마다 하나씩 입력합니다.'],
    zh: ['条款', '各项条款，每项一条。'],
  },
  unrevealedNote: {
    en: ['Unrevealed price note', 'The "unlocks soon" wording next to a price not revealed yet.'],
    de: ['Hinweis bei verborgenem Preis', 'Der Hinweis „wird bald enthüllt“ neben einem noch nicht enthüllten Preis.'],
    fr: ['Mention de prix caché', 'La mention « bientôt dévoilé » à côté d’un prix pas encore révélé.'],
    ja: ['未公開価格の注記', 'まだ公開していない価格の横に表示する「近日公開」の文言です。'],
    ko: ['미공개 가격 안내', '아직 공개되지 않은 가격 옆에 표시되는 "곧 공개" 문구입니다.'],
    zh: ['未公布价格提示', '在尚未公布的价格旁显示的“即将揭晓”文字。'],
  },
} satisfies FieldTexts;

export type CampaignPage = z.infer<typeof campaignPageSchema>;
export type CampaignProduct = z.infer<typeof campaignProduct>;
