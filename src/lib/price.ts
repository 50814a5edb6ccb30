import { REGIONS, type RegionCode } from '../config/regions.ts';
import { intlLocale } from './intl-locale.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one place money is formatted: an amount in the currency's main unit, in the region's
 * locale and currency. Whole amounts show no minor unit ($1,299, 1.599 €); others show it
 * ($58.25); JPY and KRW have none at all.
 */
export function formatPrice(amount: number, region: RegionCode): string {
  const { locale, currency } = REGIONS[region];
  const whole = Number.isInteger(amount);
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** The amount as schema.org wants it in an Offer: a plain decimal string. */
export function offerPrice(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
