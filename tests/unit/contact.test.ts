import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_CODES } from '../../src/config/regions.ts';
import { loadContactFacts, loadContactPage } from '../../src/data/load-data.ts';
import { siteManifest } from '../../src/data/site-manifest.ts';
import type { RawJson } from './support/raw-json.ts';

const shipped = { root: process.cwd(), manifest: siteManifest(process.cwd()) };

/** A scratch root with the shipped contact files, content/contact.json changed by `edit`. */
function rootWithFacts(edit: (facts: RawJson) => void) {
  const root = mkdtempSync(join(tmpdir(), 'storefront-contact-'));
  cpSync('content/contact-us', join(root, 'content', 'contact-us'), { recursive: true });
  const facts = JSON.parse(readFileSync('content/contact.json', 'utf8'));
  edit(facts);
  writeFileSync(join(root, 'content', 'contact.json'), JSON.stringify(facts));
  return { root, manifest: shipped.manifest };
}

describe('shipped contact facts', () => {
  it('give only the e-mail address the sourced facts know, and no address or phone', () => {
    const facts = loadContactFacts(shipped);
    expect(facts.headquarters).toEqual([{ topic: 'support', email: 'support@robosen.com' }]);
    expect(facts.offices.map((office) => [office.id, office.timeZone])).toEqual([
      ['north-america', 'America/New_York'],
      ['europe', 'Europe/Brussels'],
      ['united-kingdom', 'Europe/London'],
    ]);
    for (const office of facts.offices) {
      expect(office.hours).toEqual({ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '17:00' });
      expect(office).not.toHaveProperty('address');
      expect(office).not.toHaveProperty('phone');
    }
  });

  it.each(REGION_CODES)('have contact copy in %s naming every office', (region) => {
    const { copy } = loadContactPage(shipped, region);
    expect(Object.keys(copy.offices.names).sort()).toEqual(['europe', 'north-america', 'united-kingdom']);
    expect(copy.hotline).toBeUndefined();
    expect(copy.wholesale !== undefined).toBe(region === 'us');
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
      'content/contact.json: headquarters[1]: repeats the topic "support"',
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
    expect(() => loadContactPage(context, 'de')).toThrow(
      'content/contact-us/de.json: offices.names.asia-pacific: is missing: content/contact.json lists the office "asia-pacific"',
    );
  });
});
