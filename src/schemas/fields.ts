import { z } from 'astro/zod';
import { INSTANT_PATTERN, isInstant } from './instant.ts';

/** Non-empty trimmed text: an empty label is always an authoring slip. */
export const text = z.string().trim().min(1, 'must not be empty');

const instantMessage = 'must be an ISO 8601 instant with an offset, e.g. 2025-03-27T23:00:00+08:00';

/**
 * An ISO 8601 instant with an explicit offset, e.g. 2025-03-27T23:00:00+08:00. Its form is a
 * pattern, so the editor's JSON Schema checks it too; only a day the calendar lacks (02-30) is
 * left to the refinement, which then adds no second message.
 */
export const instant = z
  .string()
  .regex(INSTANT_PATTERN, { message: instantMessage, abort: true })
  .refine(isInstant, instantMessage);

/**
 * A link as authors write it: either an internal route path relative to the region
 * (`/`, `/choose-your-region`, `/manuals#series`), resolved and checked against the route
 * manifest at build time, or an absolute https / mailto / tel address.
 */
export const link = z
  .string()
  .regex(
    /^(?:\/(?!\/)|https:\/\/[^\s/]+\.\S+$|(?:mailto|tel):\S+$)/,
    'must be a route path starting with "/" (e.g. "/choose-your-region") or an https://, mailto: or tel: address',
  );

// Patterns rather than refinements wherever a pattern can say the rule: the editor's JSON Schemas
// (src/schemas/json-schemas.ts) carry patterns and drop refinements.
export const externalUrl = z.string().regex(/^https:\/\/[^\s/]+\.\S+$/, 'must be an absolute https:// address');

export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/** Promotion stages are numbered from 1 (e.g. 1 Early Black Friday, 2 Black Friday, 3 Cyber Monday). */
export const stageList = z.array(z.number().int().min(1).max(9)).min(1, 'must list at least one stage');

/** A page's head in data: title, meta description and keywords. */
export const pageHead = z.strictObject({ title: text, description: text, keywords: z.array(text).min(1) });

/** An e-mail address as a page shows it and links it (mailto:). */
export const emailAddress = z.email({ message: 'must be an e-mail address like "support@robosen.com"' });

/** An international phone number as dialled from abroad: "+44 20 7946 0000". */
export const phoneNumber = z
  .string()
  .regex(/^\+[1-9][0-9 ]{5,18}[0-9]$/, 'must be an international number like "+44 20 7946 0000"');
