import { z } from 'astro/zod';
import { isTimeZone, minutesOf, WEEKDAYS } from './wall-clock.ts';
import { message, type FieldTexts, type Words } from './field-texts.ts';
import { emailAddress, externalUrl, pageHead, phoneNumber, text } from './fields.ts';

/** What the headquarters can be written to about (content spec point 2). */
export const CONTACT_TOPICS = ['support', 'careers', 'press', 'marketing'] as const;

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWallTime = (value: string) => WALL_TIME.test(value);
const wallTime = z.string().regex(
  WALL_TIME,
  message({
    en: 'must be a time written as HH:MM, e.g. "09:00"',
    de: 'muss eine Uhrzeit im Format HH:MM sein, z. B. „09:00“',
    fr: 'doit être une heure au format HH:MM, p. ex. « 09:00 »',
    ja: '時刻を HH:MM 形式で入力してください（例: 「09:00」）',
    ko: '시각은 HH:MM 형식이어야 합니다(예: "09:00")',
    zh: '必须是 HH:MM 格式的时间，例如“09:00”',
  }),
);
const id = z.string().regex(
  /^[a-z][a-z0-9-]*$/,
  message({
    en: 'must be an id like "north-america"',
    de: 'muss eine ID wie „north-america“ sein',
    fr: 'doit être un identifiant comme « north-america »',
    ja: '「north-america」のような ID を入力してください',
    ko: '"north-america" 같은 ID여야 합니다',
    zh: '必须是 ID，例如“north-america”',
  }),
);

const office = z.strictObject({
  id,
  /**
   * The zone of the office's wall clock, where a source gives it: its hours are named in it and
   * its open-now state is judged there. Without it the hours are "local time" (content spec
   * point 2) and no open-now line is shown.
   */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone like "Europe/London"').optional(),
  hours: z
    .strictObject({
      days: z
        .array(
          z.enum(WEEKDAYS, {
            message: message({
              en: `must be one of ${WEEKDAYS.join(', ')}`,
              de: `muss einer von ${WEEKDAYS.join(', ')} sein`,
              fr: `doit être l’un de ${WEEKDAYS.join(', ')}`,
              ja: `${WEEKDAYS.join(', ')} のいずれかにしてください`,
              ko: `${WEEKDAYS.join(', ')} 중 하나여야 합니다`,
              zh: `必须是 ${WEEKDAYS.join(', ')} 之一`,
            }),
          }),
        )
        .min(1),
      opens: wallTime,
      closes: wallTime,
    })
    // Runs even when a time is malformed (reported on its own field), so it compares only valid ones.
    .refine(
      (hours) =>
        !isWallTime(hours.opens) || !isWallTime(hours.closes) || minutesOf(hours.opens) < minutesOf(hours.closes),
      {
        message: message({
          en: 'must be later than "opens" on the same day',
          de: 'muss am selben Tag nach „opens“ liegen',
          fr: 'doit être plus tard que « opens » le même jour',
          ja: '同じ日の「opens」より後にしてください',
          ko: '같은 날 "opens"보다 늦어야 합니다',
          zh: '必须晚于同一天的“opens”',
        }),
        path: ['closes'],
      },
    ),
  // Optional: shown when known, simply absent otherwise (docs/support.md).
  address: z.array(text).min(1, 'must have at least one line').optional(),
  phone: phoneNumber.optional(),
  email: emailAddress.optional(),
});

const unique =
  <T>(key: (item: T) => string, name: Words) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(key(item)))
        context.addIssue({
          code: 'custom',
          path: [index],
          message: message({
            en: `repeats ${name.en} "${key(item)}"`,
            de: `wiederholt ${name.de} „${key(item)}“`,
            fr: `répète ${name.fr} « ${key(item)} »`,
            ja: `${name.ja}「${key(item)}」が重複しています`,
            ko: `${name.ko} "${key(item)}"이(가) 중복됩니다`,
            zh: `重复了${name.zh}“${key(item)}”`,
          }),
        });
      seen.add(key(item));
    });
  };

/**
 * The brand's contact facts, shared by every region (content/contact.json): headquarters
 * addresses by topic, and offices with their hours in their own time zone.
 */
