import { describe, expect, it } from 'vitest';
import { dataProblemPage } from '../../src/lib/data-problem-page.ts';

describe('the preview’s page for data that fails', () => {
  const page = dataProblemPage({
    lang: 'de-DE',
    title: 'Eine Datendatei enthält einen Fehler',
    hint: 'Korrigieren Sie die Datei.',
    failure:
      'content/home/de.json: heading: expected string, received number\n' +
      'content/faq/de.json: entries[0].label: "<script>alert(1)</script>" & more',
  });

  it('is in the region’s language, one failure a line', () => {
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('<h1>Eine Datendatei enthält einen Fehler</h1>');
    expect(page).toContain('<li>content/home/de.json: heading: expected string, received number</li>');
  });

  it('shows a data file’s text as text, never as HTML', () => {
    expect(page).toContain(
      '<li>content/faq/de.json: entries[0].label: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; more</li>',
    );
    expect(page).not.toContain('<script>alert(1)');
  });
});
