import { z } from 'astro/zod';
import { colour, externalUrl, instant, link, stageList, text } from './fields.ts';

const subscribeTexts = z.strictObject({
  title: text,
  describe: text,
  placeholder: text,
  button: text,
  invalid: text,
  success: text,
});

const newUserPopup = z
  .strictObject({
    title: text,
    describe: text,
    placeholder: text,
    button: text,
    /** Label of the consent checkbox; the visitor must tick it before submitting. */
    agreement: text,
    /** Words of `agreement` that link to the privacy policy and the terms of use. */
    privacyLabel: text,
    termsLabel: text,
    invalid: text,
    success: text,
    dismiss: text,
  })
  .superRefine((popup, context) => {
    for (const key of ['privacyLabel', 'termsLabel'] as const) {
      if (!popup.agreement.includes(popup[key])) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `must occur word for word in "agreement", where it becomes the link to the policy`,
        });
      }
    }
  });

const navChild = z.strictObject({
  label: text,
  link,
  identify: text.optional(),
});

const navItem = z
  .strictObject({
    label: text.describe('The text of the menu item.'),
    link: link.optional().describe('Where the item leads; an item with sub-items may have none.'),
    identify: text.optional().describe('A stable name for analytics and tests; not shown.'),
    children: z.array(navChild).optional().describe('The sub-items of a menu that opens.'),
    hidden: z
      .array(z.enum(['header', 'footer']))
      .optional()
      .describe('Where the item is left out: the header bar, the footer columns, or both.'),
    tag: z
      .strictObject({ label: text, color: colour })
      .optional()
      .describe('A small label beside the item ("NEW") and its colour.'),
    startTime: instant.optional().describe('The item shows only from this instant (by the server clock).'),
    stages: stageList.optional().describe('The item shows only while the promotion stage is one of these.'),
    color: colour.optional().describe("The item's text colour."),
  })
  .refine((item) => item.link !== undefined || (item.children?.length ?? 0) > 0, {
    message: 'needs a "link" or at least one entry in "children"',
  });

const textBanner = z
  .strictObject({
    label: text.describe('The text of the banner across the top of every page.'),
    link: link.optional().describe('Where a click on the banner leads.'),
    bg: colour.describe("The banner's background colour."),
    // Must keep WCAG AA contrast on `bg` (checked by the accessibility tests).
    color: colour.describe("The banner's text colour; it must stay readable on the background."),
    endTime: instant
      .optional()
      .describe('The banner shows until this instant. A banner needs an end time, stages or a campaign.'),
    stages: stageList.optional().describe('The banner shows only while the promotion stage is one of these.'),
    // The banner shows exactly while that campaign's page is open, so the two can never disagree.
    campaign: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'must be a campaign id like "black-friday"')
      .optional()
      .describe(
        'A campaign of this region\'s campaigns file ("black-friday"): the banner shows while its page is open. No end time then.',
      ),
  })
  .refine((banner) => banner.endTime !== undefined || banner.stages !== undefined || banner.campaign !== undefined, {
    message: 'needs an "endTime", a "stages" list or a "campaign" (a text banner never runs forever)',
  })
  .refine((banner) => banner.campaign === undefined || banner.endTime === undefined, {
    message: 'takes its times from its "campaign"; remove "endTime"',
    path: ['endTime'],
  });

/** The payment methods of content spec point 1, "payment methods (paypal, klarna)". */
const PAYMENT_METHODS = ['paypal', 'klarna'] as const;

const socialIcon = z.enum([
  'facebook',
  'instagram',
  'youtube',
  'x',
  'tiktok',
  'discord',
  'weibo',
  'bilibili',
  'douyin',
  'wechat',
  'line',
  'naver',
  'kakao',
]);

/** The regional settings of platform spec point 3 and content spec point 3. */
export const regionSettingsSchema = z.strictObject({
  // The spec lists the currency among the settings; it lives in the region registry instead,
  // which the price formatter and the Product JSON-LD read, so that it is written once.
  currency: z
    .never({ error: 'is not set here: a region sells in the currency of its src/config/regions.ts entry' })
    .optional(),
  /**
   * How the region's store takes payment: only the methods the content spec names (point 1,
   * "payment methods (paypal, klarna)"). A region with no sourced store has no known buy path and
   * lists none; the footer and the buy section then show no payment heading.
   */
  paymentMethods: z.array(
    z.enum(PAYMENT_METHODS, {
      message: `must be a payment method the content spec names: ${PAYMENT_METHODS.join(' or ')}`,
    }),
  ),
  installment: z
    .strictObject({ months: z.number().int().positive().optional(), text: text.optional() })
    .refine((value) => value.months !== undefined || value.text !== undefined, {
      message: 'needs "months" or "text"',
    })
    .optional(),
  links: z.strictObject({
    home: link,
    /**
     * The region's official store, only where a source gives its address (docs/links.md): a
     * region without one shows no Store link and no Buy button, rather than a guessed host.
     */
    shop: externalUrl.optional(),
    /** The account area on the store, only where a source gives its address (none does today). */
    account: externalUrl.optional(),
  }),
  region: z.strictObject({
    /** The region's own label, e.g. 'United States - English'. */
    label: text,
    /** Labels by visitor country (ISO 3166-1), plus `other` for any other country (us only). */
    countryLabels: z.record(z.string().regex(/^([A-Z]{2}|other)$/), text).optional(),
    chooserLink: link,
  }),
  /**
   * The brand's social accounts. Each names the public page of the brand that gives its address
   * (a row of /work/shared/spec/sourced-facts.md): an address written from a naming pattern is a
   * guess a shopper would follow as the brand's, so it stays out of the data (docs/links.md lists
   * the candidates) until marketing confirms it. The footer and the Organization's `sameAs` show
   * every entry; none is sourced today.
   */
  social: z.array(
    z.strictObject({
      icon: socialIcon,
      label: text,
      link: externalUrl,
      source: z
        .string({ error: 'must name the brand’s public page that gives this address (docs/links.md)' })
        .trim()
        .min(1, 'must name the brand’s public page that gives this address (docs/links.md)'),
    }),
  ),
  copyright: z.array(text).min(1),
  subscribe: subscribeTexts,
  newUserPopup: newUserPopup.optional(),
  footer: z.strictObject({
    links: z.array(z.strictObject({ label: text, link })).min(1),
  }),
  /** Instants at which promotion stages 1, 2, 3… begin; before the first there is no stage. */
  promotionStages: z.array(instant).optional(),
  textBanners: z.array(textBanner),
  nav: z.array(navItem).min(1),
  countdown: z.strictObject({ title: text, days: text, hours: text, minutes: text, seconds: text }),
  buttons: z.strictObject({
    buy: text,
    preOrder: text,
    learnMore: text,
    // The spec spells this field "unlcokSoon"; the data uses the correct spelling.
    unlockSoon: text,
    save: text,
    off: text,
    soldOut: text,
    watchVideo: text,
  }),
});

export type RegionSettings = z.infer<typeof regionSettingsSchema>;
export type NavItem = z.infer<typeof navItem>;
export type TextBanner = z.infer<typeof textBanner>;
export type SocialIcon = z.infer<typeof socialIcon>;