export const contactFactsSchema = z.strictObject({
  headquarters: z
    .array(
      z.strictObject({
        topic: z.enum(CONTACT_TOPICS, {
          message: message({
            en: `must be one of ${CONTACT_TOPICS.join(', ')}`,
            de: `muss einer von ${CONTACT_TOPICS.join(', ')} sein`,
            fr: `doit être l’un de ${CONTACT_TOPICS.join(', ')}`,
            ja: `${CONTACT_TOPICS.join(', ')} のいずれかにしてください`,
            ko: `${CONTACT_TOPICS.join(', ')} 중 하나여야 합니다`,
            zh: `必须是 ${CONTACT_TOPICS.join(', ')} 之一`,
          }),
        }),
        email: emailAddress,
      }),
    )
    .min(1)
    .superRefine(
      unique((entry) => entry.topic, {
        en: 'the topic',
        de: 'das Thema',
        fr: 'le sujet',
        ja: 'トピック',
        ko: '주제',
        zh: '主题',
      }),
    )
    // Pages that have nothing else to offer (an empty dealer list) point to the support address.
    .refine((entries) => entries.some((entry) => entry.topic === 'support'), {
      message: message({
        en: 'must include the "support" address',
        de: 'muss die Adresse „support“ enthalten',
        fr: 'doit inclure l’adresse « support »',
        ja: '「support」のアドレスを含めてください',
        ko: '"support" 주소를 포함해야 합니다',
        zh: '必须包含“support”地址',
      }),
    }),
  offices: z
    .array(office)
    .min(1)
    .superRefine(
      unique((entry) => entry.id, {
        en: 'the office id',
        de: 'die Büro-ID',
        fr: 'l’identifiant de bureau',
        ja: 'オフィス ID',
        ko: '사무소 ID',
        zh: '办事处 ID',
      }),
    ),
});

/** The contact page's copy in a region (content/contact-us/<region>.json). */
export const contactPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  headquarters: z.strictObject({ title: text, text }),
  offices: z.strictObject({
    title: text,
    text,
    names: z.record(id, text),
  }),
  hotline: z.strictObject({ title: text, text, phone: phoneNumber }).optional(),
  wholesale: z.strictObject({ title: text, text, label: text, link: externalUrl }).optional(),
});

