import { describe, expect, it } from 'vitest';
import { liveCalendarPage } from '../../tools/calendar/live-calendar.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import type { RegionSettings } from '../../src/schemas/region-settings.ts';
import { testDataRoot, testFiles } from '../support/test-data.ts';

// The season calendar the preview serves at /admin/calendar/ (docs/calendar.md), made over the
// calendar's planted mistakes (tests/fixtures/calendar): what the page says, not how it looks
// (tests/e2e/dev.spec.ts opens it in the preview).

const CALENDAR_DATA = testDataRoot('calendar');
const clock = { now: () => Date.parse('2026-11-20T12:00:00Z'), describe: () => 'SITE_NOW 2026-11-20T12:00:00.000Z' };
const fixtureSettings = readDataFile<RegionSettings>(await testFiles('calendar', 'de'), 'regions/de/settings.json');
const closedNav = fixtureSettings.nav.findIndex(({ label }) => label === 'Fixture nav to Christmas');

describe('the live season calendar', () => {
  it('draws a conflict on its bar, which leads to its file in the form editor, and loads the dev server’s client', async () => {
    const html = await liveCalendarPage({ region: 'de', root: CALENDAR_DATA, clock });
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    const bar = new RegExp(
      `<span class="bar k-nav conflict[^"]*" style="[^"]*"><a id="b-weeks-de-nav-${closedNav}" href="([^"]*)"`,
    ).exec(html);
    expect(bar?.[1]).toBe('/admin/#/collections/region-settings/entries/de');
    // Listed with its file (a link to the editor) and its field.
    expect(html).toContain(
      `<a href="/admin/#/collections/region-settings/entries/de" title="Open in the form editor"><code>regions/de/settings.json</code></a> <code>nav[${closedNav}]</code>`,
    );
  });

  it('reads the store’s other regions for the store-timing warning, and shows the previewed region only', async () => {
    // fr opens Black Friday at 10:00, de and eu at 09:00 (docs/calendar.md, "The fixture").
    const html = await liveCalendarPage({ region: 'fr', root: CALENDAR_DATA, clock });
    expect(html).toContain('<span class="warning">warning (store-timing)</span> fr</a>');
    expect(html).toContain('id="h-fr"');
    expect(html).not.toMatch(/id="h-(?:eu|de)"/);
  });

  it('shows a region whose data fails as its conflicts, with file and field, never as an error', async () => {
    const html = await liveCalendarPage({ region: 'uk', root: CALENDAR_DATA, clock });
    expect(html).toContain('<h2 id="conflicts" tabindex="-1">Conflicts (2)</h2>');
    expect(html).toContain(
      '<a href="/admin/#/collections/campaigns/entries/uk" title="Open in the form editor"><code>regions/uk/campaigns.json</code></a> <code>black-friday.stages[1].start</code>',
    );
  });

  it('answers a data root that is not there with its failure', async () => {
    const html = await liveCalendarPage({ region: 'us', root: '/nonexistent-data-root', clock });
    expect(html).toMatch(/<h2 id="conflicts" tabindex="-1">Conflicts \([1-9]\d*\)<\/h2>/);
    expect(html).toContain('id="r-us-data"');
  });
});
