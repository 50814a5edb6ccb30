import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import {
  getLanguageService,
  TextDocument,
  type ASTNode,
  type Diagnostic,
  type SchemaConfiguration,
} from 'vscode-json-languageservice';
import { regionManualsFile } from '../../src/lib/region-manuals.ts';
import { writeJsonSchemas } from '../../src/integrations/json-schemas.ts';
import { DATA_FILE_KINDS, editorPatterns, type DataFileKind } from '../../src/schemas/file-kinds.ts';
import { fieldPath } from '../../src/lib/data-error.ts';
import { regionCampaignsSchema } from '../../src/schemas/campaign.ts';
import { campaignPageSchema } from '../../src/schemas/campaign-page.ts';
import {
  editorSchemaAssociations,
  jsonSchemaFiles,
  jsonSchemaOf,
  PATTERN_MESSAGE,
} from '../../src/schemas/json-schemas.ts';
import type { RawJson } from './support/raw-json.ts';
import { pinnedOver } from '../support/test-data.ts';
import { writeEdited, writtenData } from '../support/written-data.ts';

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
// VS Code's message for a failed pattern: a keyword of its own, which ajv only has to know.
ajv.addKeyword(PATTERN_MESSAGE);
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
    editorPatterns(kind).reduce((taken, pattern) => {
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
const FIXTURE_ROOTS = [
  'tests/fixtures/data',
  'tests/fixtures/unit',
  'tests/fixtures/calendar',
  'tests/fixtures/campaign',
];
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
  const path: PropertyKey[] = [];
  let value = data;
  for (const segment of segments) {
    path.push(Array.isArray(value) ? Number(segment) : segment);
    value = value?.[segment];
  }
  return fieldPath(path);
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

/**
 * A fixture object that pins some fields over a shipped file (tests/support/test-data.ts,
 * assembleDataRoot), laid over it as the tests read it; undefined for any other file.
 */
function pinnedFixture(file: string): RawJson | undefined {
  const root = FIXTURE_ROOTS.find((fixtures) => file.startsWith(`${fixtures}/`));
  return root === undefined ? undefined : pinnedOver(file, relative(root, file));
}

/** The VS Code settings the project ships. */
const vscodeSettings = (): RawJson => JSON.parse(readFileSync('.vscode/settings.json', 'utf8'));

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
    expect(ajvFields(kind as DataFileKind, pinnedFixture(file) ?? writtenData(file))).toEqual([]);
  });

  it('are what .vscode/settings.json maps the file patterns to', () => {
    const settings = vscodeSettings();
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
  /**
   * Where VS Code puts it, when not on that field: a missing field on the object that lacks
   * it, an unknown key on the key itself.
   */
  editorField?: string;
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
    editorField: 'head',
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
    editorField: 'head.titel',
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
    // From the copy, so that breakages of one file add up.
    const edit = (data: RawJson) => {
      const field = breakage.field.replace('{first}', firstKey(data.products ?? {}));
      breakage.break(data);
      fields.set(breakage, { field, data });
    };
    writeEdited(root, breakage.file, edit, join(root, breakage.file));
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

/**
 * VS Code's own JSON language service, set up as VS Code sets it up from this workspace's
 * .vscode/settings.json: the patterns relative to the project folder, each schema read from the
 * URL the settings give (here answered from what the writer writes there).
 */
function editor() {
  const folderUri = `${pathToFileURL(process.cwd()).href}/`;
  const schemaTexts = jsonSchemaFiles();
  const service = getLanguageService({
    schemaRequestService: async (uri) => {
      const text = schemaTexts.get(relative(process.cwd(), new URL(uri).pathname));
      if (text === undefined) throw new Error(`no JSON Schema at ${uri}`);
      return text;
    },
    workspaceContext: { resolveRelativePath: (path, resource) => new URL(path, resource).href },
  });
  const associations = vscodeSettings()['json.schemas'] as { fileMatch: string[]; url: string }[];
  const schemas: SchemaConfiguration[] = associations.map(({ fileMatch, url }) => ({
    fileMatch,
    folderUri,
    uri: new URL(url, folderUri).href,
  }));
  service.configure({ validate: true, allowComments: false, schemas });

  const open = (file: string, text: string) => {
    const document = TextDocument.create(new URL(file, folderUri).href, 'json', 1, text);
    return { document, json: service.parseJSONDocument(document) };
  };
  return {
    /** The problems VS Code underlines in `text` saved as `file`, each with the field it is on. */
    async problems(file: string, text: string): Promise<{ field: string; message: string }[]> {
      const { document, json } = open(file, text);
      const diagnostics: Diagnostic[] = await service.doValidation(document, json, { schemaValidation: 'error' });
      return diagnostics.map((diagnostic) => ({
        field: fieldOfNode(json.getNodeFromOffset(document.offsetAt(diagnostic.range.start))),
        message: typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value,
      }));
    },
    /** What VS Code offers at the first `|` of `text` saved as `file`. */
    async completions(file: string, text: string): Promise<string[]> {
      const { document, json } = open(file, text.replace('|', ''));
      const list = await service.doComplete(document, document.positionAt(text.indexOf('|')), json);
      return (list?.items ?? []).map((item) => item.label);
    },
  };
}

/** The field a node of the parsed document is (or is the key of), as check:data names fields. */
function fieldOfNode(node: ASTNode | undefined): string {
  const path: PropertyKey[] = [];
  for (let current = node; current?.parent; current = current.parent) {
    if (current.type === 'property') path.unshift(current.keyNode.value);
    else if (current.parent.type === 'array') path.unshift(current.parent.items.indexOf(current));
  }
  return fieldPath(path);
}

describe('in VS Code’s JSON language service, with .vscode/settings.json', () => {
  const vscode = editor();

  it('no shipped or fixture data file shows a problem', async () => {
    const shown = [];
    for (const file of [...shippedFiles, ...fixtureFiles]) {
      // The file's text, as the editor opens it; a fixture that pins some fields, as laid over
      // the shipped file (VS Code underlines the fields such a file leaves to the shipped one).
      const pinned = pinnedFixture(file);
      const text = pinned ? JSON.stringify(pinned, null, 2) : readFileSync(file, 'utf8');
      const problems = await vscode.problems(file, text);
      if (problems.length) shown.push({ file, problems });
    }
    expect(shown).toEqual([]);
  });

  it.each(BREAKAGES)('($kind) is underlined at its field', async (breakage) => {
    const data = writtenData(breakage.file);
    const field = (breakage.editorField ?? breakage.field).replace('{first}', firstKey(data.products ?? {}));
    breakage.break(data);
    const problems = await vscode.problems(breakage.file, JSON.stringify(data, null, 2));
    expect(problems.map((problem) => problem.field)).toContain(field);
  });

  it('shows a pattern’s failure in the words of check:data', async () => {
    const settings = writtenData('regions/us/settings.json');
    settings.nav[0].tag.color = 'red';
    const problems = await vscode.problems('regions/us/settings.json', JSON.stringify(settings, null, 2));
    expect(problems).toContainEqual({ field: 'nav[0].tag.color', message: 'must be a #rrggbb colour' });
  });

  it('the same file in a fixture folder gets the same schema', async () => {
    const problems = await vscode.problems(
      'tests/fixtures/unit/regions/de/campaigns.json',
      '{ "no-such-campaign": {} }',
    );
    expect(problems.map((problem) => problem.field)).toEqual(['no-such-campaign']);
  });

  it('offers the keys a file may have as one types', async () => {
    expect(await vscode.completions('content/campaigns/black-friday/de.json', '{ | }')).toEqual(
      expect.arrayContaining(Object.keys(campaignPageSchema.shape)),
    );
  });

  it('underlines a campaign id that is no slug, in the words of check:data', async () => {
    const stages = [{ stage: 1, start: '2030-03-01T09:00:00+01:00', end: '2030-03-08T23:59:59+01:00' }];
    const campaigns = { 'Spring Sale': { stages } };
    const problems = await vscode.problems('regions/de/campaigns.json', JSON.stringify(campaigns, null, 2));
    const message =
      'must be a campaign id: lowercase letters and digits in words joined by single hyphens, starting with a letter, e.g. "spring-sale"';
    expect(problems).toContainEqual({ field: 'Spring Sale', message });
    expect(regionCampaignsSchema.safeParse(campaigns).error?.issues).toMatchObject([
      { path: ['Spring Sale'], message },
    ]);
  });
});
