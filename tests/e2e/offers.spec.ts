import { expect, test } from './support/test.ts';
import { builtPages } from './support/built-pages.ts';
import { shipped } from '../support/shipped-data.ts';

/**
 * Content spec point 4 on every built page of every region: "stock 0 means sold out; isPreSale
 * means pre-order wording. Buttons: Buy Now, Pre-Order Now, Sold Out". Each offer block shown
 * on a page (home tiles, campaign cards, product pages) is held against its catalogue entry by
 * those words, written out here, and each product page's structured data against the page. An
 * entry in stock without a store link asks the shopper to turn to the region's where-to-buy,
 * contact or support page, and is never called sold out.
 */
interface ShownOffer {
  entry: string;
  text: string;
  buttons: { text: string; href: string }[];
}

test('every offer on every page labels its entry by stock and pre-sale, and its structured data agrees', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The built HTML alone: nothing it references is fetched.
  await page.route('**/*', (route) => route.abort());
  const wrong: string[] = [];
  let checked = 0;
  for (const built of builtPages().filter((candidate) => !candidate.isRedirect)) {
    const { catalogue, settings } = shipped(built.region);
    const { soldOut, buy, preOrder } = settings.buttons;
    await page.setContent(built.html, { waitUntil: 'domcontentloaded' });
    const offers: ShownOffer[] = await page.locator('[data-offer]').evaluateAll((blocks) =>
      blocks.map((block) => ({
        entry: block.getAttribute('data-entry') ?? '',
        text: block.textContent ?? '',
        buttons: [...block.querySelectorAll('a')].map((link) => ({
          text: link.textContent ?? '',
          href: link.getAttribute('href') ?? '',
        })),
      })),
    );
    for (const offer of offers) {
      checked += 1;
      const entry = catalogue.products[offer.entry as keyof typeof catalogue.products];
      const where = `${built.url} ${offer.entry}`;
      if (!entry) {
        wrong.push(`${where}: no such catalogue entry`);
        continue;
      }
      const saysSoldOut = offer.text.includes(soldOut);
      if (entry.stock === 0) {
        if (!saysSoldOut) wrong.push(`${where}: stock 0 but not "${soldOut}"`);
        if (offer.buttons.length > 0) wrong.push(`${where}: stock 0 but a link ${offer.buttons[0]!.href}`);
        continue;
      }
      if (saysSoldOut) wrong.push(`${where}: stock ${entry.stock} but "${soldOut}"`);
      const [button, ...more] = offer.buttons;
      if (!button || more.length > 0) {
        wrong.push(`${where}: ${offer.buttons.length} links, not one`);
      } else if (entry.buy) {
        const label = entry.isPreSale ? preOrder : buy;
        if (button.href !== entry.buy || !button.text.startsWith(label))
          wrong.push(`${where}: "${button.text}" → ${button.href}, not "${label}" → ${entry.buy}`);
      } else if (!/\/(where-to-buy|contact-us|support)$/.test(button.href) || button.text.startsWith(buy)) {
        wrong.push(`${where}: no store, yet "${button.text}" → ${button.href}`);
      }
    }

    // A pre-sale's own section (its delivery date) only beside an entry that is a pre-sale in stock.
    const preSaleSections = await page.locator('[data-while-pre-sale]').count();
    const preSaleInStock = offers.some(({ entry: key }) => {
      const entry = catalogue.products[key as keyof typeof catalogue.products];
      return entry !== undefined && entry.isPreSale && entry.stock !== 0;
    });
    if (preSaleSections > 0 && !preSaleInStock)
      wrong.push(`${built.url}: a pre-sale section, but no pre-sale in stock`);

    // The product's structured data: an Offer per entry the page sells or shows sold out.
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown));
    const products = jsonLd.flatMap((data) => (Array.isArray(data) ? data : [data])) as {
      '@type'?: string;
      offers?: { name: string; availability: string; url?: string }[];
    }[];
    for (const product of products.filter((data) => data['@type'] === 'Product')) {
      const shownEntries = new Set(offers.map((offer) => offer.entry));
      const entries = [...shownEntries].map((key) => catalogue.products[key as keyof typeof catalogue.products]!);
      const expected = entries.flatMap((entry) =>
        entry.stock === 0
          ? [{ name: entry.name, availability: 'https://schema.org/SoldOut' }]
          : entry.buy
            ? [
                {
                  name: entry.name,
                  availability: entry.isPreSale ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
                  url: entry.buy,
                },
              ]
            : [],
      );
      const written = (product.offers ?? []).map(({ name, availability, url }) => ({
        name,
        availability,
        ...(url && { url }),
      }));
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      if (JSON.stringify(written.sort(byName)) !== JSON.stringify(expected.sort(byName)))
        wrong.push(`${built.url} structured data ${JSON.stringify(written)}, not ${JSON.stringify(expected)}`);
    }
  }
  await context.close();
  // Home tiles of every region show offers, so a page set without any would be a broken build.
  expect(checked).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});
