import { z } from 'astro/zod';
import { REGION_CODES, type RegionCode } from '../config/regions.ts';
import { message, type FieldTexts } from './field-texts.ts';
import { text } from './fields.ts';

/** An ISO 3166-1 country code, or "other" for any other country. */
export const COUNTRY_PATTERN = /^([A-Z]{2}|other)$/;

export const countryMessage = message({
  en: 'must be an ISO 3166-1 code like "CA", or "other"',
  de: 'muss ein ISO-3166-1-Code wie „CA“ oder „other“ sein',
  fr: 'doit être un code ISO 3166-1 comme « CA », ou « other »',
  ja: '「CA」のような ISO 3166-1 コードか「other」を入力してください',
  ko: '"CA" 같은 ISO 3166-1 코드 또는 "other"여야 합니다',
  zh: '必须是 ISO 3166-1 代码（如“CA”）或“other”',
});

/** One entry of the region chooser; the link is derived from `region` and the current page. */
export const regionChooserSchema = z.strictObject({
  groups: z
    .array(
      z.strictObject({
        heading: z.enum(['americas', 'europe', 'asia']),
        entries: z
          .array(
            z.strictObject({
              label: text,
              region: z.enum(REGION_CODES as [RegionCode, ...RegionCode[]]),
              country: z.string().regex(COUNTRY_PATTERN, countryMessage),
              lang: text,
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    // A store no entry leads to is one a visitor cannot choose (a region added to the registry).
    .superRefine((groups, context) => {
      const listed = new Set(groups.flatMap((group) => group.entries.map((entry) => entry.region)));
      for (const region of REGION_CODES.filter((code) => !listed.has(code))) {
        context.addIssue({
          code: 'custom',
          message: message({
            en: `has no entry for region ${region}: add one with "region": "${region}"`,
            de: `hat keinen Eintrag für die Region ${region}: einen mit "region": "${region}" ergänzen`,
            fr: `n’a aucune entrée pour la région ${region} : ajoutez-en une avec "region": "${region}"`,
            ja: `地域 ${region} の項目がありません。"region": "${region}" の項目を追加してください`,
            ko: `지역 ${region}의 항목이 없습니다. "region": "${region}" 항목을 추가하세요`,
            zh: `没有地区 ${region} 的条目：请添加一个 "region": "${region}" 的条目`,
          }),
        });
      }
    }),
});

export type RegionChooser = z.infer<typeof regionChooserSchema>;

/** The region chooser's fields in the editor's languages (field-texts.ts). */
export const regionChooserTexts = {
  groups: {
    en: ['Groups', 'The chooser’s groups of regions (Americas, Europe, Asia), in page order.'],
    de: ['Gruppen', 'Die Regionsgruppen der Auswahl (Amerika, Europa, Asien) in der Reihenfolge der Seite.'],
    fr: ['Groupes', 'Les groupes de régions du sélecteur (Amériques, Europe, Asie), dans l’ordre de la page.'],
    ja: ['グループ', '地域選択のグループ（南北アメリカ、ヨーロッパ、アジア）です。ページの表示順に並べます。'],
    ko: ['그룹', '지역 선택의 지역 그룹(아메리카, 유럽, 아시아)입니다. 페이지 순서대로 놓습니다.'],
    zh: ['分组', '地区选择中的地区分组（美洲、欧洲、亚洲），按页面顺序排列。'],
  },
  heading: {
    en: ['Group heading', 'Which heading the group has: the page writes it in the visitor’s language.'],
    de: ['Gruppenüberschrift', 'Welche Überschrift die Gruppe hat; die Seite zeigt sie in der Sprache der Besucher.'],
    fr: ['Titre du groupe', 'Le titre du groupe ; la page l’affiche dans la langue du visiteur.'],
    ja: ['グループ見出し', 'グループの見出しです。ページでは訪問者の言語で表示されます。'],
    ko: ['그룹 제목', '그룹의 제목입니다. 페이지에서는 방문자의 언어로 표시됩니다.'],
    zh: ['分组标题', '分组的标题；页面以访客的语言显示。'],
  },
  entries: {
    en: ['Entries', 'The choices in this group, each a country and the region it leads to.'],
    de: ['Einträge', 'Die Auswahlmöglichkeiten dieser Gruppe, jeweils ein Land und die Region, zu der es führt.'],
    fr: ['Entrées', 'Les choix de ce groupe, chacun un pays et la région vers laquelle il mène.'],
    ja: ['項目', 'このグループの選択肢です。それぞれ国と、移動先の地域を指定します。'],
    ko: ['항목', '이 그룹의 선택지입니다. 각각 국가와 이동할 지역을 지정합니다.'],
    zh: ['条目', '本组中的选项，每项为一个国家及其对应的地区。'],
  },
  label: {
    en: ['Label', 'The entry’s name as the chooser shows it, in its own language (e.g. "Deutschland - Deutsch").'],
    de: [
      'Bezeichnung',
      'Der Name des Eintrags in der Auswahl, in seiner eigenen Sprache (z. B. „Deutschland - Deutsch“).',
    ],
    fr: ['Libellé', 'Le nom de l’entrée dans le sélecteur, dans sa propre langue (p. ex. « France - Français »).'],
    ja: ['表示名', '地域選択に表示される名前です。その地域の言語で書きます（例: 「日本 - 日本語」）。'],
    ko: ['표시 이름', '지역 선택에 표시되는 이름입니다. 해당 지역의 언어로 씁니다(예: "대한민국 - 한국어").'],
    zh: ['显示名称', '地区选择中显示的名称，用该地区自己的语言书写（例如“中国 - 中文”）。'],
  },
  region: {
    en: ['Region', 'The storefront the entry leads to.'],
    de: ['Region', 'Der Shop, zu dem der Eintrag führt.'],
    fr: ['Région', 'La boutique vers laquelle mène l’entrée.'],
    ja: ['地域', 'この項目の移動先となるストアです。'],
    ko: ['지역', '이 항목이 연결되는 스토어입니다.'],
    zh: ['地区', '该条目跳转到的地区站点。'],
  },
  country: {
    en: ['Country', 'The ISO 3166-1 country code stored for the visitor, or "other" for the catch-all entry.'],
    de: ['Land', 'Der ISO-3166-1-Ländercode, der für Besucher gespeichert wird, oder „other“ für den Sammeleintrag.'],
    fr: ['Pays', 'Le code pays ISO 3166-1 enregistré pour le visiteur, ou « other » pour l’entrée « autres pays ».'],
    ja: ['国', '訪問者用に保存される ISO 3166-1 国コードです。その他の国をまとめる項目では「other」にします。'],
    ko: ['국가', '방문자에 대해 저장되는 ISO 3166-1 국가 코드입니다. 기타 국가 항목은 "other"로 씁니다.'],
    zh: ['国家', '为访客保存的 ISO 3166-1 国家代码；“其他国家”条目填写“other”。'],
  },
  lang: {
    en: [
      'Label language',
      'The label’s language as a BCP 47 code ("de", "zh-CN"), so screen readers pronounce it right.',
    ],
    de: [
      'Sprache der Bezeichnung',
      'Die Sprache der Bezeichnung als BCP-47-Code („de“, „zh-CN“), damit Screenreader sie richtig aussprechen.',
    ],
    fr: [
      'Langue du libellé',
      'La langue du libellé en code BCP 47 (« fr », « zh-CN »), pour une bonne prononciation par les lecteurs d’écran.',
    ],
    ja: [
      '表示名の言語',
      '表示名の言語を BCP 47 コード（「ja」「zh-CN」）で指定します。スクリーンリーダーが正しく読み上げるためです。',
    ],
    ko: [
      '표시 이름 언어',
      '표시 이름의 언어를 BCP 47 코드("ko", "zh-CN")로 적습니다. 화면 낭독기가 올바르게 읽도록 하기 위해서입니다.',
    ],
    zh: ['显示名称语言', '显示名称的语言，用 BCP 47 代码（“zh-CN”“en”）填写，以便读屏软件正确朗读。'],
  },
} satisfies FieldTexts;
