import { REGION_CODES, type RegionCode } from '../config/regions.ts';
import type { DataGate } from '../config/routes.ts';
import { DEALER_MARKETS, HOME_MARKET, HONG_KONG_MACAO, type DealerMarket } from '../config/dealers.ts';

export interface DealerList<Dealer> {
  market: DealerMarket;
  dealers: Dealer[];
  /** The region's own market: shown first, and shown even when empty so the page can say so. */
  home: boolean;
}

/**
 * The lists a region's where-to-buy page shows: the region's own market first (even when it has
 * no entries yet), then every other market that has entries, in the spec's order. Hong Kong and
 * Macau are left out: they have a page of their own. Dealers keep their order within a list.
 */
export function groupDealers<Dealer extends { market: DealerMarket }>(
  dealers: readonly Dealer[],
  region: RegionCode,
): DealerList<Dealer>[] {
  const home: DealerMarket | undefined = (HOME_MARKET as Partial<Record<RegionCode, DealerMarket>>)[region];
  const order = [...(home ? [home] : []), ...DEALER_MARKETS.filter((market) => market !== home)];
  return order
    .filter((market) => market !== HONG_KONG_MACAO)
    .map((market) => ({
      market,
      dealers: dealers.filter((dealer) => dealer.market === market),
      home: market === home,
    }))
    .filter((list) => list.home || list.dealers.length > 0);
}

/** The dealers of the Hong Kong and Macau page, in data order. */
export function hongKongMacaoDealers<Dealer extends { market: DealerMarket }>(dealers: readonly Dealer[]): Dealer[] {
  return dealers.filter((dealer) => dealer.market === HONG_KONG_MACAO);
}

/**
 * Availability that follows the data (the route manifest's `dataRegions`): the `dealers` gate
 * (where-to-buy) opens once any list but Hong Kong and Macau has an entry, the
 * `hongkong-macao-dealers` gate (where-to-buy/hongkong-macao) once that list has one. The lists
 * are shared by every region, so the answer is all regions or none; the availability table then
 * keeps only the regions the specs give each page.
 */
export function dealerDataRegions(
  dealers: readonly { market: DealerMarket }[],
): Record<Extract<DataGate, 'dealers' | 'hongkong-macao-dealers'>, readonly RegionCode[]> {
  const hongKong = dealers.some((dealer) => dealer.market === HONG_KONG_MACAO);
  const elsewhere = dealers.some((dealer) => dealer.market !== HONG_KONG_MACAO);
  return {
    dealers: elsewhere ? REGION_CODES : [],
    'hongkong-macao-dealers': hongKong ? REGION_CODES : [],
  };
}

/** A dealer's address as lines: one address, or each of several. */
export function addressList(address: string | readonly string[] | undefined): readonly string[] {
  if (address === undefined) return [];
  return typeof address === 'string' ? [address] : address;
}

/** The host a dealer link leads to, shown next to its title (`us.robosen.com`). */
export function linkHost(link: string): string {
  return new URL(link).host;
}
