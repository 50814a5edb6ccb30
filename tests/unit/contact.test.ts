import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { loadContactFacts, loadContactPage } from '../../src/data/load-data.ts';
import { siteManifest } from '../../src/data/site-manifest.ts';
import type { RawJson } from './support/raw-json.ts';

const shipped = { root: process.cwd(), manifest: siteManifest(process.cwd()) };

// Made-up contact facts and US copy (the fixture data of the test builds, tests/fixtures/data).
const FIXTURE = 'tests/fixtures/data/content';

/** A scratch root with the fixture contact files, content/contact.json changed by `edit`. */
function rootWithFacts(edit: (facts: RawJson) => void) {
  const root = mkdtempSync(join(tmpdir(), 'storefront-contact-'));
  cpSync(join(FIXTURE, 'contact-us'), join(root, 'content', 'contact-us'), { recursive: true });
  const facts = JSON.parse(readFileSync(join(FIXTURE, 'contact.json'), 'utf8'));
  edit(facts);
  writeFileSync(join(root, 'content', 'contact.json'), JSON.stringify(facts));
  return { root, manifest: shipped.manifest };
}

describe('shipped contact data', () => {
  // Kept on the shipped data on purpose: the sourced facts (/work/shared/spec/sourced-facts.md)
  // know one address, support@robosen.com, and no office address, phone or hotline, and forbid
  // inventing any. Adding one needs a source first; hours, offices and wording stay free.
  it('invents no e-mail address, office address, phone number, time zone or hotline', () => {
    const facts = loadContactFacts(shipped);
    expect(facts.headquarters.map((contact) => contact.email)).toEqual(['support@robosen.com']);
    for (const office of facts.offices) {
      expect(office).not.toHaveProperty('address');
      expect(office).not.toHaveProperty('phone');
      // The zones were inferred from the sale times; the spec says "local time".
      expect(office).not.toHaveProperty('timeZone');
    }
    for (const region of REGION_CODES) expect(loadContactPage(shipped, region).copy.hotline).toBeUndefined();
  });

  it.each(REGION_CODES)('in %s names exactly the offices of the facts', (region) => {
    const { facts, copy } = loadContactPage(shipped, region);
    expect(Object.keys(copy.offices.names).sort()).toEqual(facts.offices.map((office) => office.id).sort());
  });
});

describe('bad contact data fails naming the file and field', () => {
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
    expect(() => loadContactPage(rootWithFacts(edit), 'us')).toThrow(message);
  });

  it('when an office has no name in a region’s copy', () => {
    const context = rootWithFacts((facts) =>
      facts.offices.push({ ...facts.offices[0], id: 'asia-pacific', timeZone: 'Asia/Tokyo' }),
    );
    expect(() => loadContactPage(context, 'us')).toThrow(
      'content/contact-us/us.json: offices.names.asia-pacific: is missing: content/contact.json lists the office "asia-pacific"',
    );
  });
});
