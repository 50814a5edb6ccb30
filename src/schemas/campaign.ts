import { z } from 'astro/zod';
import { message, type FieldTexts } from './field-texts.ts';
import { instant } from './fields.ts';

const stage = z.strictObject({ stage: z.number().int().min(1), start: instant, end: instant });

/** A staged campaign of one region (content spec point 4). */
export const campaignScheduleSchema = z
  .strictObject({ stages: z.array(stage).min(1) })
  .superRefine((campaign, context) => {
    campaign.stages.forEach((current, index) => {
      if (current.stage !== index + 1) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'stage'],
          message: message({
            en: `must be ${index + 1}: stages are numbered in order`,
            de: `muss ${index + 1} sein: Stufen werden der Reihe nach nummeriert`,
            fr: `doit être ${index + 1} : les étapes sont numérotées dans l’ordre`,
            ja: `${index + 1} にしてください。ステージは順番に番号を付けます`,
            ko: `${index + 1}이어야 합니다. 단계는 순서대로 번호를 매깁니다`,
            zh: `必须为 ${index + 1}：阶段按顺序编号`,
          }),
        });
      }
      if (Date.parse(current.end) <= Date.parse(current.start)) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'end'],
          message: message({
            en: 'must come after "start"',
            de: 'muss nach „start“ liegen',
            fr: 'doit être après « start »',
            ja: '「start」より後にしてください',
            ko: '"start"보다 뒤여야 합니다',
            zh: '必须晚于“start”',
          }),
        });
      }
      const previous = campaign.stages[index - 1];
      if (previous && Date.parse(current.start) <= Date.parse(previous.end)) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'start'],
          message: message({
            en: 'must come after the previous stage ends',
            de: 'muss nach dem Ende der vorigen Stufe liegen',
            fr: 'doit être après la fin de l’étape précédente',
            ja: '前のステージの終了より後にしてください',
            ko: '이전 단계가 끝난 뒤여야 합니다',
            zh: '必须晚于上一阶段的结束时间',
          }),
        });
      }
    });
  });

export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/**
 * A campaign's id: its page's path in every region that runs it, and the folder of its copy
 * (content/campaigns/<id>/). A slug, starting with a letter, as a banner's `campaign` is.
 */
export const CAMPAIGN_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const campaignId = z.string().regex(
  CAMPAIGN_ID_PATTERN,
  message({
    en: 'must be a campaign id: lowercase letters and digits in words joined by single hyphens, starting with a letter, e.g. "spring-sale"',
    de: 'muss eine Kampagnen-ID sein: Kleinbuchstaben und Ziffern, Wörter durch einzelne Bindestriche verbunden, am Anfang ein Buchstabe, z. B. „spring-sale“',
    fr: 'doit être un identifiant de campagne : lettres minuscules et chiffres, mots reliés par un seul trait d’union, commençant par une lettre, p. ex. « spring-sale »',
    ja: 'キャンペーン ID を入力してください。英小文字と数字の語を 1 つのハイフンでつなぎ、英字で始めます（例: 「spring-sale」）',
    ko: '캠페인 ID여야 합니다. 영문 소문자와 숫자로 된 단어를 하이픈 하나로 잇고 영문자로 시작합니다(예: "spring-sale")',
    zh: '必须是活动 ID：小写字母和数字组成的词，用单个连字符连接，以字母开头，例如“spring-sale”',
  }),
);

/** regions/<region>/campaigns.json: the region's staged campaigns by id, each the path of its page. */
export const regionCampaignsSchema = z.record(campaignId, campaignScheduleSchema, {
  // Zod words a key that fails as "Invalid key in record": the author reads the key's own message.
  error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined),
});

export type RegionCampaigns = z.infer<typeof regionCampaignsSchema>;

