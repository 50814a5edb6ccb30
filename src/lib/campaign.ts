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

/** What the sale countdown counts to: the end of the campaign's last stage, while the campaign runs. */
export function countdownTarget(campaign: CampaignSchedule, now: number): number | null {
  const window = campaignWindow(campaign);
  if (now < window.start || now >= window.end) return null;
  return window.end;
}
