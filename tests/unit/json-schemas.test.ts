import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob, relative } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { regionManualsFile } from '../../src/data/manuals/manual-files.ts';
import { writeJsonSchemas } from '../../src/integrations/json-schemas.ts';
import { DATA_FILE_KINDS, type DataFileKind } from '../../src/schemas/file-kinds.ts';
import { editorSchemaAssociations, jsonSchemaFiles, jsonSchemaOf } from '../../src/schemas/json-schemas.ts';
import type { RawJson } from './support/raw-json.ts';

// Issue 18, item 2: the editor's JSON Schemas, generated from the Zod schemas, accept every
// shipped and fixture data file, and a broken field is reported by a standard validator (ajv)
// and by `npm run check:data` at the same field.

const scratch: string[] = [];
afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});
const scratchFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-json-schemas-'));
  scratch.push(folder);
  return folder;
};

// The validator an editor's schema would meet elsewhere: ajv in strict mode, every error reported.
const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>(
  DATA_FILE_KINDS.map((kind) => [kind.name, ajv.compile(jsonSchemaOf(kind))]),
);

/**
 * The kinds whose patterns take `file` (relative to the project) as VS Code's JSON language
 * service does (vscode-json-languageservice, FilePatternAssociation): every pattern matched at
 * any depth ("**\/" before it), a leading "!" leaving a file out, the last pattern that matches
 * deciding.
 */
function kindsOf(file: string): DataFileKind[] {
  return DATA_FILE_KINDS.filter((kind) =>
    kind.files.reduce((taken, pattern) => {
      const include = !pattern.startsWith('!');
      return matchesGlob(file, `**/${include ? pattern : pattern.slice(1)}`) ? include : taken;
    }, false),
  );
}

/** Every .json file under a folder, relative to the project root. */
function jsonFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(folder, name))
    .sort();
}

const DATA_FOLDERS = ['regions', 'content'];
const FIXTURE_ROOTS = ['tests/fixtures/data', 'tests/fixtures/unit'];
const shippedFiles = DATA_FOLDERS.flatMap(jsonFilesUnder);
const fixtureFiles = FIXTURE_ROOTS.flatMap((root) =>
  DATA_FOLDERS.flatMap((folder) => {
    try {
      return jsonFilesUnder(join(root, folder));
    } catch {
      return [];
    }
  }),
);

/** A field as check:data names it (`nav[0].tag.color`), from ajv's instance path in `data`. */
function fieldOf(data: RawJson, instancePath: string, property?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (property !== undefined) segments.push(property);
  let value = data;
  let field = '';
  for (const segment of segments) {
    field += Array.isArray(value) ? `[${segment}]` : `${field ? '.' : ''}${segment}`;
    value = value?.[segment];
  }
  return field;
}

/**
 * The fields ajv finds wrong in `data`: a missing property is named as the field it lacks (as
 * Zod names it), an unknown one by the object that holds it (as Zod's "Unrecognized key").
 */
function ajvFields(kind: DataFileKind, data: RawJson): string[] {
  const validate = validators.get(kind.name) as ValidateFunction;
  if (validate(data)) return [];
  return (validate.errors as ErrorObject[]).map((error) =>
    fieldOf(
      data,
      error.instancePath,
      error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : undefined,
    ),
  );
}

const readJson = (path: string): RawJson => JSON.parse(readFileSync(path, 'utf8'));

describe('the data files’ JSON Schemas', () => {
  it('find every data file, shipped and fixture, exactly one kind', () => {
    expect(shippedFiles.length).toBeGreaterThan(100);
    expect(fixtureFiles.length).toBeGreaterThan(5);
    const unmatched = [...shippedFiles, ...fixtureFiles]
      .map((file) => ({ file, kinds: kindsOf(file).map((kind) => kind.name) }))
      .filter(({ kinds }) => kinds.length !== 1);
    expect(unmatched).toEqual([]);
    // Every kind has files to check (a pattern that matches nothing is a typo), but for the
    // manuals a marketer adds to a region, which no region has yet: its patterns take the path
    // the reader opens.
    const used = new Set([...shippedFiles, ...fixtureFiles].flatMap((file) => kindsOf(file).map((kind) => kind.name)));
    expect(DATA_FILE_KINDS.map((kind) => kind.name).filter((name) => !used.has(name))).toEqual(['region-manuals']);
    expect(kindsOf(regionManualsFile('us')).map((kind) => kind.name)).toEqual(['region-manuals']);
  });

  it.each([...shippedFiles, ...fixtureFiles])('accept %s', (file) => {
    const [kind] = kindsOf(file);
    expect(ajvFields(kind as DataFileKind, readJson(file))).toEqual([]);
  });

  it('are what .vscode/settings.json maps the file patterns to', () => {
    const settings = readJson('.vscode/settings.json');
    expect(settings['json.schemas']).toEqual(editorSchemaAssociations());
  });

  it('are written where the editor looks, and only rewritten when they change', () => {
    const root = scratchFolder();
    const written = writeJsonSchemas(root);
    expect(written.sort()).toEqual([...jsonSchemaFiles().keys()].sort());
    for (const { url } of editorSchemaAssociations()) expect(written).toContain(relative('.', url));
    expect(writeJsonSchemas(root)).toEqual([]);
  });
});

