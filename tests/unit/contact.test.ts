import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { readDataFile } from '../../src/lib/data-files.ts';
import { regionCollections } from '../../src/lib/region-rules.ts';
import { DataError, fieldPath } from '../../src/lib/data-error.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';
import { contactFactsSchema, type ContactFacts } from '../../src/schemas/contact.ts';
import { shipped } from '../support/shipped-data.ts';
import { withData, testFiles } from '../support/test-data.ts';
import type { RawJson } from './support/raw-json.ts';

// Made-up contact facts and US copy (the fixture data of the test builds, tests/fixtures/data),
// as Astro loaded them. The us build of that set fails on a photo that only the end-to-end runner
// makes (tests/e2e/support/fixture-photo.ts), so testData('us', 'fixture') has no data: the
// set's files are taken from its store.
const fixture = {
  ...(await testFiles('fixture')),
  manifest: buildRouteManifest(ROUTE_TABLE),
};
const FACTS = 'content/contact.json';

/** The fixture facts, changed by `edit`. */
function factsWith(edit: (facts: RawJson) => void): RawJson {
  const facts: RawJson = structuredClone(readDataFile<ContactFacts>(fixture, FACTS));
  edit(facts);
  return facts;
}

/** What Astro's load stores for a content/contact.json holding `facts` (src/data/data-file-loader.ts): a line a problem. */
function loadFailures(facts: RawJson): string[] {
  const result = contactFactsSchema.safeParse(facts);
  if (result.success) return [];
  const problems = result.error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message }));
  return new DataError(FACTS, problems).message.split('\n');
}

describe('shipped contact data', () => {
  // Kept on the shipped data on purpose: the sourced facts (/work/shared/spec/sourced-facts.md)
  // know one address, support@robosen.com, and no office address, phone or hotline, and forbid
  // inventing any. Adding one needs a source first; hours, offices and wording stay free.
  it('invents no e-mail address, office address, phone number, time zone or hotline', () => {
    const { facts } = shipped('us').contact;
    expect(facts.headquarters.map((contact) => contact.email)).toEqual(['support@robosen.com']);
    for (const office of facts.offices) {
      expect(office).not.toHaveProperty('address');
      expect(office).not.toHaveProperty('phone');
      // The zones were inferred from the sale times; the spec says "local time".
      expect(office).not.toHaveProperty('timeZone');
    }
    for (const region of REGION_CODES) {
      expect(shipped(region).contact.copy.hotline).toBeUndefined();
    }
  });

  it.each(REGION_CODES)('in %s names exactly the offices of the facts', (region) => {
    const { facts, copy } = shipped(region).contact;
    expect(Object.keys(copy.offices.names).sort()).toEqual(facts.offices.map((office) => office.id).sort());
  });
});

describe('bad contact data fails naming the file and field', () => {
  it('the fixture facts as they are pass', () => {
    expect(loadFailures(factsWith(() => undefined))).toEqual([]);
  });

  it.each([
    [
      'a time zone abbreviation',
      (f: RawJson) => (f.offices[0].timeZone = 'EST'),
      'content/contact.json: offices[0].timeZone: must be an IANA time zone',
    ],
    [
      'closing before opening',
      (f: RawJson) => (f.offices[1].hours.closes = '08:00'),
      'content/contact.json: offices[1].hours.closes: must be later than "opens"',
    ],
    [
      'a time without its leading zero',
      (f: RawJson) => (f.offices[2].hours.opens = '9:00'),
      'content/contact.json: offices[2].hours.opens: must be a time written as HH:MM',
    ],
    [
      'a day spelled out',
      (f: RawJson) => (f.offices[0].hours.days = ['monday']),
      'content/contact.json: offices[0].hours.days[0]: must be one of mon',
    ],
    [
      'a local phone number',
      (f: RawJson) => (f.offices[0].phone = '555-0100'),
      'content/contact.json: offices[0].phone: must be an international number',
    ],
    [
      'an e-mail address without a domain',
      (f: RawJson) => (f.headquarters[0].email = 'support'),
      'content/contact.json: headquarters[0].email: must be an e-mail address',
    ],
    [
      'a topic given twice',
      (f: RawJson) => f.headquarters.push({ topic: 'support', email: 'a@b.example' }),
      'content/contact.json: headquarters[4]: repeats the topic "support"',
    ],
    [
      'an unknown topic',
      (f: RawJson) => (f.headquarters[0].topic = 'sales'),
      'content/contact.json: headquarters[0].topic: must be one of support, careers, press, marketing',
    ],
    [
      'no support address',
      (f: RawJson) => (f.headquarters = [{ topic: 'press', email: 'press@b.example' }]),
      'content/contact.json: headquarters: must include the "support" address',
    ],
  ])('%s', (_label, edit, message) => {
    expect(loadFailures(factsWith(edit))).toEqual([expect.stringContaining(message)]);
  });

  it('when an office has no name in a region’s copy', () => {
    const facts = factsWith((f) => f.offices.push({ ...f.offices[0], id: 'asia-pacific', timeZone: 'Asia/Tokyo' }));
    expect(loadFailures(facts)).toEqual([]);
    const context = { ...withData(fixture, { [FACTS]: facts }), manifest: fixture.manifest };
    // The us copy is the fixture set's, and named so.
    expect(() => regionCollections(context, 'us').contactPages()).toThrow(
      'content/contact-us/us.json: offices.names.asia-pacific: is missing: content/contact.json lists the office "asia-pacific"',
    );
  });
});
