import { REGIONS, type RegionCode } from '../../src/config/regions.ts';
import type { RegionRecord } from '../../src/lib/region-rules.ts';
import { campaignWindowsOf, textBannerSchedulesOf } from '../../src/lib/campaign-windows.ts';
import { splitInternalLink } from '../../src/lib/links.ts';
import { planPages } from '../../src/lib/route-manifest.ts';
import { stagesFromStarts } from '../../src/lib/schedule.ts';
import {
  activitySchedule,
  campaignDisplaySchedule,
  campaignSchedule,
  itemSchedule,
  tileSchedule,
} from '../../src/lib/schedule-adapters.ts';
import type { CalendarItem, CampaignStages, RegionSeason } from '../../src/lib/season-calendar.ts';
import { isGated, parseInstant, type TimeWindow } from '../../src/lib/time-window.ts';
import { isExternalLink } from '../../src/lib/urls.ts';

/**
 * The store a region belongs to, for the calendar's "same campaign, same local times" warning:
 * the regions that sell in one currency (eu, fr and de sell in euros: one price list, and a
 * shopper may visit any of the three), every other region a store of its own (docs/calendar.md).
 */
export function storeOf(region: RegionCode): string {
  return REGIONS[region].currency;
}

/** The route path of an internal data link ('/black-friday?x#y' → 'black-friday'); undefined for others. */
function routeOf(link: string | undefined): string | undefined {
  if (link === undefined || isExternalLink(link) || !link.startsWith('/')) return undefined;
  return splitInternalLink(link).path;
}

/**
 * Every timed thing of a region's data as the content layer loaded it (what the rules of
 * src/lib/region-rules.ts made of it, with the route manifest's data gates), each read into the one
 * schedule model by the adapters the pages use (src/lib/schedule-adapters.ts). Sources name
 * the file by its path from the data root.
 */
