import { REGIONS, type RegionCode } from '../config/regions.ts';
import type { ManualSeries } from '../schemas/manuals.ts';
import { intlLocale } from './intl-locale.ts';

/** One file of a manuals table, as the page lists it. */
export interface ManualRow {
  series: string;
  title: string;
  file: string;
  bytes: number;
  /** YYYY-MM-DD. */
  updated: string;
  /** The product page a generated guide belongs to. */
  product?: string | undefined;
}

/** A series tab and the files it lists. */
export interface ManualTab<Row extends ManualRow = ManualRow> {
  id: string;
  label: string;
  rows: Row[];
}

/**
 * The manuals page's tabs: the series in their data order, each with its files (product guides
 * in the series' product order, then added manuals in data order); series without a file in
 * the region are left out, so no tab is ever empty.
 */
export function manualTabs<Row extends ManualRow>(
  series: ManualSeries,
  rows: readonly Row[],
  region: RegionCode,
): ManualTab<Row>[] {
  const language = REGIONS[region].language as keyof ManualSeries['series'][number]['label'];
  return series.series
    .map((item) => {
      const rank = (row: Row) => {
        const position = row.product ? item.products.indexOf(row.product as (typeof item.products)[number]) : -1;
        return position === -1 ? item.products.length : position;
      };
      const own = rows
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => row.series === item.id)
        .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
        .map(({ row }) => row);
      return { id: item.id, label: item.label[language], rows: own };
    })
    .filter((tab) => tab.rows.length > 0);
}

const KILO = 1000;

/**
 * A file size in the region's words and units: whole kilobytes under a megabyte (never 0),
 * megabytes with one decimal above ("164 kB", "1,6 Mo").
 */
export function formatFileSize(bytes: number, region: RegionCode): string {
  const { locale } = REGIONS[region];
  const megabytes = bytes >= KILO * KILO;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (KILO * KILO) : Math.max(1, bytes / KILO));
}