/** The campaign schedules' fields in the editor's languages (field-texts.ts). */
export const regionCampaignsTexts = {
  entries: {
    en: [
      'Campaigns',
      'The region’s campaigns, each by its id and with its stages. A campaign added here gets its page’s copy.',
    ],
    de: [
      'Kampagnen',
      'Die Kampagnen der Region, jede mit ihrer ID und ihren Phasen. Eine hier ergänzte Kampagne erhält den Text ihrer Seite.',
    ],
    fr: [
      'Campagnes',
      'Les campagnes de la région, chacune avec son identifiant et ses étapes. Une campagne ajoutée ici reçoit le texte de sa page.',
    ],
    ja: [
      'キャンペーン',
      'この地域のキャンペーンです。それぞれ ID と段階を持ちます。ここで追加したキャンペーンにはページの文面が作られます。',
    ],
    ko: [
      '캠페인',
      '이 지역의 캠페인입니다. 각각 ID와 단계가 있습니다. 여기에 추가한 캠페인에는 페이지 문구가 만들어집니다.',
    ],
    zh: ['活动', '本地区的活动，各有其 ID 和阶段。在此添加的活动会得到其页面文案。'],
  },
  'entries.key': {
    en: [
      'Campaign id',
      'The campaign’s page path, e.g. "spring-sale" for /spring-sale: lowercase words joined by hyphens.',
    ],
    de: [
      'Kampagnen-ID',
      'Der Pfad der Kampagnenseite, z. B. „spring-sale“ für /spring-sale: kleingeschriebene Wörter mit Bindestrichen.',
    ],
    fr: [
      'Identifiant de campagne',
      'Le chemin de la page de la campagne, p. ex. « spring-sale » pour /spring-sale : mots en minuscules reliés par des traits d’union.',
    ],
    ja: [
      'キャンペーン ID',
      'キャンペーンページのパスです（例: /spring-sale なら「spring-sale」）。小文字の単語をハイフンでつなぎます。',
    ],
    ko: [
      '캠페인 ID',
      '캠페인 페이지의 경로입니다(예: /spring-sale이면 "spring-sale"). 소문자 단어를 하이픈으로 잇습니다.',
    ],
    zh: ['活动 ID', '活动页面的路径，例如 /spring-sale 对应“spring-sale”：用连字符连接的小写单词。'],
  },
  stages: {
    en: ['Stages', 'The campaign’s stages in order, each with its start and end.'],
    de: ['Phasen', 'Die Phasen der Kampagne der Reihe nach, jeweils mit Beginn und Ende.'],
    fr: ['Étapes', 'Les étapes de la campagne dans l’ordre, chacune avec son début et sa fin.'],
    ja: ['段階', 'キャンペーンの段階です。順番に、それぞれ開始と終了を入力します。'],
    ko: ['단계', '캠페인의 단계입니다. 순서대로 각각 시작과 종료를 입력합니다.'],
    zh: ['阶段', '活动的各个阶段，按顺序填写，每个阶段包含开始和结束时间。'],
  },
  stage: {
    en: ['Stage number', 'The stage’s number: 1, 2, 3… in order.'],
    de: ['Phasennummer', 'Die Nummer der Phase: 1, 2, 3 … der Reihe nach.'],
    fr: ['Numéro d’étape', 'Le numéro de l’étape : 1, 2, 3… dans l’ordre.'],
    ja: ['段階番号', '段階の番号です。1、2、3…と順に付けます。'],
    ko: ['단계 번호', '단계의 번호입니다. 1, 2, 3… 순서로 매깁니다.'],
    zh: ['阶段编号', '阶段的编号：按顺序为 1、2、3…。'],
  },
  start: {
    en: ['Start', 'The stage’s first instant: the region’s sale opening time, with its offset.'],
    de: ['Beginn', 'Der erste Zeitpunkt der Phase: der Verkaufsstart der Region, mit Zeitverschiebung.'],
    fr: ['Début', 'Le premier instant de l’étape : l’heure d’ouverture des ventes de la région, avec son décalage.'],
    ja: ['開始', '段階の開始日時です。地域の販売開始時刻をオフセット付きで入力します。'],
    ko: ['시작', '단계가 시작되는 시각입니다. 지역의 판매 시작 시각을 오프셋과 함께 입력합니다.'],
    zh: ['开始', '阶段的开始时间：本地区的开售时间，含时区偏移。'],
  },
  end: {
    en: ['End', 'The stage’s last instant, included (e.g. 23:59:59 local time).'],
    de: ['Ende', 'Der letzte Zeitpunkt der Phase, einschließlich (z. B. 23:59:59 Ortszeit).'],
    fr: ['Fin', 'Le dernier instant de l’étape, inclus (p. ex. 23:59:59 heure locale).'],
    ja: ['終了', '段階の最後の日時です。この時刻を含みます（例: 現地時間 23:59:59）。'],
    ko: ['종료', '단계의 마지막 시각이며 이 시각을 포함합니다(예: 현지 시각 23:59:59).'],
    zh: ['结束', '阶段的最后时间（含该时刻），例如当地时间 23:59:59。'],
  },
} satisfies FieldTexts;
