/**
 * Colours that come from regional data (banner backgrounds, navigation colours, tags) reach the
 * page as classes defined in one inline <style> per page, never as `style` attributes: the
 * Content-Security-Policy hashes that <style> and refuses every style attribute. Each class sets
 * one custom property that the header's scoped style reads (src/components/SiteHeader.astro).
 */
export const PALETTE_PROPERTIES = {
  'banner-bg': '--banner-bg',
  'banner-fg': '--banner-fg',
  'nav-ink': '--nav-ink',
  'tag-bg': '--tag-bg',
} as const;

export type PaletteRole = keyof typeof PALETTE_PROPERTIES;
export type PaletteEntry = readonly [role: PaletteRole, colour: string];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The class that gives `role` the colour `colour` (a #rrggbb checked by the data schema). */
export function paletteClass(role: PaletteRole, colour: string): string {
  if (!HEX_COLOUR.test(colour)) throw new Error(`palette colour "${colour}" is not #rrggbb`);
  return `palette-${role}-${colour.slice(1).toLowerCase()}`;
}

/** The stylesheet of the classes a page uses, each once, in a stable order. */
export function paletteCss(entries: Iterable<PaletteEntry>): string {
  const rules = new Set<string>();
  for (const [role, colour] of entries) {
    rules.add(`.${paletteClass(role, colour)}{${PALETTE_PROPERTIES[role]}:${colour.toLowerCase()}}`);
  }
  return [...rules].sort().join('');
}

/** The data colours of a region's header: text banners and navigation items with their tags. */
export function headerPalette(settings: {
  textBanners: readonly { bg: string; color: string }[];
  nav: readonly { color?: string | undefined; tag?: { color: string } | undefined }[];
}): PaletteEntry[] {
  return [
    ...settings.textBanners.flatMap((banner): PaletteEntry[] => [
      ['banner-bg', banner.bg],
      ['banner-fg', banner.color],
    ]),
    ...settings.nav.flatMap((item): PaletteEntry[] => [
      ...(item.color ? [['nav-ink', item.color] as const] : []),
      ...(item.tag ? [['tag-bg', item.tag.color] as const] : []),
    ]),
  ];
}
