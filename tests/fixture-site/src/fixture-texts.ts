import type { RegionCode } from '../../../src/config/regions.ts';
import { REGIONS } from '../../../src/config/regions.ts';

/** The fixture pages' texts by locale (moved here from the site's string catalogues: no visitor sees them). */
const TEXTS = {
  'de-DE': {
    title: 'Vorschauzeitraum | Robosen',
    description: 'Eine Seite, die nur während ihres Vorschauzeitraums geöffnet ist.',
    heading: 'Vorschauzeitraum',
    text: 'Diese Seite ist nur zwischen ihrem Start- und Endzeitpunkt geöffnet.',
    target: 'Einstiegsbereich',
  },
  'en-US': {
    title: 'Preview window | Robosen',
    description: 'A page that is only open during its preview window.',
    heading: 'Preview window',
    text: 'This page is open only between its start and end time.',
    target: 'Entry section',
  },
  'fr-FR': {
    title: 'Période de prévisualisation | Robosen',
    description: 'Une page accessible uniquement pendant sa période de prévisualisation.',
    heading: 'Période de prévisualisation',
    text: 'Cette page n’est accessible qu’entre son heure de début et son heure de fin.',
    target: 'Section d’entrée',
  },
  'ja-JP': {
    title: 'プレビュー期間 | Robosen',
    description: 'プレビュー期間中のみ公開されるページです。',
    heading: 'プレビュー期間',
    text: 'このページは開始時刻から終了時刻までの間だけ公開されます。',
    target: 'エントリーセクション',
  },
  'ko-KR': {
    title: '미리보기 기간 | Robosen',
    description: '미리보기 기간에만 공개되는 페이지입니다.',
    heading: '미리보기 기간',
    text: '이 페이지는 시작 시간과 종료 시간 사이에만 공개됩니다.',
    target: '진입 섹션',
  },
  'zh-CN': {
    title: '预览时段 | Robosen',
    description: '仅在预览时段内开放的页面。',
    heading: '预览时段',
    text: '此页面仅在开始时间与结束时间之间开放。',
    target: '入口区域',
  },
} as const;

/** The fixture pages' texts in a region's locale; English where the locale has none (en-GB, en-EU). */
export const fixtureTexts = (region: RegionCode) =>
  TEXTS[REGIONS[region].locale as keyof typeof TEXTS] ?? TEXTS['en-US'];
