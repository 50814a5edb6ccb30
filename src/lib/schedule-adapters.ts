import type { CampaignSchedule } from '../schemas/campaign.ts';
import { stagesFromStarts, type Schedule, type Stage } from './schedule.ts';
import { parseInstant, windowOf, type TimeWindow } from './time-window.ts';

// Each data shape with a time in it, read into the one schedule model (docs/campaigns.md). The
// adapters take parsed data (the schemas have checked the instants carry offsets).

const SECOND = 1000;

/** Fields by which navigation items, footer links and text banners are scheduled. */
export interface ScheduledItem {
  startTime?: string | undefined;
  endTime?: string | undefined;
  stages?: readonly number[] | undefined;
}

/**
 * A navigation item, footer link or text banner: shown in its window and, if it lists stages,
 * while the region's promotion stage (`promotionStarts`, settings.promotionStages) is one of them.
 */
export function itemSchedule(item: ScheduledItem, promotionStarts: readonly number[]): Schedule {
  return {
    window: windowOf({
      ...(item.startTime !== undefined && { startTime: item.startTime }),
      ...(item.endTime !== undefined && { endTime: item.endTime }),
    }),
    ...(item.stages && { stages: stagesFromStarts(promotionStarts), shownIn: item.stages }),
  };
}

/** A home tile: its eventsTime is when it starts showing (e.g. a sale tile), with stages as an item's. */
export function tileSchedule(
  tile: { eventsTime?: string | undefined; stages?: readonly number[] | undefined },
  promotionStarts: readonly number[],
): Schedule {
  return itemSchedule({ startTime: tile.eventsTime, stages: tile.stages }, promotionStarts);
}

/** A text banner tied to a campaign: shown in the campaign's route window, with stages as an item's. */
export function campaignBannerSchedule(
  campaignWindow: TimeWindow,
  stages: readonly number[] | undefined,
  promotionStarts: readonly number[],
): Schedule {
  return { ...itemSchedule({ stages }, promotionStarts), window: campaignWindow };
}

/** A catalogue entry's activity time: the price applies in the listed stages of its own stage starts. */
export function activitySchedule(activityTime: { stages: readonly string[]; stage: readonly number[] }): Schedule {
  return { window: {}, stages: stagesFromStarts(activityTime.stages.map(parseInstant)), shownIn: activityTime.stage };
}

/** The complement of a staged schedule: shown in every one of its stages it does not show in (the regular price). */
export function outsideStages(schedule: Schedule): Schedule {
  const stages = schedule.stages ?? [];
  return {
    ...schedule,
    shownIn: stages.map(({ stage }) => stage).filter((stage) => !schedule.shownIn?.includes(stage)),
  };
}

/** A campaign's stages, each from its start to one second after its end (ends are inclusive, to the second). */
function saleStages(campaign: CampaignSchedule): Stage[] {
  return campaign.stages.map(({ stage, start, end }) => ({
    stage,
    start: parseInstant(start),
    end: parseInstant(end) + SECOND,
  }));
}

/**
 * A campaign (regions/<region>/campaigns.json): its stages as sold (null between them), and its
 * route window from the first stage's start to one second after the last stage's end, where the
 * countdown runs to.
 */
export function campaignSchedule(campaign: CampaignSchedule): Schedule & { window: Required<TimeWindow> } {
  const stages = saleStages(campaign);
  const first = stages[0];
  const last = stages.at(-1);
  if (!first || !last) throw new RangeError('a campaign needs at least one stage');
  return { window: { start: first.start, end: last.end! }, stages };
}

/**
 * When the listed stages of a campaign are on display (banners, stage prices, "Live now"): a
 * stage from its start until the next stage starts, the last until its end, so overnight between
 * two 09:00 openings the page keeps showing the stage that just closed rather than nothing.
 * Listed stages are taken as consecutive: the window runs from the first one's start to the last one's end.
 */
export function campaignDisplaySchedule(
  campaign: CampaignSchedule,
  stages: readonly number[],
): Schedule & { window: Required<TimeWindow> } {
  const all = saleStages(campaign);
  const shown = all.flatMap((stage, index) =>
    stages.includes(stage.stage) ? [{ start: stage.start, end: all[index + 1]?.start ?? stage.end! }] : [],
  );
  if (!shown.length) throw new RangeError(`the campaign has none of the stages ${stages.join(', ')}`);
  return {
    window: { start: Math.min(...shown.map(({ start }) => start)), end: Math.max(...shown.map(({ end }) => end)) },
  };
}