type Breakage = {
  kind: string;
  file: string;
  break: (data: RawJson) => void;
  /** The field check:data and ajv both name. */
  field: string;
};

const firstKey = (object: RawJson) => Object.keys(object)[0] as string;

/** One broken field of each sort, each in a file of its own. */
const BREAKAGES: Breakage[] = [
  {
    kind: 'a value of the wrong type',
    file: 'regions/us/catalogue.json',
    break: (catalogue) => (catalogue.products[firstKey(catalogue.products)].price = '999'),
    field: 'products.{first}.price',
  },
  {
    kind: 'a missing required field',
    file: 'content/home/us.json',
    break: (home) => delete home.head.title,
    field: 'head.title',
  },
  {
    kind: 'a value outside an enum',
    file: 'regions/de/settings.json',
    break: (settings) => (settings.paymentMethods[0] = 'cash'),
    field: 'paymentMethods[0]',
  },
  {
    kind: 'an instant without its offset',
    file: 'regions/us/campaigns.json',
    break: (campaigns) => (campaigns['black-friday'].stages[0].start = '2026-11-14 00:00'),
    field: 'black-friday.stages[0].start',
  },
  {
    kind: 'an unknown key',
    file: 'content/faq/us.json',
    break: (faq) => (faq.head.titel = 'FAQ'),
    field: 'head',
  },
  {
    kind: 'an empty text',
    file: 'content/support/terms-use/us.json',
    break: (page) => (page.head.title = ''),
    field: 'head.title',
  },
  {
    kind: 'a colour that is not #rrggbb',
    file: 'regions/us/settings.json',
    break: (settings) => (settings.nav[0].tag.color = 'red'),
    field: 'nav[0].tag.color',
  },
  {
    kind: 'a text where a list belongs, in product copy',
    file: 'content/products/ai-base/en.json',
    break: (copy) => (copy.head.keywords = 'robot'),
    field: 'head.keywords',
  },
];

describe('a broken field', { timeout: 120_000 }, () => {
  // One copy of the project's data with every breakage, checked once by `npm run check:data`.
  const root = scratchFolder();
  const fields = new Map<Breakage, { field: string; data: RawJson }>();
  for (const folder of DATA_FOLDERS) cpSync(folder, join(root, folder), { recursive: true });
  for (const breakage of BREAKAGES) {
    const data = readJson(join(root, breakage.file));
    const field = breakage.field.replace('{first}', firstKey(data.products ?? {}));
    breakage.break(data);
    writeFileSync(join(root, breakage.file), `${JSON.stringify(data, null, 2)}\n`);
    fields.set(breakage, { field, data });
  }
  let checkDataOutput: string | undefined;
  const checkData = () => {
    if (checkDataOutput === undefined) {
      try {
        execFileSync('npm', ['run', '--silent', 'check:data', '--', root], { encoding: 'utf8', stdio: 'pipe' });
        checkDataOutput = '';
      } catch (error) {
        checkDataOutput = (error as { stderr: string }).stderr;
      }
    }
    return checkDataOutput;
  };

  it.each(BREAKAGES)('($kind) is reported by ajv and by check:data at the same field', (breakage) => {
    const { field, data } = fields.get(breakage) as { field: string; data: RawJson };
    const [kind] = kindsOf(breakage.file);
    expect(ajvFields(kind as DataFileKind, data)).toContain(field);
    const reported = checkData()
      .split('\n')
      .filter((line) => line.startsWith(`${breakage.file}: ${field}: `));
    expect(reported).not.toEqual([]);
  });
});