export function regionSeason(region: RegionCode, { entries, manifest }: RegionRecord): RegionSeason {
  const settings = entries.settings[0]!.data;
  const campaigns = entries.campaigns[0]?.data ?? {};
  const promotionStarts = (settings.promotionStages ?? []).map(parseInstant);
  const campaignWindows = campaignWindowsOf(campaigns);
  const settingsFile = `regions/${region}/settings.json`;
  const campaignsFile = `regions/${region}/campaigns.json`;
  const items: CalendarItem[] = [];

  // The pages that open or close: the route table's windows, a campaign's from its stages.
  const gates: Record<string, TimeWindow> = {};
  for (const { entry } of planPages(manifest, region, 0, campaignWindows)) {
    if (!isGated(entry.window)) continue;
    gates[entry.path] = entry.window;
    const campaign = entry.path in campaignWindows;
    items.push({
      id: `route-${entry.path.replaceAll('/', '-')}`,
      kind: 'route',
      label: `/${entry.path}`,
      source: campaign ? `${campaignsFile} ${entry.path}` : `src/config/routes.ts ${entry.path}`,
      schedule: { window: entry.window },
      details: ['the page is open (before: not indexed; after: redirects to the region home)'],
    });
  }

  const stageLists: CampaignStages[] = [];
  for (const [campaign, schedule] of Object.entries(campaigns)) {
    if (!schedule) continue;
    const source = `${campaignsFile} ${campaign}`;
    const sale = campaignSchedule(schedule);
    const page = entries.campaignPages.find(({ id }) => id === campaign)?.data.page;
    stageLists.push({
      campaign,
      source,
      stages: schedule.stages.map(({ stage, start, end }) => ({
        stage,
        start: parseInstant(start),
        end: parseInstant(end),
      })),
    });
    items.push({
      id: `campaign-${campaign}`,
      kind: 'campaign',
      label: page?.head.title ?? campaign,
      source,
      schedule: { window: sale.window },
      details: page?.gifts ? [`gifts: ${page.gifts.tiers.join(' · ')}`] : undefined,
    });
    for (const stage of sale.stages ?? []) {
      const title = page?.timeline.items.find((item) => item.stage === stage.stage)?.title;
      const products = [
        ...(page?.sneakPeek?.products ?? []),
        ...(page?.groups.tabs.flatMap((tab) => tab.products) ?? []),
      ];
      const prices = [...new Map(products.map((product) => [product.key, product.campaignPrices[stage.stage - 1]]))];
      items.push({
        id: `${campaign}-stage-${stage.stage}`,
        kind: 'stage',
        label: `${campaign} stage ${stage.stage}${title ? `: ${title}` : ''}`,
        source: `${campaignsFile} ${campaign}.stages[${stage.stage - 1}]`,
        schedule: { window: { start: stage.start, end: stage.end! } },
        details: prices.length
          ? [
              `prices: ${prices.map(([key, price]) => `${key} ${price == null ? '?? (not revealed)' : price}`).join(', ')}`,
            ]
          : undefined,
      });
    }
    items.push({
      id: `countdown-${campaign}`,
      kind: 'countdown',
      label: `${campaign} countdown reaches zero`,
      source,
      schedule: { window: { start: sale.window.end } },
    });
    page?.banners.forEach((banner, index) => {
      items.push({
        id: `${campaign}-banner-${index}`,
        kind: 'campaign-banner',
        label: banner.title,
        source: `${`content/campaigns/${campaign}/${region}.json`} banners[${index}]`,
        schedule: campaignDisplaySchedule(schedule, banner.stages),
        details: [`stages ${banner.stages.join(', ')}`],
      });
    });
  }

  stagesFromStarts(promotionStarts)
    .slice(1)
    .forEach((stage) =>
      items.push({
        id: `promotion-stage-${stage.stage}`,
        kind: 'promotion-stage',
        label: `promotion stage ${stage.stage}`,
        source: `${settingsFile} promotionStages[${stage.stage - 1}]`,
        schedule: { window: { start: stage.start, ...(stage.end !== undefined && { end: stage.end }) } },
      }),
    );

  textBannerSchedulesOf(region, settings.textBanners, campaignWindows, promotionStarts).forEach((schedule, index) => {
    const banner = settings.textBanners[index]!;
    items.push({
      id: `banner-${index}`,
      kind: 'banner',
      label: banner.label,
      source: `${settingsFile} textBanners[${index}]`,
      schedule,
      link: routeOf(banner.link),
      details: banner.campaign ? [`campaign ${banner.campaign}`] : undefined,
    });
  });

  // Navigation items with a start or stages, and any link shown at all times (an item without
  // them, a child of a navigation item, a footer link) that leads to a page which opens and closes.
  const timed = (item: { startTime?: string | undefined; stages?: readonly number[] | undefined }) =>
    item.startTime !== undefined || item.stages !== undefined;
  const toGate = (link: string | undefined) => {
    const route = routeOf(link);
    return route !== undefined && route in gates;
  };
  settings.nav.forEach((item, index) => {
    const schedule = itemSchedule(item, promotionStarts);
    if (timed(item) || toGate(item.link)) {
      items.push({
        id: `nav-${index}`,
        kind: 'nav',
        label: item.label,
        source: `${settingsFile} nav[${index}]`,
        schedule,
        link: routeOf(item.link),
      });
    }
    item.children?.forEach((child, childIndex) => {
      if (!toGate(child.link)) return;
      items.push({
        id: `nav-${index}-${childIndex}`,
        kind: 'nav',
        label: child.label,
        source: `${settingsFile} nav[${index}].children[${childIndex}]`,
        schedule,
        link: routeOf(child.link),
      });
    });
  });
  settings.footer.links.forEach((footerLink, index) => {
    if (!toGate(footerLink.link)) return;
    items.push({
      id: `footer-${index}`,
      kind: 'footer',
      label: footerLink.label,
      source: `${settingsFile} footer.links[${index}]`,
      schedule: itemSchedule({}, promotionStarts),
      link: routeOf(footerLink.link),
    });
  });

  const home = entries.home[0]?.data;
  for (const section of ['section1', 'section2'] as const) {
    home?.[section].forEach((tile, index) => {
      if (tile.eventsTime === undefined && tile.stages === undefined && !toGate(tile.link)) return;
      items.push({
        id: `tile-${section}-${index}`,
        kind: 'tile',
        label: tile.title,
        source: `${`content/home/${region}.json`} ${section}[${index}]`,
        schedule: tileSchedule(tile, promotionStarts),
        link: routeOf(tile.link),
      });
    });
  }

  for (const { id, data } of entries.catalogue) {
    if (!data.activityTime) continue;
    items.push({
      id: `activity-${id}`,
      kind: 'activity-price',
      label: data.name,
      source: `${`regions/${region}/catalogue.json`} products.${id}.activityTime`,
      schedule: activitySchedule(data.activityTime),
      details: data.activityPrice !== undefined ? [`price ${data.activityPrice} (regular ${data.price})`] : undefined,
    });
  }

  for (const { id, data } of entries.productPages) {
    const { launchTime, preOrder } = data.facts;
    const source = `content/products/${id}/product.json`;
    if (launchTime !== undefined) {
      items.push({
        id: `launch-${id}`,
        kind: 'launch',
        label: `/${id} launches`,
        source: `${source} launchTime`,
        schedule: itemSchedule({ startTime: launchTime }, []),
        link: id,
      });
    }
    if (preOrder) {
      items.push({
        id: `pre-order-${id}`,
        kind: 'pre-order',
        label: `/${id} pre-order`,
        source: `${source} preOrder`,
        schedule: itemSchedule({ startTime: preOrder.start, endTime: preOrder.end }, []),
        link: id,
        details: preOrder.earlyBirdUntil ? [`early bird until ${preOrder.earlyBirdUntil}`] : undefined,
      });
    }
  }

  return { region, timeZone: REGIONS[region].timeZone, store: storeOf(region), items, gates, campaigns: stageLists };
}