/** The contact facts' fields in the editor's languages (field-texts.ts). */
export const contactFactsTexts = {
  headquarters: {
    en: ['Headquarters addresses', 'The headquarters’ e-mail address for each topic; one must be "support".'],
    de: ['Adressen der Zentrale', 'Die E-Mail-Adresse der Zentrale für jedes Thema; eine davon muss „support“ sein.'],
    fr: ['Adresses du siège', 'L’adresse e-mail du siège pour chaque sujet ; l’une doit être « support ».'],
    ja: ['本社の連絡先', '本社のトピック別メールアドレスです。「support」は必須です。'],
    ko: ['본사 연락처', '주제별 본사 이메일 주소입니다. "support"는 반드시 있어야 합니다.'],
    zh: ['总部联系方式', '总部按主题划分的电子邮件地址；必须包含“support”。'],
  },
  topic: {
    en: ['Topic', 'What the address is for: support, careers, press or marketing.'],
    de: ['Thema', 'Wofür die Adresse da ist: Support, Karriere, Presse oder Marketing.'],
    fr: ['Sujet', 'L’objet de l’adresse : assistance, carrières, presse ou marketing.'],
    ja: ['トピック', 'アドレスの用途です。サポート、採用、報道、マーケティングから選びます。'],
    ko: ['주제', '주소의 용도입니다. 지원, 채용, 언론, 마케팅 중에서 고릅니다.'],
    zh: ['主题', '该地址的用途：支持、招聘、媒体或市场。'],
  },
  email: {
    en: ['E-mail', 'The e-mail address, e.g. "support@robosen.com".'],
    de: ['E-Mail', 'Die E-Mail-Adresse, z. B. „support@robosen.com“.'],
    fr: ['E-mail', 'L’adresse e-mail, p. ex. « support@robosen.com ».'],
    ja: ['メール', 'メールアドレスです（例: 「support@robosen.com」）。'],
    ko: ['이메일', '이메일 주소입니다(예: "support@robosen.com").'],
    zh: ['电子邮件', '电子邮件地址，例如“support@robosen.com”。'],
  },
  offices: {
    en: ['Offices', 'The brand’s offices, with their hours in their own time zone.'],
    de: ['Büros', 'Die Büros der Marke mit ihren Öffnungszeiten in der eigenen Zeitzone.'],
    fr: ['Bureaux', 'Les bureaux de la marque, avec leurs horaires dans leur propre fuseau horaire.'],
    ja: ['オフィス', 'ブランドのオフィスです。営業時間は各オフィスのタイムゾーンで入力します。'],
    ko: ['사무소', '브랜드의 사무소입니다. 운영 시간은 각 사무소의 시간대로 입력합니다.'],
    zh: ['办公室', '品牌的各个办公室，营业时间按其所在时区填写。'],
  },
  id: {
    en: ['Office id', 'A short lowercase name for the office ("north-america"); the contact pages name it by this id.'],
    de: [
      'Büro-ID',
      'Ein kurzer Name in Kleinbuchstaben („north-america“); die Kontaktseiten benennen das Büro über diese ID.',
    ],
    fr: [
      'Identifiant du bureau',
      'Un nom court en minuscules (« north-america ») ; les pages de contact nomment le bureau par cet identifiant.',
    ],
    ja: [
      'オフィス ID',
      'オフィスの短い小文字の名前（「north-america」）です。お問い合わせページはこの ID でオフィス名を付けます。',
    ],
    ko: [
      '사무소 ID',
      '사무소의 짧은 소문자 이름("north-america")입니다. 문의 페이지는 이 ID로 사무소 이름을 붙입니다.',
    ],
    zh: ['办公室 ID', '办公室的简短小写名称（如“north-america”）；联系页面按此 ID 填写办公室名称。'],
  },
  timeZone: {
    en: [
      'Time zone',
      'The office’s time zone ("Europe/London"), where a source gives it; without it no open-now line is shown.',
    ],
    de: [
      'Zeitzone',
      'Die Zeitzone des Büros („Europe/Berlin“), sofern eine Quelle sie nennt; ohne sie erscheint keine „Jetzt geöffnet“-Zeile.',
    ],
    fr: [
      'Fuseau horaire',
      'Le fuseau horaire du bureau (« Europe/Paris »), si une source le donne ; sans lui, pas de mention « ouvert maintenant ».',
    ],
    ja: [
      'タイムゾーン',
      'オフィスのタイムゾーン（「Asia/Tokyo」）です。出典がある場合のみ入力します。未入力なら「営業中」の表示は出ません。',
    ],
    ko: [
      '시간대',
      '사무소의 시간대("Asia/Seoul")입니다. 출처가 있을 때만 입력하며, 없으면 "영업 중" 표시가 나오지 않습니다.',
    ],
    zh: ['时区', '办公室所在时区（如“Asia/Shanghai”），有来源时填写；不填则不显示“营业中”。'],
  },
  hours: {
    en: ['Opening hours', 'The days and times the office is open, in its local time.'],
    de: ['Öffnungszeiten', 'Die Tage und Uhrzeiten, an denen das Büro geöffnet ist, in Ortszeit.'],
    fr: ['Horaires', 'Les jours et heures d’ouverture du bureau, en heure locale.'],
    ja: ['営業時間', 'オフィスの営業日と時間です（現地時間）。'],
    ko: ['운영 시간', '사무소가 여는 요일과 시간입니다(현지 시각).'],
    zh: ['营业时间', '办公室营业的日期和时间（当地时间）。'],
  },
  days: {
    en: ['Days', 'The days of the week the office is open.'],
    de: ['Tage', 'Die Wochentage, an denen das Büro geöffnet ist.'],
    fr: ['Jours', 'Les jours de la semaine où le bureau est ouvert.'],
    ja: ['曜日', 'オフィスの営業曜日です。'],
    ko: ['요일', '사무소가 여는 요일입니다.'],
    zh: ['营业日', '办公室每周营业的日子。'],
  },
  opens: {
    en: ['Opens', 'The opening time, written HH:MM ("09:00").'],
    de: ['Öffnet', 'Die Öffnungszeit im Format HH:MM („09:00“).'],
    fr: ['Ouverture', 'L’heure d’ouverture, au format HH:MM (« 09:00 »).'],
    ja: ['開始時刻', '営業開始時刻を HH:MM（「09:00」）で入力します。'],
    ko: ['여는 시각', '여는 시각을 HH:MM("09:00") 형식으로 입력합니다.'],
    zh: ['开门时间', '开门时间，格式为 HH:MM（如“09:00”）。'],
  },
  closes: {
    en: ['Closes', 'The closing time, written HH:MM; later than the opening time.'],
    de: ['Schließt', 'Die Schließzeit im Format HH:MM; später als die Öffnungszeit.'],
    fr: ['Fermeture', 'L’heure de fermeture, au format HH:MM ; après l’heure d’ouverture.'],
    ja: ['終了時刻', '営業終了時刻を HH:MM で入力します。開始時刻より後にします。'],
    ko: ['닫는 시각', '닫는 시각을 HH:MM 형식으로 입력합니다. 여는 시각보다 늦어야 합니다.'],
    zh: ['关门时间', '关门时间，格式为 HH:MM，须晚于开门时间。'],
  },
  address: {
    en: ['Address', 'The office’s postal address, one line per entry; left out when not known.'],
    de: ['Adresse', 'Die Postanschrift des Büros, eine Zeile pro Eintrag; weglassen, wenn unbekannt.'],
    fr: ['Adresse', 'L’adresse postale du bureau, une ligne par entrée ; à omettre si inconnue.'],
    ja: ['住所', 'オフィスの住所です。1 項目に 1 行ずつ入力します。不明な場合は空欄にします。'],
    ko: ['주소', '사무소의 우편 주소입니다. 항목마다 한 줄씩 입력하며, 모르면 비워 둡니다.'],
    zh: ['地址', '办公室的邮寄地址，每项一行；不清楚时留空。'],
  },
  phone: {
    en: ['Phone', 'The office’s number as dialled from abroad ("+44 20 7946 0000").'],
    de: ['Telefon', 'Die Rufnummer des Büros, wie aus dem Ausland gewählt („+49 30 1234 5678“).'],
    fr: ['Téléphone', 'Le numéro du bureau composé depuis l’étranger (« +33 1 23 45 67 89 »).'],
    ja: ['電話番号', '海外からかける形式のオフィスの電話番号です（「+81 3 1234 5678」）。'],
    ko: ['전화번호', '해외에서 거는 형식의 사무소 전화번호입니다("+82 2 1234 5678").'],
    zh: ['电话', '从国外拨打的办公室号码（如“+86 755 1234 5678”）。'],
  },
} satisfies FieldTexts;

