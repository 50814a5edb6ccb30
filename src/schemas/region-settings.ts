import { z } from 'astro/zod';
import { message, type FieldTexts } from './field-texts.ts';
import { colour, externalUrl, instant, link, stageList, text } from './fields.ts';
import { COUNTRY_PATTERN, countryMessage } from './region-chooser.ts';

const subscribeTexts = z.strictObject({
  title: text,
  describe: text,
  placeholder: text,
  button: text,
  invalid: text,
  success: text,
});

const newUserPopup = z
  .strictObject({
    title: text,
    describe: text,
    placeholder: text,
    button: text,
    agreement: text,
    privacyLabel: text,
    termsLabel: text,
    invalid: text,
    success: text,
    dismiss: text,
  })
  .superRefine((popup, context) => {
    for (const key of ['privacyLabel', 'termsLabel'] as const) {
      if (!popup.agreement.includes(popup[key])) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: message({
            en: 'must occur word for word in "agreement", where it becomes the link to the policy',
            de: 'muss wörtlich in „agreement“ vorkommen, wo es zum Link auf die Richtlinie wird',
            fr: 'doit figurer mot pour mot dans « agreement », où il devient le lien vers la politique',
            ja: '「agreement」にそのまま含めてください。そこがポリシーへのリンクになります',
            ko: '"agreement"에 그대로 들어 있어야 합니다. 그 부분이 정책 링크가 됩니다',
            zh: '必须原样出现在“agreement”中，该处将成为指向政策的链接',
          }),
        });
      }
    }
  });

const navChild = z.strictObject({
  label: text,
  link,
  identify: text.optional(),
});

const navItem = z
  .strictObject({
    label: text,
    link: link.optional(),
    identify: text.optional(),
    children: z.array(navChild).optional(),
    hidden: z.array(z.enum(['header', 'footer'])).optional(),
    tag: z.strictObject({ label: text, color: colour }).optional(),
    startTime: instant.optional(),
    stages: stageList.optional(),
    color: colour.optional(),
  })
  .refine((item) => item.link !== undefined || (item.children?.length ?? 0) > 0, {
    message: message({
      en: 'needs a "link" or at least one entry in "children"',
      de: 'braucht einen „link“ oder mindestens einen Eintrag in „children“',
      fr: 'nécessite un « link » ou au moins une entrée dans « children »',
      ja: '「link」か、「children」に 1 つ以上の項目が必要です',
      ko: '"link" 또는 "children"에 항목이 하나 이상 필요합니다',
      zh: '需要“link”，或在“children”中至少有一个条目',
    }),
  });

const textBanner = z
  .strictObject({
    label: text,
    link: link.optional(),
    bg: colour,
    // Must keep WCAG AA contrast on `bg` (checked by the accessibility tests).
    color: colour,
    endTime: instant.optional(),
    stages: stageList.optional(),
    // The banner shows exactly while that campaign's page is open, so the two can never disagree.
    campaign: z
      .string()
      .regex(
        /^[a-z][a-z0-9-]*$/,
        message({
          en: 'must be a campaign id like "black-friday"',
          de: 'muss eine Kampagnen-ID wie „black-friday“ sein',
          fr: 'doit être un identifiant de campagne comme « black-friday »',
          ja: '「black-friday」のようなキャンペーン ID を入力してください',
          ko: '"black-friday" 같은 캠페인 ID여야 합니다',
          zh: '必须是活动 ID，例如“black-friday”',
        }),
      )
      .optional(),
  })
  .refine((banner) => banner.endTime !== undefined || banner.stages !== undefined || banner.campaign !== undefined, {
    message: message({
      en: 'needs an "endTime", a "stages" list or a "campaign" (a text banner never runs forever)',
      de: 'braucht eine „endTime“, eine „stages“-Liste oder eine „campaign“ (ein Textbanner läuft nie unbegrenzt)',
      fr: 'nécessite un « endTime », une liste « stages » ou une « campaign » (une bannière texte ne s’affiche jamais indéfiniment)',
      ja: '「endTime」、「stages」リスト、「campaign」のいずれかが必要です（テキストバナーは無期限には表示されません）',
      ko: '"endTime", "stages" 목록, "campaign" 중 하나가 필요합니다 (텍스트 배너는 무기한 표시되지 않습니다)',
      zh: '需要“endTime”、“stages”列表或“campaign”（文字横幅不会永久显示）',
    }),
  })
  .refine((banner) => banner.campaign === undefined || banner.endTime === undefined, {
    message: message({
      en: 'takes its times from its "campaign"; remove "endTime"',
      de: 'übernimmt seine Zeiten aus seiner „campaign“; „endTime“ entfernen',
      fr: 'prend ses horaires de sa « campaign » ; retirez « endTime »',
      ja: '時間は「campaign」から取ります。「endTime」を削除してください',
      ko: '시간은 "campaign"에서 가져옵니다. "endTime"을 삭제하세요',
      zh: '时间取自其“campaign”；请删除“endTime”',
    }),
    path: ['endTime'],
  });

/** The payment methods of content spec point 1, "payment methods (paypal, klarna)". */
const PAYMENT_METHODS = ['paypal', 'klarna'] as const;

const socialIcon = z.enum([
  'facebook',
  'instagram',
  'youtube',
  'x',
  'tiktok',
  'discord',
  'weibo',
  'bilibili',
  'douyin',
  'wechat',
  'line',
  'naver',
  'kakao',
]);

