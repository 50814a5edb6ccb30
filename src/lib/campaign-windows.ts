import type { RegionCode } from '../config/regions.ts';
import type { CampaignSchedule } from '../schemas/campaign.ts';
import type { TextBanner } from '../schemas/region-settings.ts';
import { DataError } from './data-error.ts';
import { ruleMessage } from './rule-messages.ts';
import type { Schedule } from './schedule.ts';
import { campaignBannerSchedule, campaignSchedule, itemSchedule } from './schedule-adapters.ts';
import type { TimeWindow } from './time-window.ts';

/** The windows of a region's campaign routes, derived from their stages (by route path). */
export function campaignWindowsOf(
  campaigns: Readonly<Record<string, CampaignSchedule | undefined>>,
): Record<string, TimeWindow> {
  return Object.fromEntries(
    Object.entries(campaigns).flatMap(([path, campaign]) =>
      campaign ? [[path, campaignSchedule(campaign).window]] : [],
    ),
  );
}

/**
 * When each of the region's text banners shows: its own end time and stages, or, for a banner
 * tied to a campaign, that campaign's window (the same one the campaign route is gated by);
 * stages are the region's promotion stages (`promotionStarts`). A banner tied to a campaign the
 * region does not run fails, naming regions/<region>/settings.json.
 */
export function textBannerSchedulesOf(
  region: RegionCode,
  banners: readonly TextBanner[],
  windows: Readonly<Record<string, TimeWindow>>,
  promotionStarts: readonly number[],
): Schedule[] {
  return banners.map((banner, index) => {
    if (banner.campaign === undefined) return itemSchedule(banner, promotionStarts);
    const window = windows[banner.campaign];
    if (!window) {
      throw new DataError(`regions/${region}/settings.json`, [
        {
          field: `textBanners[${index}].campaign`,
          ...ruleMessage('bannerNoCampaign', { campaign: banner.campaign, region, known: Object.keys(windows) }),
        },
      ]);
    }
    return campaignBannerSchedule(window, banner.stages, promotionStarts);
  });
}
