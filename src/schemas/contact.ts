import { z } from 'astro/zod';
import { isTimeZone, minutesOf, WEEKDAYS } from './wall-clock.ts';
import { emailAddress, externalUrl, pageHead, phoneNumber, text } from './fields.ts';

/** What the headquarters can be written to about (content spec point 2). */
export const CONTACT_TOPICS = ['support', 'careers', 'press', 'marketing'] as const;

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isWallTime = (value: string) => WALL_TIME.test(value);
const wallTime = z.string().regex(WALL_TIME, 'must be a time written as HH:MM, e.g. "09:00"');
const id = z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be an id like "north-america"');

const office = z.strictObject({
  id,
  /**
   * The zone of the office's wall clock, where a source gives it: its hours are named in it and
   * its open-now state is judged there. Without it the hours are "local time" (content spec
   * point 2) and no open-now line is shown.
   */
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone like "Europe/London"').optional(),
  hours: z
    .strictObject({
      days: z.array(z.enum(WEEKDAYS, { message: `must be one of ${WEEKDAYS.join(', ')}` })).min(1),
      opens: wallTime,
      closes: wallTime,
    })
    // Runs even when a time is malformed (reported on its own field), so it compares only valid ones.
    .refine(
      (hours) =>
        !isWallTime(hours.opens) || !isWallTime(hours.closes) || minutesOf(hours.opens) < minutesOf(hours.closes),
      {
        message: 'must be later than "opens" on the same day',
        path: ['closes'],
      },
    ),
  // Optional: shown when known, simply absent otherwise (docs/support.md).
  address: z.array(text).min(1, 'must have at least one line').optional(),
  phone: phoneNumber.optional(),
  email: emailAddress.optional(),
});

const unique =
  <T>(key: (item: T) => string, name: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(key(item)))
        context.addIssue({ code: 'custom', path: [index], message: `repeats ${name} "${key(item)}"` });
      seen.add(key(item));
    });
  };

/**
 * The brand's contact facts, shared by every region (content/contact.json): headquarters
 * addresses by topic, and offices with their hours in their own time zone.
 */
export const contactFactsSchema = z.strictObject({
  headquarters: z
    .array(
      z.strictObject({
        topic: z.enum(CONTACT_TOPICS, { message: `must be one of ${CONTACT_TOPICS.join(', ')}` }),
        email: emailAddress,
      }),
    )
    .min(1)
    .superRefine(unique((entry) => entry.topic, 'the topic'))
    // Pages that have nothing else to offer (an empty dealer list) point to the support address.
    .refine((entries) => entries.some((entry) => entry.topic === 'support'), {
      message: 'must include the "support" address',
    }),
  offices: z
    .array(office)
    .min(1)
    .superRefine(unique((entry) => entry.id, 'the office id')),
});

/** The contact page's copy in a region (content/contact-us/<region>.json). */
export const contactPageSchema = z.strictObject({
  head: pageHead,
  heading: text,
  intro: text,
  headquarters: z.strictObject({ title: text, text }),
  offices: z.strictObject({
    title: text,
    text,
    /** The office names in the region's language, by office id (every office needs one). */
    names: z.record(id, text),
  }),
  /** A telephone hotline, where the region has one. */
  hotline: z.strictObject({ title: text, text, phone: phoneNumber }).optional(),
  /** The wholesale application, where the region has one. */
  wholesale: z.strictObject({ title: text, text, label: text, link: externalUrl }).optional(),
});

export type ContactFacts = z.infer<typeof contactFactsSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type Office = ContactFacts['offices'][number];
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