/** The regional settings of platform spec point 3 and content spec point 3. */
export const regionSettingsSchema = z.strictObject({
  // The spec lists the currency among the settings; it lives in the region registry instead,
  // which the price formatter and the Product JSON-LD read, so that it is written once.
  currency: z
    .never({ error: 'is not set here: a region sells in the currency of its src/config/regions.ts entry' })
    .optional(),
  /**
   * How the region's store takes payment: only the methods the content spec names (point 1,
   * "payment methods (paypal, klarna)"). A region with no sourced store has no known buy path and
   * lists none; the footer and the buy section then show no payment heading.
   */
  paymentMethods: z.array(
    z.enum(PAYMENT_METHODS, {
      message: message({
        en: `must be a payment method the content spec names: ${PAYMENT_METHODS.join(' or ')}`,
        de: `muss eine Zahlungsart der Inhaltsvorgabe sein: ${PAYMENT_METHODS.join(' oder ')}`,
        fr: `doit être un moyen de paiement nommé par la spécification de contenu : ${PAYMENT_METHODS.join(' ou ')}`,
        ja: `コンテンツ仕様にある支払い方法にしてください：${PAYMENT_METHODS.join('、')}`,
        ko: `콘텐츠 사양에 있는 결제 수단이어야 합니다: ${PAYMENT_METHODS.join(', ')}`,
        zh: `必须是内容规范列出的支付方式：${PAYMENT_METHODS.join('、')}`,
      }),
    }),
  ),
  installment: z
    .strictObject({ months: z.number().int().positive().optional(), text: text.optional() })
    .refine((value) => value.months !== undefined || value.text !== undefined, {
      message: message({
        en: 'needs "months" or "text"',
        de: 'braucht „months“ oder „text“',
        fr: 'nécessite « months » ou « text »',
        ja: '「months」か「text」が必要です',
        ko: '"months" 또는 "text"가 필요합니다',
        zh: '需要“months”或“text”',
      }),
    })
    .optional(),
  links: z.strictObject({
    home: link,
    /**
     * The region's official store, only where a source gives its address (docs/links.md): a
     * region without one shows no Store link and no Buy button, rather than a guessed host.
     */
    shop: externalUrl.optional(),
    account: externalUrl.optional(),
  }),
  region: z.strictObject({
    label: text,
    countryLabels: z.record(z.string().regex(COUNTRY_PATTERN, countryMessage), text).optional(),
    chooserLink: link,
  }),
  /**
   * The brand's social accounts. Each names the public page of the brand that gives its address
   * (a row of /work/shared/spec/sourced-facts.md): an address written from a naming pattern is a
   * guess a shopper would follow as the brand's, so it stays out of the data (docs/links.md lists
   * the candidates) until marketing confirms it. The footer and the Organization's `sameAs` show
   * every entry; none is sourced today.
   */
  social: z.array(
    z.strictObject({
      icon: socialIcon,
      label: text,
      link: externalUrl,
      source: z
        .string({ error: 'must name the brand’s public page that gives this address (docs/links.md)' })
        .trim()
        .min(1, 'must name the brand’s public page that gives this address (docs/links.md)'),
    }),
  ),
  copyright: z.array(text).min(1),
  subscribe: subscribeTexts,
  newUserPopup: newUserPopup.optional(),
  footer: z.strictObject({
    links: z.array(z.strictObject({ label: text, link })).min(1),
  }),
  promotionStages: z.array(instant).optional(),
  textBanners: z.array(textBanner),
  nav: z.array(navItem).min(1),
  countdown: z.strictObject({ title: text, days: text, hours: text, minutes: text, seconds: text }),
  buttons: z.strictObject({
    buy: text,
    preOrder: text,
    learnMore: text,
    // The spec spells this field "unlcokSoon"; the data uses the correct spelling.
    unlockSoon: text,
    save: text,
    off: text,
    soldOut: text,
    watchVideo: text,
  }),
});

