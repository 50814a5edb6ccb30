import type { CampaignSchedule } from '../schemas/campaign.ts';
import { parseInstant, type TimeWindow } from './time-window.ts';

const SECOND = 1000;

/**
 * The stage of a campaign at an instant: the stage whose [start, end] (end inclusive, to the
 * second) contains it, or null before the first, between stages and after the last.
 */
export function campaignStageAt(campaign: CampaignSchedule, now: number): number | null {
  const current = campaign.stages.find(
    (stage) => now >= parseInstant(stage.start) && now < parseInstant(stage.end) + SECOND,
  );
  return current?.stage ?? null;
}

/** The campaign's route window, derived from the same stages: first start to one second after the last end. */
export function campaignWindow(campaign: CampaignSchedule): Required<TimeWindow> {
  const first = campaign.stages[0];
  const last = campaign.stages.at(-1);
  if (!first || !last) throw new RangeError('a campaign needs at least one stage');
  return { start: parseInstant(first.start), end: parseInstant(last.end) + SECOND };
}

/**
 * When each stage is on display (banners, prices, the timeline's "live now"): from its start
 * until the next stage starts, the last one until its end. Overnight between two 09:00
 * openings the page keeps showing the stage that just closed rather than nothing.
 */
export function stageDisplayWindows(campaign: CampaignSchedule): { stage: number; start: number; end: number }[] {
  return campaign.stages.map((stage, index) => {
    const next = campaign.stages[index + 1];
    return {
      stage: stage.stage,
      start: parseInstant(stage.start),
      end: next ? parseInstant(next.start) : parseInstant(stage.end) + SECOND,
    };
  });
}

/** The display window of a list of consecutive stages (a banner shown in stages 2 and 3). */
export function stagesDisplayWindow(campaign: CampaignSchedule, stages: readonly number[]): Required<TimeWindow> {
  const windows = stageDisplayWindows(campaign).filter((window) => stages.includes(window.stage));
  if (!windows.length) throw new RangeError(`the campaign has none of the stages ${stages.join(', ')}`);
  return { start: Math.min(...windows.map((w) => w.start)), end: Math.max(...windows.map((w) => w.end)) };
}