/** The contact page's fields in the editor's languages (field-texts.ts). */
export const contactPageTexts = {
  headquarters: {
    en: ['Headquarters', 'The block that gives the headquarters’ e-mail addresses.'],
    de: ['Zentrale', 'Der Abschnitt mit den E-Mail-Adressen der Zentrale.'],
    fr: ['Siège', 'Le bloc qui donne les adresses e-mail du siège.'],
    ja: ['本社', '本社のメールアドレスを案内するブロックです。'],
    ko: ['본사', '본사 이메일 주소를 안내하는 블록입니다.'],
    zh: ['总部', '列出总部电子邮件地址的区块。'],
  },
  offices: {
    en: ['Offices', 'The block that lists the offices and their hours.'],
    de: ['Büros', 'Der Abschnitt mit den Büros und ihren Öffnungszeiten.'],
    fr: ['Bureaux', 'Le bloc qui liste les bureaux et leurs horaires.'],
    ja: ['オフィス', 'オフィスと営業時間を一覧にするブロックです。'],
    ko: ['사무소', '사무소와 운영 시간을 보여 주는 블록입니다.'],
    zh: ['办公室', '列出各办公室及其营业时间的区块。'],
  },
  names: {
    en: [
      'Office names',
      'Each office’s name in the page’s language, by office id; every office of the contact facts needs one.',
    ],
    de: [
      'Büronamen',
      'Der Name jedes Büros in der Sprache der Seite, nach Büro-ID; jedes Büro der Kontaktdaten braucht einen.',
    ],
    fr: [
      'Noms des bureaux',
      'Le nom de chaque bureau dans la langue de la page, par identifiant ; chaque bureau des coordonnées en a besoin.',
    ],
    ja: [
      'オフィス名',
      'ページの言語での各オフィスの名前を、オフィス ID ごとに入力します。連絡先情報のすべてのオフィスに必要です。',
    ],
    ko: [
      '사무소 이름',
      '페이지 언어로 된 사무소 이름을 사무소 ID별로 입력합니다. 연락처 정보의 모든 사무소에 필요합니다.',
    ],
    zh: ['办公室名称', '按办公室 ID 填写页面语言的办公室名称；联系信息中的每个办公室都需要。'],
  },
  'names.key': {
    en: ['Office id', 'The office’s id in the contact facts ("north-america").'],
    de: ['Büro-ID', 'Die ID des Büros in den Kontaktdaten („north-america“).'],
    fr: ['Identifiant du bureau', 'L’identifiant du bureau dans les coordonnées (« north-america »).'],
    ja: ['オフィス ID', '連絡先情報でのオフィスの ID です（「north-america」）。'],
    ko: ['사무소 ID', '연락처 정보에서의 사무소 ID입니다("north-america").'],
    zh: ['办公室 ID', '该办公室在联系信息中的 ID（如“north-america”）。'],
  },
  'names.value': {
    en: ['Office name', 'The office’s name in the page’s language.'],
    de: ['Name des Büros', 'Der Name des Büros in der Sprache der Seite.'],
    fr: ['Nom du bureau', 'Le nom du bureau dans la langue de la page.'],
    ja: ['オフィス名', 'ページの言語でのオフィスの名前です。'],
    ko: ['사무소 이름', '페이지 언어로 된 사무소 이름입니다.'],
    zh: ['办公室名称', '页面语言的办公室名称。'],
  },
  hotline: {
    en: ['Hotline', 'The telephone hotline, where the region has one.'],
    de: ['Hotline', 'Die Telefon-Hotline, sofern die Region eine hat.'],
    fr: ['Assistance téléphonique', 'La ligne d’assistance téléphonique, si la région en a une.'],
    ja: ['ホットライン', '電話窓口です。地域にある場合のみ入力します。'],
    ko: ['상담 전화', '전화 상담 창구입니다. 지역에 있을 때만 입력합니다.'],
    zh: ['热线', '电话热线（本地区有时填写）。'],
  },
  phone: {
    en: ['Phone', 'The hotline’s number as dialled from abroad ("+44 20 7946 0000").'],
    de: ['Telefon', 'Die Nummer der Hotline, wie aus dem Ausland gewählt („+49 30 1234 5678“).'],
    fr: ['Téléphone', 'Le numéro de la ligne composé depuis l’étranger (« +33 1 23 45 67 89 »).'],
    ja: ['電話番号', '海外からかける形式のホットラインの番号です（「+81 3 1234 5678」）。'],
    ko: ['전화번호', '해외에서 거는 형식의 상담 전화번호입니다("+82 2 1234 5678").'],
    zh: ['电话', '从国外拨打的热线号码（如“+86 755 1234 5678”）。'],
  },
  wholesale: {
    en: ['Wholesale', 'The wholesale application, where the region has one.'],
    de: ['Großhandel', 'Die Großhandelsanfrage, sofern die Region eine hat.'],
    fr: ['Vente en gros', 'La demande de partenariat de vente en gros, si la région en propose une.'],
    ja: ['卸売', '卸売の申し込み窓口です。地域にある場合のみ入力します。'],
    ko: ['도매', '도매 신청 창구입니다. 지역에 있을 때만 입력합니다.'],
    zh: ['批发合作', '批发合作申请（本地区有时填写）。'],
  },
  'wholesale.label': {
    en: ['Link text', 'The words of the link to the application form.'],
    de: ['Linktext', 'Der Text des Links zum Anfrageformular.'],
    fr: ['Texte du lien', 'Le texte du lien vers le formulaire de demande.'],
    ja: ['リンクの文言', '申し込みフォームへのリンクの文字です。'],
    ko: ['링크 문구', '신청 양식으로 가는 링크의 문구입니다.'],
    zh: ['链接文字', '指向申请表的链接文字。'],
  },
  'wholesale.link': {
    en: ['Application form', 'The application form’s https:// address.'],
    de: ['Anfrageformular', 'Die https://-Adresse des Anfrageformulars.'],
    fr: ['Formulaire de demande', 'L’adresse https:// du formulaire de demande.'],
    ja: ['申し込みフォーム', '申し込みフォームの https:// アドレスです。'],
    ko: ['신청 양식', '신청 양식의 https:// 주소입니다.'],
    zh: ['申请表', '申请表的 https:// 地址。'],
  },
} satisfies FieldTexts;

export type ContactFacts = z.infer<typeof contactFactsSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type Office = ContactFacts['offices'][number];
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