/** The region settings' fields in the editor's languages (field-texts.ts). */
export const regionSettingsTexts = {
  currency: {
    en: ['Currency', 'Not set here: a region sells in the currency of its entry in the region registry.'],
    de: [
      'Währung',
      'Wird hier nicht festgelegt: Eine Region verkauft in der Währung ihres Eintrags im Regionsverzeichnis.',
    ],
    fr: ['Devise', 'Ne se règle pas ici : une région vend dans la devise de son entrée du registre des régions.'],
    ja: ['通貨', 'ここでは設定しません。地域の通貨は地域レジストリの設定に従います。'],
    ko: ['통화', '여기서 정하지 않습니다. 지역의 통화는 지역 레지스트리 항목을 따릅니다.'],
    zh: ['货币', '不在此设置：地区使用地区注册表中设定的货币。'],
  },
  paymentMethods: {
    en: ['Payment methods', 'How the region’s store takes payment; empty where the region has no known store.'],
    de: [
      'Zahlungsarten',
      'Wie der Shop der Region Zahlungen annimmt; leer, wenn die Region keinen bekannten Shop hat.',
    ],
    fr: [
      'Moyens de paiement',
      'Les moyens de paiement de la boutique de la région ; vide si aucune boutique n’est connue.',
    ],
    ja: ['支払い方法', 'この地域のストアで使える支払い方法です。ストアが不明な地域では空欄にします。'],
    ko: ['결제 수단', '이 지역 스토어의 결제 수단입니다. 알려진 스토어가 없는 지역은 비워 둡니다.'],
    zh: ['支付方式', '本地区商店接受的支付方式；没有已知商店的地区留空。'],
  },
  installment: {
    en: ['Instalments', 'Paying in instalments, where the region offers it: a number of months or a text.'],
    de: ['Ratenzahlung', 'Ratenzahlung, sofern die Region sie anbietet: eine Anzahl Monate oder ein Text.'],
    fr: [
      'Paiement en plusieurs fois',
      'Le paiement échelonné, si la région le propose : un nombre de mois ou un texte.',
    ],
    ja: ['分割払い', '地域で分割払いを提供する場合に、月数か文言を入力します。'],
    ko: ['할부', '지역에서 할부를 제공하면 개월 수나 문구를 입력합니다.'],
    zh: ['分期付款', '本地区提供分期付款时，填写期数（月）或文字说明。'],
  },
  months: {
    en: ['Months', 'How many monthly instalments.'],
    de: ['Monate', 'Die Anzahl der Monatsraten.'],
    fr: ['Mois', 'Le nombre de mensualités.'],
    ja: ['月数', '分割払いの回数（月数）です。'],
    ko: ['개월 수', '할부 개월 수입니다.'],
    zh: ['期数（月）', '按月分期的期数。'],
  },
  'installment.text': {
    en: ['Instalment text', 'The wording that presents the instalment offer.'],
    de: ['Text zur Ratenzahlung', 'Der Text, der das Ratenzahlungsangebot vorstellt.'],
    fr: ['Texte du paiement échelonné', 'Le texte qui présente l’offre de paiement en plusieurs fois.'],
    ja: ['分割払いの文言', '分割払いを案内する文言です。'],
    ko: ['할부 문구', '할부 혜택을 안내하는 문구입니다.'],
    zh: ['分期说明', '介绍分期付款的文字。'],
  },
  links: {
    en: ['Region links', 'The region’s home page, its store and its account area.'],
    de: ['Links der Region', 'Die Startseite der Region, ihr Shop und ihr Kundenkonto.'],
    fr: ['Liens de la région', 'La page d’accueil de la région, sa boutique et son espace client.'],
    ja: ['地域のリンク', '地域のトップページ、ストア、アカウントページです。'],
    ko: ['지역 링크', '지역의 홈페이지, 스토어, 계정 페이지입니다.'],
    zh: ['地区链接', '本地区的首页、商店和账户页面。'],
  },
  home: {
    en: ['Home page', 'The route path of the region’s home page.'],
    de: ['Startseite', 'Der Seitenpfad der Startseite der Region.'],
    fr: ['Page d’accueil', 'Le chemin de la page d’accueil de la région.'],
    ja: ['トップページ', '地域のトップページのパスです。'],
    ko: ['홈페이지', '지역 홈페이지의 경로입니다.'],
    zh: ['首页', '本地区首页的页面路径。'],
  },
  shop: {
    en: [
      'Official store',
      'The region’s official store, only where a source gives its address; without it there is no Store link and no Buy button.',
    ],
    de: [
      'Offizieller Shop',
      'Der offizielle Shop der Region, nur wenn eine Quelle seine Adresse nennt; ohne ihn gibt es keinen Shop-Link und keinen Kaufen-Button.',
    ],
    fr: [
      'Boutique officielle',
      'La boutique officielle de la région, seulement si une source donne son adresse ; sans elle, ni lien Boutique ni bouton Acheter.',
    ],
    ja: [
      '公式ストア',
      '地域の公式ストアです。出典のあるアドレスのみ入力します。未入力ならストアのリンクと購入ボタンは表示されません。',
    ],
    ko: [
      '공식 스토어',
      '지역의 공식 스토어입니다. 출처가 있는 주소만 입력하며, 없으면 스토어 링크와 구매 버튼이 표시되지 않습니다.',
    ],
    zh: ['官方商店', '本地区的官方商店，仅在有来源给出地址时填写；不填则不显示商店链接和购买按钮。'],
  },
  account: {
    en: ['Account area', 'The account area on the store, only where a source gives its address.'],
    de: ['Kundenkonto', 'Der Kontobereich im Shop, nur wenn eine Quelle seine Adresse nennt.'],
    fr: ['Espace client', 'L’espace client de la boutique, seulement si une source donne son adresse.'],
    ja: ['アカウントページ', 'ストアのアカウントページです。出典のあるアドレスのみ入力します。'],
    ko: ['계정 페이지', '스토어의 계정 페이지입니다. 출처가 있는 주소만 입력합니다.'],
    zh: ['账户页面', '商店的账户页面，仅在有来源给出地址时填写。'],
  },
  region: {
    en: ['Region', 'How the region names itself, in the header and in the region chooser.'],
    de: ['Region', 'Wie sich die Region nennt, in der Kopfzeile und in der Regionsauswahl.'],
    fr: ['Région', 'Le nom de la région, dans l’en-tête et dans le choix de la région.'],
    ja: ['地域', 'ヘッダーと地域選択に表示される、地域の名前です。'],
    ko: ['지역', '헤더와 지역 선택에 표시되는 지역의 이름입니다.'],
    zh: ['地区', '本地区在页眉和地区选择中显示的名称。'],
  },
  'region.label': {
    en: ['Region name', 'The region’s own label, e.g. "United States - English".'],
    de: ['Name der Region', 'Die Bezeichnung der Region, z. B. „Deutschland - Deutsch“.'],
    fr: ['Nom de la région', 'Le libellé de la région, p. ex. « France - Français ».'],
    ja: ['地域名', '地域の表示名です（例: 「日本 - 日本語」）。'],
    ko: ['지역 이름', '지역의 표시 이름입니다(예: "대한민국 - 한국어").'],
    zh: ['地区名称', '本地区的显示名称，例如“中国 - 中文”。'],
  },
  countryLabels: {
    en: [
      'Labels by country',
      'The region’s label for visitors from each country (ISO 3166-1 code), plus "other" for any other.',
    ],
    de: [
      'Bezeichnungen nach Land',
      'Die Bezeichnung der Region für Besucher aus einem Land (ISO-3166-1-Code), dazu „other“ für alle übrigen.',
    ],
    fr: [
      'Libellés par pays',
      'Le libellé de la région pour les visiteurs de chaque pays (code ISO 3166-1), et « other » pour les autres.',
    ],
    ja: ['国別の表示名', '国（ISO 3166-1 コード）ごとの訪問者向けの地域名です。その他の国は「other」に入力します。'],
    ko: [
      '국가별 표시 이름',
      '국가(ISO 3166-1 코드)별 방문자에게 보이는 지역 이름입니다. 그 밖의 국가는 "other"에 입력합니다.',
    ],
    zh: ['按国家的名称', '针对各国家（ISO 3166-1 代码）访客显示的地区名称，其他国家填“other”。'],
  },
  'countryLabels.key': {
    en: ['Country', 'An ISO 3166-1 country code like "CA", or "other".'],
    de: ['Land', 'Ein ISO-3166-1-Ländercode wie „CA“ oder „other“.'],
    fr: ['Pays', 'Un code pays ISO 3166-1 comme « CA », ou « other ».'],
    ja: ['国', '「CA」のような ISO 3166-1 国コードか「other」です。'],
    ko: ['국가', '"CA" 같은 ISO 3166-1 국가 코드 또는 "other"입니다.'],
    zh: ['国家', 'ISO 3166-1 国家代码（如“CA”）或“other”。'],
  },
  'countryLabels.value': {
    en: ['Label', 'The region’s label for visitors from that country.'],
    de: ['Bezeichnung', 'Die Bezeichnung der Region für Besucher aus diesem Land.'],
    fr: ['Libellé', 'Le libellé de la région pour les visiteurs de ce pays.'],
    ja: ['表示名', 'その国の訪問者に表示する地域名です。'],
    ko: ['표시 이름', '그 국가의 방문자에게 보이는 지역 이름입니다.'],
    zh: ['名称', '向该国家访客显示的地区名称。'],
  },
  chooserLink: {
    en: ['Region chooser link', 'The route path of the region chooser page.'],
    de: ['Link zur Regionsauswahl', 'Der Seitenpfad der Regionsauswahl.'],
    fr: ['Lien vers le choix de la région', 'Le chemin de la page de choix de la région.'],
    ja: ['地域選択へのリンク', '地域選択ページのパスです。'],
    ko: ['지역 선택 링크', '지역 선택 페이지의 경로입니다.'],
    zh: ['地区选择链接', '地区选择页面的路径。'],
  },
  social: {
    en: ['Social accounts', 'The brand’s social accounts, each with the brand’s public page that gives its address.'],
    de: [
      'Social-Media-Konten',
      'Die Social-Media-Konten der Marke, jeweils mit der öffentlichen Seite der Marke, die die Adresse nennt.',
    ],
    fr: [
      'Réseaux sociaux',
      'Les comptes de la marque sur les réseaux sociaux, chacun avec la page publique de la marque qui donne son adresse.',
    ],
    ja: [
      'SNS アカウント',
      'ブランドの SNS アカウントです。それぞれ、アドレスの出典となるブランドの公開ページを添えます。',
    ],
    ko: ['소셜 계정', '브랜드의 소셜 계정입니다. 각각 주소의 출처인 브랜드 공개 페이지를 함께 적습니다.'],
    zh: ['社交账号', '品牌的社交媒体账号，每个都需注明给出该地址的品牌公开页面。'],
  },
  icon: {
    en: ['Icon', 'Which network’s icon the footer shows.'],
    de: ['Symbol', 'Das Symbol des Netzwerks, das die Fußzeile zeigt.'],
    fr: ['Icône', 'L’icône du réseau affichée dans le pied de page.'],
    ja: ['アイコン', 'フッターに表示する SNS のアイコンです。'],
    ko: ['아이콘', '푸터에 표시할 소셜 네트워크 아이콘입니다.'],
    zh: ['图标', '页脚显示的社交平台图标。'],
  },
  'social.label': {
    en: ['Account name', 'The account’s name, read out by screen readers.'],
    de: ['Kontoname', 'Der Name des Kontos, den Screenreader vorlesen.'],
    fr: ['Nom du compte', 'Le nom du compte, lu par les lecteurs d’écran.'],
    ja: ['アカウント名', 'スクリーンリーダーが読み上げるアカウント名です。'],
    ko: ['계정 이름', '화면 낭독기가 읽어 주는 계정 이름입니다.'],
    zh: ['账号名称', '读屏软件朗读的账号名称。'],
  },
  'social.link': {
    en: ['Account address', 'The address of the brand’s account, as the source gives it.'],
    de: ['Kontoadresse', 'Die Adresse des Markenkontos, wie die Quelle sie nennt.'],
    fr: ['Adresse du compte', 'L’adresse du compte de la marque, telle que la source la donne.'],
    ja: ['アカウントのアドレス', '出典に記載されたブランドアカウントのアドレスです。'],
    ko: ['계정 주소', '출처에 나온 브랜드 계정의 주소입니다.'],
    zh: ['账号地址', '来源中给出的品牌账号地址。'],
  },
  source: {
    en: ['Source', 'The brand’s public page that gives this address.'],
    de: ['Quelle', 'Die öffentliche Seite der Marke, die diese Adresse nennt.'],
    fr: ['Source', 'La page publique de la marque qui donne cette adresse.'],
    ja: ['出典', 'このアドレスが記載されたブランドの公開ページです。'],
    ko: ['출처', '이 주소가 나와 있는 브랜드의 공개 페이지입니다.'],
    zh: ['来源', '给出该地址的品牌公开页面。'],
  },
  copyright: {
    en: ['Copyright', 'The copyright lines at the bottom of every page, one per entry.'],
    de: ['Copyright', 'Die Copyright-Zeilen unten auf jeder Seite, eine pro Eintrag.'],
    fr: ['Copyright', 'Les lignes de copyright en bas de chaque page, une par entrée.'],
    ja: ['著作権表示', '全ページの下部に表示される著作権表示です。1 項目に 1 行ずつ入力します。'],
    ko: ['저작권 표시', '모든 페이지 하단에 표시되는 저작권 문구입니다. 항목마다 한 줄씩 입력합니다.'],
    zh: ['版权信息', '每个页面底部的版权信息，每项一行。'],
  },
  subscribe: {
    en: ['Newsletter sign-up', 'The texts of the newsletter sign-up form.'],
    de: ['Newsletter-Anmeldung', 'Die Texte des Formulars zur Newsletter-Anmeldung.'],
    fr: ['Inscription à la newsletter', 'Les textes du formulaire d’inscription à la newsletter.'],
    ja: ['メルマガ登録', 'メールマガジン登録フォームの文言です。'],
    ko: ['뉴스레터 구독', '뉴스레터 구독 양식의 문구입니다.'],
    zh: ['订阅通讯', '通讯订阅表单的文案。'],
  },
  placeholder: {
    en: ['Placeholder', 'The grey example text in the empty e-mail field.'],
    de: ['Platzhalter', 'Der graue Beispieltext im leeren E-Mail-Feld.'],
    fr: ['Texte indicatif', 'Le texte d’exemple grisé dans le champ e-mail vide.'],
    ja: ['プレースホルダー', '空のメール欄に薄く表示される例文です。'],
    ko: ['안내 문구', '비어 있는 이메일 입력란에 흐리게 표시되는 예시 문구입니다.'],
    zh: ['占位文字', '空白邮箱输入框中显示的灰色示例文字。'],
  },
  invalid: {
    en: ['Error message', 'What the form says when the e-mail address is not valid.'],
    de: ['Fehlermeldung', 'Was das Formular sagt, wenn die E-Mail-Adresse ungültig ist.'],
    fr: ['Message d’erreur', 'Ce qu’affiche le formulaire quand l’adresse e-mail n’est pas valide.'],
    ja: ['エラーメッセージ', 'メールアドレスが正しくないときに表示するメッセージです。'],
    ko: ['오류 메시지', '이메일 주소가 올바르지 않을 때 표시하는 메시지입니다.'],
    zh: ['错误提示', '邮箱地址无效时表单显示的提示。'],
  },
  success: {
    en: ['Success message', 'What the form says once the visitor has signed up.'],
    de: ['Erfolgsmeldung', 'Was das Formular nach erfolgreicher Anmeldung sagt.'],
    fr: ['Message de confirmation', 'Ce qu’affiche le formulaire une fois l’inscription faite.'],
    ja: ['完了メッセージ', '登録が完了したときに表示するメッセージです。'],
    ko: ['완료 메시지', '구독이 완료되면 표시하는 메시지입니다.'],
    zh: ['成功提示', '访客订阅成功后表单显示的提示。'],
  },
  newUserPopup: {
    en: ['New visitor popup', 'The sign-up popup shown to first-time visitors; leave it out for none.'],
    de: ['Pop-up für neue Besucher', 'Das Anmelde-Pop-up für Erstbesucher; weglassen, wenn keines erscheinen soll.'],
    fr: [
      'Pop-up nouveaux visiteurs',
      'La fenêtre d’inscription montrée aux nouveaux visiteurs ; à omettre pour n’en afficher aucune.',
    ],
    ja: ['初回訪問者向けポップアップ', '初めての訪問者に表示する登録ポップアップです。表示しない場合は空欄にします。'],
    ko: ['신규 방문자 팝업', '처음 방문한 사람에게 보이는 가입 팝업입니다. 표시하지 않으려면 비워 둡니다.'],
    zh: ['新访客弹窗', '向首次访问者显示的订阅弹窗；不需要时留空。'],
  },
  agreement: {
    en: ['Consent text', 'The label of the consent checkbox the visitor must tick before submitting.'],
    de: ['Einwilligungstext', 'Der Text der Einwilligungs-Checkbox, die Besucher vor dem Absenden anhaken müssen.'],
    fr: ['Texte de consentement', 'Le libellé de la case de consentement à cocher avant l’envoi.'],
    ja: ['同意文', '送信前にチェックが必要な同意チェックボックスの文言です。'],
    ko: ['동의 문구', '제출 전에 반드시 체크해야 하는 동의 체크박스의 문구입니다.'],
    zh: ['同意声明', '访客提交前必须勾选的同意复选框文字。'],
  },
  privacyLabel: {
    en: [
      'Privacy policy words',
      'The words of the consent text that link to the privacy policy, exactly as written there.',
    ],
    de: [
      'Wörter für die Datenschutzerklärung',
      'Die Wörter im Einwilligungstext, die zur Datenschutzerklärung verlinken, genau wie dort geschrieben.',
    ],
    fr: [
      'Mots de la politique de confidentialité',
      'Les mots du texte de consentement qui mènent à la politique de confidentialité, tels qu’ils y sont écrits.',
    ],
    ja: [
      'プライバシーポリシーの語句',
      '同意文の中でプライバシーポリシーにリンクする語句です。同意文と同じ表記で入力します。',
    ],
    ko: [
      '개인정보 처리방침 문구',
      '동의 문구 중 개인정보 처리방침으로 연결되는 부분입니다. 동의 문구와 똑같이 적습니다.',
    ],
    zh: ['隐私政策字样', '同意声明中链接到隐私政策的文字，须与声明中的写法完全一致。'],
  },
  termsLabel: {
    en: [
      'Terms of use words',
      'The words of the consent text that link to the terms of use, exactly as written there.',
    ],
    de: [
      'Wörter für die Nutzungsbedingungen',
      'Die Wörter im Einwilligungstext, die zu den Nutzungsbedingungen verlinken, genau wie dort geschrieben.',
    ],
    fr: [
      'Mots des conditions d’utilisation',
      'Les mots du texte de consentement qui mènent aux conditions d’utilisation, tels qu’ils y sont écrits.',
    ],
    ja: ['利用規約の語句', '同意文の中で利用規約にリンクする語句です。同意文と同じ表記で入力します。'],
    ko: ['이용약관 문구', '동의 문구 중 이용약관으로 연결되는 부분입니다. 동의 문구와 똑같이 적습니다.'],
    zh: ['使用条款字样', '同意声明中链接到使用条款的文字，须与声明中的写法完全一致。'],
  },
  dismiss: {
    en: ['Close button', 'The label of the button that closes the popup.'],
    de: ['Schließen-Button', 'Die Beschriftung des Buttons, der das Pop-up schließt.'],
    fr: ['Bouton Fermer', 'Le libellé du bouton qui ferme la fenêtre.'],
    ja: ['閉じるボタン', 'ポップアップを閉じるボタンの文言です。'],
    ko: ['닫기 버튼', '팝업을 닫는 버튼의 문구입니다.'],
    zh: ['关闭按钮', '关闭弹窗的按钮文字。'],
  },
  footer: {
    en: ['Footer', 'The links at the bottom of every page.'],
    de: ['Fußzeile', 'Die Links unten auf jeder Seite.'],
    fr: ['Pied de page', 'Les liens en bas de chaque page.'],
    ja: ['フッター', '全ページの下部に表示されるリンクです。'],
    ko: ['푸터', '모든 페이지 하단에 표시되는 링크입니다.'],
    zh: ['页脚', '每个页面底部的链接。'],
  },
  'footer.links': {
    en: ['Footer links', 'The footer’s links, in the order it shows them.'],
    de: ['Links in der Fußzeile', 'Die Links der Fußzeile in der angezeigten Reihenfolge.'],
    fr: ['Liens du pied de page', 'Les liens du pied de page, dans l’ordre d’affichage.'],
    ja: ['フッターのリンク', 'フッターのリンクです。表示順に並べます。'],
    ko: ['푸터 링크', '푸터의 링크입니다. 표시 순서대로 놓습니다.'],
    zh: ['页脚链接', '页脚中的链接，按显示顺序排列。'],
  },
  promotionStages: {
    en: [
      'Promotion stage starts',
      'The instants at which promotion stages 1, 2, 3… begin; before the first there is no stage.',
    ],
    de: [
      'Beginn der Aktionsphasen',
      'Die Zeitpunkte, zu denen die Aktionsphasen 1, 2, 3 … beginnen; vor dem ersten gilt keine Phase.',
    ],
    fr: [
      'Débuts des étapes de promotion',
      'Les instants où commencent les étapes 1, 2, 3… ; avant le premier, aucune étape n’est en cours.',
    ],
    ja: ['キャンペーン段階の開始日時', '段階 1、2、3…が始まる日時です。最初の日時より前はどの段階でもありません。'],
    ko: [
      '프로모션 단계 시작 시각',
      '프로모션 단계 1, 2, 3…이 시작되는 시각입니다. 첫 시각 이전에는 어떤 단계도 아닙니다.',
    ],
    zh: ['促销阶段开始时间', '促销阶段 1、2、3…的开始时间；第一个时间之前不处于任何阶段。'],
  },
  textBanners: {
    en: ['Text banners', 'The banners across the top of every page, each with when it shows.'],
    de: ['Textbanner', 'Die Banner oben auf jeder Seite, jeweils mit ihrem Anzeigezeitraum.'],
    fr: ['Bannières texte', 'Les bannières en haut de chaque page, chacune avec sa période d’affichage.'],
    ja: ['テキストバナー', '全ページの上部に表示するバナーです。それぞれ表示期間を指定します。'],
    ko: ['텍스트 배너', '모든 페이지 상단에 표시되는 배너입니다. 각각 표시 기간을 정합니다.'],
    zh: ['文字横幅', '每个页面顶部的横幅，每条注明显示时间。'],
  },
  'textBanners.label': {
    en: ['Banner text', 'The text of the banner across the top of every page.'],
    de: ['Bannertext', 'Der Text des Banners oben auf jeder Seite.'],
    fr: ['Texte de la bannière', 'Le texte de la bannière en haut de chaque page.'],
    ja: ['バナーの文言', '全ページの上部に表示されるバナーの文言です。'],
    ko: ['배너 문구', '모든 페이지 상단에 표시되는 배너의 문구입니다.'],
    zh: ['横幅文字', '每个页面顶部横幅的文字。'],
  },
  'textBanners.link': {
    en: ['Banner link', 'Where a click on the banner leads.'],
    de: ['Banner-Link', 'Wohin ein Klick auf das Banner führt.'],
    fr: ['Lien de la bannière', 'La destination d’un clic sur la bannière.'],
    ja: ['バナーのリンク', 'バナーをクリックしたときの移動先です。'],
    ko: ['배너 링크', '배너를 클릭하면 이동하는 곳입니다.'],
    zh: ['横幅链接', '点击横幅后前往的位置。'],
  },
  bg: {
    en: ['Background colour', 'The banner’s background colour.'],
    de: ['Hintergrundfarbe', 'Die Hintergrundfarbe des Banners.'],
    fr: ['Couleur de fond', 'La couleur de fond de la bannière.'],
    ja: ['背景色', 'バナーの背景色です。'],
    ko: ['배경색', '배너의 배경색입니다.'],
    zh: ['背景颜色', '横幅的背景颜色。'],
  },
  'textBanners.color': {
    en: ['Text colour', 'The banner’s text colour; it must stay readable on the background.'],
    de: ['Textfarbe', 'Die Textfarbe des Banners; sie muss auf dem Hintergrund gut lesbar bleiben.'],
    fr: ['Couleur du texte', 'La couleur du texte de la bannière ; il doit rester lisible sur le fond.'],
    ja: ['文字色', 'バナーの文字色です。背景の上で読みやすい色にします。'],
    ko: ['글자색', '배너의 글자색입니다. 배경 위에서 잘 읽혀야 합니다.'],
    zh: ['文字颜色', '横幅的文字颜色，须在背景上清晰可读。'],
  },
  endTime: {
    en: ['End time', 'The banner shows until this instant. A banner needs an end time, stages or a campaign.'],
    de: [
      'Endzeitpunkt',
      'Das Banner erscheint bis zu diesem Zeitpunkt. Ein Banner braucht einen Endzeitpunkt, Phasen oder eine Kampagne.',
    ],
    fr: [
      'Fin',
      'La bannière s’affiche jusqu’à cet instant. Une bannière a besoin d’une fin, d’étapes ou d’une campagne.',
    ],
    ja: ['終了日時', 'この日時までバナーを表示します。バナーには終了日時、段階、キャンペーンのいずれかが必要です。'],
    ko: ['종료 시각', '이 시각까지 배너를 표시합니다. 배너에는 종료 시각, 단계, 캠페인 중 하나가 필요합니다.'],
    zh: ['结束时间', '横幅显示到此时间为止。横幅须设置结束时间、阶段或活动之一。'],
  },
  campaign: {
    en: [
      'Campaign',
      'A campaign of this region’s campaign schedules ("black-friday"): the banner shows while its page is open. No end time then.',
    ],
    de: [
      'Kampagne',
      'Eine Kampagne aus den Kampagnenzeitplänen dieser Region („black-friday“): Das Banner erscheint, solange ihre Seite geöffnet ist. Dann ohne Endzeitpunkt.',
    ],
    fr: [
      'Campagne',
      'Une campagne du calendrier de cette région (« black-friday ») : la bannière s’affiche tant que sa page est ouverte. Pas de fin dans ce cas.',
    ],
    ja: [
      'キャンペーン',
      'この地域のキャンペーン日程にあるキャンペーン（「black-friday」）です。そのページの公開中にバナーを表示します。この場合、終了日時は入力しません。',
    ],
    ko: [
      '캠페인',
      '이 지역 캠페인 일정에 있는 캠페인("black-friday")입니다. 그 페이지가 열려 있는 동안 배너를 표시하며, 이때 종료 시각은 넣지 않습니다.',
    ],
    zh: ['活动', '本地区活动日程中的活动（如“black-friday”）：活动页面开放期间显示横幅，此时不填结束时间。'],
  },
  nav: {
    en: ['Menu', 'The items of the header menu, in order.'],
    de: ['Menü', 'Die Einträge des Menüs in der Kopfzeile, der Reihe nach.'],
    fr: ['Menu', 'Les éléments du menu de l’en-tête, dans l’ordre.'],
    ja: ['メニュー', 'ヘッダーメニューの項目です。表示順に並べます。'],
    ko: ['메뉴', '헤더 메뉴의 항목입니다. 표시 순서대로 놓습니다.'],
    zh: ['菜单', '页眉菜单的各项，按顺序排列。'],
  },
  'nav.label': {
    en: ['Menu text', 'The text of the menu item.'],
    de: ['Menütext', 'Der Text des Menüeintrags.'],
    fr: ['Texte du menu', 'Le texte de l’élément de menu.'],
    ja: ['メニューの文言', 'メニュー項目の文言です。'],
    ko: ['메뉴 문구', '메뉴 항목의 문구입니다.'],
    zh: ['菜单文字', '菜单项的文字。'],
  },
  'nav.link': {
    en: ['Menu link', 'Where the item leads; an item with sub-items may have none.'],
    de: ['Menü-Link', 'Wohin der Eintrag führt; ein Eintrag mit Untereinträgen braucht keinen.'],
    fr: ['Lien du menu', 'La destination de l’élément ; un élément avec des sous-éléments peut s’en passer.'],
    ja: ['メニューのリンク', '項目の移動先です。サブ項目がある場合は省略できます。'],
    ko: ['메뉴 링크', '항목이 이동하는 곳입니다. 하위 항목이 있으면 생략할 수 있습니다.'],
    zh: ['菜单链接', '菜单项指向的位置；有子项的菜单项可以不填。'],
  },
  identify: {
    en: ['Identifier', 'A stable name for analytics and tests; not shown.'],
    de: ['Kennung', 'Ein fester Name für Analysen und Tests; wird nicht angezeigt.'],
    fr: ['Identifiant', 'Un nom stable pour les statistiques et les tests ; non affiché.'],
    ja: ['識別名', 'アクセス解析とテスト用の固定の名前です。表示はされません。'],
    ko: ['식별 이름', '분석과 테스트에 쓰는 고정 이름입니다. 표시되지 않습니다.'],
    zh: ['标识名', '用于数据分析和测试的固定名称，不会显示。'],
  },
  children: {
    en: ['Sub-items', 'The sub-items of a menu that opens.'],
    de: ['Untereinträge', 'Die Untereinträge eines aufklappbaren Menüs.'],
    fr: ['Sous-éléments', 'Les sous-éléments d’un menu déroulant.'],
    ja: ['サブ項目', '開閉するメニューのサブ項目です。'],
    ko: ['하위 항목', '펼쳐지는 메뉴의 하위 항목입니다.'],
    zh: ['子项', '展开式菜单中的子项。'],
  },
  'children.label': {
    en: ['Sub-item text', 'The text of the sub-item.'],
    de: ['Text des Untereintrags', 'Der Text des Untereintrags.'],
    fr: ['Texte du sous-élément', 'Le texte du sous-élément.'],
    ja: ['サブ項目の文言', 'サブ項目の文言です。'],
    ko: ['하위 항목 문구', '하위 항목의 문구입니다.'],
    zh: ['子项文字', '子项的文字。'],
  },
  hidden: {
    en: ['Hidden in', 'Where the item is left out: the header bar, the footer columns, or both.'],
    de: ['Ausgeblendet in', 'Wo der Eintrag fehlt: in der Kopfzeile, in den Spalten der Fußzeile oder in beiden.'],
    fr: ['Masqué dans', 'Où l’élément n’apparaît pas : la barre d’en-tête, les colonnes du pied de page, ou les deux.'],
    ja: ['非表示にする場所', '項目を表示しない場所です。ヘッダーバー、フッターの列、またはその両方を選びます。'],
    ko: ['숨길 위치', '항목을 표시하지 않을 곳입니다. 헤더 바, 푸터 열 또는 둘 다를 고릅니다.'],
    zh: ['隐藏位置', '不显示该项的位置：页眉栏、页脚栏，或两者。'],
  },
  tag: {
    en: ['Tag', 'A small label beside the item ("NEW") and its colour.'],
    de: ['Tag', 'Ein kleines Label neben dem Eintrag („NEU“) und seine Farbe.'],
    fr: ['Étiquette', 'Une petite étiquette à côté de l’élément (« NOUVEAU ») et sa couleur.'],
    ja: ['タグ', '項目の横に付く小さなラベル（「NEW」）とその色です。'],
    ko: ['태그', '항목 옆에 붙는 작은 라벨("NEW")과 그 색상입니다.'],
    zh: ['标记', '菜单项旁的小标签（如“NEW”）及其颜色。'],
  },
  'tag.label': {
    en: ['Tag text', 'The tag’s words, e.g. "NEW".'],
    de: ['Tag-Text', 'Der Text des Tags, z. B. „NEU“.'],
    fr: ['Texte de l’étiquette', 'Le texte de l’étiquette, p. ex. « NOUVEAU ».'],
    ja: ['タグの文言', 'タグの文字です（例: 「NEW」）。'],
    ko: ['태그 문구', '태그의 문구입니다(예: "NEW").'],
    zh: ['标记文字', '标签上的文字，例如“NEW”。'],
  },
  'tag.color': {
    en: ['Tag colour', 'The tag’s colour.'],
    de: ['Tag-Farbe', 'Die Farbe des Tags.'],
    fr: ['Couleur de l’étiquette', 'La couleur de l’étiquette.'],
    ja: ['タグの色', 'タグの色です。'],
    ko: ['태그 색상', '태그의 색상입니다.'],
    zh: ['标记颜色', '标签的颜色。'],
  },
  startTime: {
    en: ['Start time', 'The item shows only from this instant (by the server clock).'],
    de: ['Startzeitpunkt', 'Der Eintrag erscheint erst ab diesem Zeitpunkt (nach der Serveruhr).'],
    fr: ['Début', 'L’élément ne s’affiche qu’à partir de cet instant (selon l’horloge du serveur).'],
    ja: ['開始日時', 'この日時から項目を表示します（サーバーの時刻基準）。'],
    ko: ['시작 시각', '이 시각부터 항목을 표시합니다(서버 시각 기준).'],
    zh: ['开始时间', '菜单项从此时间起才显示（以服务器时间为准）。'],
  },
  'nav.color': {
    en: ['Text colour', 'The item’s text colour.'],
    de: ['Textfarbe', 'Die Textfarbe des Eintrags.'],
    fr: ['Couleur du texte', 'La couleur du texte de l’élément.'],
    ja: ['文字色', '項目の文字色です。'],
    ko: ['글자색', '항목의 글자색입니다.'],
    zh: ['文字颜色', '菜单项的文字颜色。'],
  },
  countdown: {
    en: ['Countdown', 'The texts of the countdown timer that runs until an offer changes.'],
    de: ['Countdown', 'Die Texte des Countdowns, der bis zum Wechsel eines Angebots läuft.'],
    fr: ['Compte à rebours', 'Les textes du compte à rebours qui tourne jusqu’au changement d’une offre.'],
    ja: ['カウントダウン', 'オファーが切り替わるまでのカウントダウンタイマーの文言です。'],
    ko: ['카운트다운', '혜택이 바뀔 때까지 흐르는 카운트다운 타이머의 문구입니다.'],
    zh: ['倒计时', '优惠变更前倒计时器的文案。'],
  },
  days: {
    en: ['Days', 'The countdown’s word for days.'],
    de: ['Tage', 'Das Wort des Countdowns für Tage.'],
    fr: ['Jours', 'Le mot du compte à rebours pour les jours.'],
    ja: ['日', 'カウントダウンの「日」の表記です。'],
    ko: ['일', '카운트다운의 "일" 표기입니다.'],
    zh: ['天', '倒计时中“天”的文字。'],
  },
  hours: {
    en: ['Hours', 'The countdown’s word for hours.'],
    de: ['Stunden', 'Das Wort des Countdowns für Stunden.'],
    fr: ['Heures', 'Le mot du compte à rebours pour les heures.'],
    ja: ['時間', 'カウントダウンの「時間」の表記です。'],
    ko: ['시간', '카운트다운의 "시간" 표기입니다.'],
    zh: ['小时', '倒计时中“小时”的文字。'],
  },
  minutes: {
    en: ['Minutes', 'The countdown’s word for minutes.'],
    de: ['Minuten', 'Das Wort des Countdowns für Minuten.'],
    fr: ['Minutes', 'Le mot du compte à rebours pour les minutes.'],
    ja: ['分', 'カウントダウンの「分」の表記です。'],
    ko: ['분', '카운트다운의 "분" 표기입니다.'],
    zh: ['分钟', '倒计时中“分钟”的文字。'],
  },
  seconds: {
    en: ['Seconds', 'The countdown’s word for seconds.'],
    de: ['Sekunden', 'Das Wort des Countdowns für Sekunden.'],
    fr: ['Secondes', 'Le mot du compte à rebours pour les secondes.'],
    ja: ['秒', 'カウントダウンの「秒」の表記です。'],
    ko: ['초', '카운트다운의 "초" 표기입니다.'],
    zh: ['秒', '倒计时中“秒”的文字。'],
  },
  buttons: {
    en: ['Button texts', 'The words of the buttons and price labels every page uses.'],
    de: ['Button-Texte', 'Die Beschriftungen der Buttons und Preishinweise, die alle Seiten verwenden.'],
    fr: ['Textes des boutons', 'Les textes des boutons et des mentions de prix utilisés sur toutes les pages.'],
    ja: ['ボタンの文言', '全ページで使うボタンと価格表示の文言です。'],
    ko: ['버튼 문구', '모든 페이지에서 쓰는 버튼과 가격 표시 문구입니다.'],
    zh: ['按钮文字', '所有页面通用的按钮和价格标注文字。'],
  },
  buy: {
    en: ['Buy', 'The buy button’s text.'],
    de: ['Kaufen', 'Der Text des Kaufen-Buttons.'],
    fr: ['Acheter', 'Le texte du bouton d’achat.'],
    ja: ['購入', '購入ボタンの文言です。'],
    ko: ['구매', '구매 버튼의 문구입니다.'],
    zh: ['购买', '购买按钮的文字。'],
  },
  preOrder: {
    en: ['Pre-order', 'The pre-order button’s text, for a product on pre-sale.'],
    de: ['Vorbestellen', 'Der Text des Vorbestellen-Buttons für Produkte im Vorverkauf.'],
    fr: ['Précommander', 'Le texte du bouton de précommande, pour un produit en précommande.'],
    ja: ['予約', '予約販売中の商品に表示する予約ボタンの文言です。'],
    ko: ['사전 예약', '사전 판매 중인 제품의 사전 예약 버튼 문구입니다.'],
    zh: ['预订', '预售商品的预订按钮文字。'],
  },
  learnMore: {
    en: ['Learn more', 'The text of the link to a product’s page.'],
    de: ['Mehr erfahren', 'Der Text des Links zur Produktseite.'],
    fr: ['En savoir plus', 'Le texte du lien vers la page d’un produit.'],
    ja: ['詳しく見る', '製品ページへのリンクの文言です。'],
    ko: ['자세히 보기', '제품 페이지로 가는 링크의 문구입니다.'],
    zh: ['了解更多', '指向产品页面的链接文字。'],
  },
  unlockSoon: {
    en: ['Unlock soon', 'Shown in place of a price not revealed yet.'],
    de: ['Bald enthüllt', 'Erscheint anstelle eines noch nicht enthüllten Preises.'],
    fr: ['Bientôt dévoilé', 'S’affiche à la place d’un prix pas encore dévoilé.'],
    ja: ['近日公開', 'まだ公開していない価格の代わりに表示されます。'],
    ko: ['곧 공개', '아직 공개되지 않은 가격 대신 표시됩니다.'],
    zh: ['即将揭晓', '在尚未公布的价格处显示。'],
  },
  save: {
    en: ['Save', 'The word before the amount saved on an offer ("Save $50").'],
    de: ['Sparen', 'Das Wort vor dem gesparten Betrag eines Angebots („Spare 50 €“).'],
    fr: ['Économisez', 'Le mot avant le montant économisé sur une offre (« Économisez 50 € »).'],
    ja: ['割引額', 'オファーの割引額の前に付く文言です（「5,000円お得」など）。'],
    ko: ['할인 금액', '혜택의 할인 금액 앞에 붙는 문구입니다("50,000원 할인" 등).'],
    zh: ['立省', '优惠金额前的文字（如“立省 ¥500”）。'],
  },
  off: {
    en: ['Off', 'The word after a discount ("20% off").'],
    de: ['Rabatt', 'Das Wort nach einem Rabatt („20 % Rabatt“).'],
    fr: ['De réduction', 'Les mots après une remise (« 20 % de réduction »).'],
    ja: ['オフ', '割引率の後に付く文言です（「20% オフ」）。'],
    ko: ['할인', '할인율 뒤에 붙는 문구입니다("20% 할인").'],
    zh: ['折扣', '折扣数值后的文字（如“减 20%”）。'],
  },
  soldOut: {
    en: ['Sold out', 'Shown for a product with no stock.'],
    de: ['Ausverkauft', 'Erscheint bei Produkten ohne Bestand.'],
    fr: ['Épuisé', 'S’affiche pour un produit sans stock.'],
    ja: ['売り切れ', '在庫のない商品に表示されます。'],
    ko: ['품절', '재고가 없는 제품에 표시됩니다.'],
    zh: ['售罄', '无库存商品显示的文字。'],
  },
  watchVideo: {
    en: ['Watch video', 'The text of the button that plays a video.'],
    de: ['Video ansehen', 'Der Text des Buttons, der ein Video abspielt.'],
    fr: ['Voir la vidéo', 'Le texte du bouton qui lance une vidéo.'],
    ja: ['動画を見る', '動画を再生するボタンの文言です。'],
    ko: ['영상 보기', '영상을 재생하는 버튼의 문구입니다.'],
    zh: ['观看视频', '播放视频按钮的文字。'],
  },
} satisfies FieldTexts;

export type RegionSettings = z.infer<typeof regionSettingsSchema>;
export type NavItem = z.infer<typeof navItem>;
export type TextBanner = z.infer<typeof textBanner>;
export type SocialIcon = z.infer<typeof socialIcon>;
