import { expect, test, type Page } from './support/test.ts';

/** The parts of a schema.org Offer these tests read. */
interface OfferJsonLd {
  hasMerchantReturnPolicy?: Record<string, unknown>;
  shippingDetails?: { shippingRate: { value: number } }[];
}

/** The Offers of the page's Product JSON-LD. */
async function offers(page: Page): Promise<OfferJsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product').offers;
}

test('the home page’s praise block quotes no publication', async ({ page }) => {
  await page.goto('/us');
  const block = page.getByRole('region', { name: 'What makes a Robosen robot' });
  await expect(block.getByRole('heading', { level: 3 })).toHaveCount(9);
  await expect(block.locator('blockquote, q, cite')).toHaveCount(0);
  await expect(block).not.toContainText('The Verge');
});

test('no footer links a social account that cannot exist', async ({ page }) => {
  for (const path of ['/uk', '/de', '/']) {
    await page.goto(path);
    const hrefs = await page
      .locator('.social-list a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => /facebook\.com\/\w*_|bilibili|douyin/.test(href))).toEqual([]);
  }
});

test('Megatron: free shipping over $99 on the US page only, and mini theater multiplay', async ({ page }) => {
  await page.goto('/us/flagship-megatron');
  await expect(page.locator('#buy [data-free-shipping]')).toHaveText('Free shipping over $99');
  await expect(page.getByRole('heading', { name: 'Mini theater multiplay (3 or more robots)' })).toBeVisible();
  await page.goto('/uk/flagship-megatron');
  await expect(page.locator('[data-free-shipping]')).toHaveCount(0);
  await page.goto('/fr/grimlock-g1-flagship');
  await expect(page.getByRole('heading', { name: 'Multijoueur mini-théâtre (3\u00a0robots ou plus)' })).toBeVisible();
});

test('the UK pays in 3 interest-free monthly payments', async ({ page }) => {
  await page.goto('/uk/elite-optimus-prime');
  await expect(page.locator('#buy').getByText('Pay in 3 interest-free monthly payments').first()).toBeVisible();
});

test('the limited edition’s early bird runs until 24 July 2023', async ({ page }) => {
  await page.goto('/us/optimus-prime-rise-of-the-beasts-signature-limited-edition');
  await expect(page.getByText('Pre-order until July 24, 2023 and pay the early bird price')).toBeVisible();
});

test.describe('Product JSON-LD for merchant listings', () => {
  test('US offers carry 14-day free returns and the US shipping options', async ({ page }) => {
    await page.goto('/us/flagship-megatron');
    const [offer] = await offers(page);
    expect(offer?.hasMerchantReturnPolicy).toMatchObject({
      applicableCountry: 'US',
      merchantReturnDays: 14,
      returnFees: 'https://schema.org/FreeReturn',
    });
    expect(offer?.shippingDetails?.map((option) => option.shippingRate.value)).toEqual([0, 50, 50, 100]);
  });

  test('German offers carry 14-day returns and 3–5 days delivery', async ({ page }) => {
    await page.goto('/de/flagship-megatron');
    const [offer] = await offers(page);
    expect(offer?.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: 'DE', merchantReturnDays: 14 });
    expect(offer?.shippingDetails).toEqual([
      expect.objectContaining({
        deliveryTime: expect.objectContaining({ transitTime: expect.objectContaining({ minValue: 3, maxValue: 5 }) }),
      }),
    ]);
  });

  test('Japanese offers, whose figures the specs do not give, carry neither', async ({ page }) => {
    await page.goto('/jp/flagship-bumblebee');
    for (const offer of await offers(page)) {
      expect(offer).not.toHaveProperty('hasMerchantReturnPolicy');
      expect(offer).not.toHaveProperty('shippingDetails');
    }
  });
});
