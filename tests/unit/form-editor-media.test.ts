import {
  cpSync,
  existsSync,
  globSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILE_KINDS } from '../../src/schemas/file-kinds.ts';
import { dataFiles } from '../../tools/editor/data-file-paths.ts';
import { editorConfig, type DecapField } from '../../tools/editor/decap-config.ts';
import { SEARCH_TEXT } from '../../tools/editor/form-data.ts';
import { localBackend } from '../../tools/editor/local-backend.ts';
import { fittedToStages, withProductsSold } from '../../tools/editor/new-campaign-copy.ts';
import { newDataFiles } from '../../tools/editor/new-data-files.ts';
import { loadRegions } from '../../tools/data-check/check-data.ts';
import type { RawJson } from './support/raw-json.ts';
import { writtenData } from '../support/written-data.ts';

// Issue 37, item 5: photos uploaded into a product's photos/ folder, and the files a region may
// need and lacks created, through the form editor's backend, over data roots of their own.

const scratch: string[] = [];
afterAll(() => {
  for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
});

/** A data root of its own: the shipped data, which passes the rules, copied. */
function dataRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'storefront-editor-media-'));
  scratch.push(root);
  for (const folder of ['regions', 'content']) cpSync(folder, join(root, folder), { recursive: true });
  // Prettier reads the project's configuration from the folder it writes in.
  cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
  return root;
}

/** Every file under a root, with its bytes: to show that a refused request wrote nothing. */
const snapshot = (root: string) =>
  new Map(
    globSync('**/*', { cwd: root })
      .filter((path) => statSync(join(root, path)).isFile())
      .map((path) => [path, readFileSync(join(root, path)).toString('base64')]),
  );

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#44556e' } })
    .toFormat(format)
    .toBuffer();
const asset = (path: string, bytes: Buffer) => ({ path, content: bytes.toString('base64'), encoding: 'base64' });

const FOLDER = 'content/products/flagship-megatron/photos';
const COPY = 'content/products/flagship-megatron/en.json';
/** A campaign the tests add in the form: an id no shipped campaign has. */
const NEW_CAMPAIGN = 'fixture-editor-sale';
const UNAVAILABLE_COPY = 'content/products/optimus-prime-rise-of-the-beasts-signature-limited-edition/de.json';

describe('photos uploaded through the form editor', () => {
  const root = dataRoot();
  const answer = localBackend(DATA_FILE_KINDS, { root });
  const upload = (path: string, bytes: Buffer) =>
    answer({ action: 'persistMedia', params: { asset: asset(path, bytes), options: {} } });
  const errorOf = (body: unknown) => (body as { error: string }).error;

  it('writes a valid photo into the product’s photos/ folder, and lists and reads it from there after', async () => {
    expect((await answer({ action: 'getMedia', params: { mediaFolder: FOLDER } })).body).toEqual([]);
    const bytes = await photo(1000, 750);
    const uploaded = await upload(`${FOLDER}/front.jpg`, bytes);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ name: 'front.jpg', path: `${FOLDER}/front.jpg`, encoding: 'base64' });
    expect(readFileSync(join(root, FOLDER, 'front.jpg'))).toEqual(bytes);
    const listed = (await answer({ action: 'getMedia', params: { mediaFolder: FOLDER } })).body as RawJson[];
    expect(listed.map((file) => [file.name, file.path, file.content])).toEqual([
      ['front.jpg', `${FOLDER}/front.jpg`, bytes.toString('base64')],
    ]);
    const read = await answer({ action: 'getMediaFile', params: { path: `${FOLDER}/front.jpg` } });
    expect((read.body as RawJson).content).toBe(bytes.toString('base64'));
    // Decap's own media folder, and any folder but a product's photos/, holds nothing.
    expect((await answer({ action: 'getMedia', params: { mediaFolder: 'public' } })).body).toEqual([]);
    expect((await answer({ action: 'getMedia', params: { mediaFolder: 'content/products' } })).body).toEqual([]);
    expect((await answer({ action: 'getMediaFile', params: { path: 'package.json' } })).status).toBe(404);
  });

  it('refuses a photo too small for any slot, a file that is no image, or no JPEG, PNG or WebP, and writes nothing', async () => {
    const before = snapshot(root);
    const small = await upload(`${FOLDER}/small.png`, await photo(400, 300, 'png'));
    expect(small.status).toBe(422);
    expect(errorOf(small.body)).toBe(
      `${FOLDER}/small.png is 400 px wide: a photo must be at least 960 px wide (1600 px for a hero or text photo)`,
    );
    const text = await upload(`${FOLDER}/notes.jpg`, Buffer.from('not a photo, a note'));
    expect(text.status).toBe(422);
    expect(errorOf(text.body)).toMatch(new RegExp(`^${FOLDER}/notes.jpg is no image sharp can read \\(.+\\)$`));
    const gif = await upload(`${FOLDER}/moving.jpg`, await photo(1200, 900, 'gif'));
    expect(gif.status).toBe(422);
    expect(errorOf(gif.body)).toBe(`${FOLDER}/moving.jpg is gif: a photo must be a JPEG, PNG or WebP file`);
    expect(snapshot(root)).toEqual(before);
  });

  it('says why an upload is refused in the editor’s language', async () => {
    const german = localBackend(DATA_FILE_KINDS, { root }, 'de');
    const small = await german({
      action: 'persistMedia',
      params: { asset: asset(`${FOLDER}/small.png`, await photo(400, 300, 'png')), options: {} },
    });
    expect(small.status).toBe(422);
    expect(errorOf(small.body)).toBe(
      `${FOLDER}/small.png ist 400 px breit: ein Foto muss mindestens 960 px breit sein, für Titel- und Textbilder breiter`,
    );
  });

  it('writes a photo of a product of the data alone, a folder with its product.json (docs/products.md)', async () => {
    const bytes = await photo(1000, 750);
    mkdirSync(join(root, 'content/products/fixture-draft-bot'), { recursive: true });
    const beforeFacts = await upload('content/products/fixture-draft-bot/photos/front.jpg', bytes);
    expect(beforeFacts.status).toBe(422);
    expect(existsSync(join(root, 'content/products/fixture-draft-bot/photos/front.jpg'))).toBe(false);
    writeFileSync(
      join(root, 'content/products/fixture-draft-bot/product.json'),
      '{ "regions": ["us"], "catalogueKeys": [] }\n',
    );
    expect((await upload('content/products/fixture-draft-bot/photos/front.jpg', bytes)).status).toBe(200);
    expect(readFileSync(join(root, 'content/products/fixture-draft-bot/photos/front.jpg'))).toEqual(bytes);
    rmSync(join(root, 'content/products/fixture-draft-bot'), { recursive: true });
  });

  it('writes nothing outside a product’s photos/ folder, nor under a name the copy may not give', async () => {
    const before = snapshot(root);
    const bytes = await photo(1000, 750);
    for (const path of [
      `${FOLDER}/../../../../package.json`,
      `${FOLDER}/../en.json`,
      'content/products/../photos/front.jpg',
      'content/products/no-such-product/photos/front.jpg',
      'content/products/flagship-megatron/front.jpg',
      'public/front.jpg',
      '/etc/front.jpg',
      `${FOLDER}/front.gif`,
      `${FOLDER}/Front Photo.jpg`,
      `${FOLDER}/.front.jpg`,
    ]) {
      const refused = await upload(path, bytes);
      expect(refused.status, path).toBe(422);
      expect(errorOf(refused.body), path).toContain(
        'a photo goes into its product\'s photos/ folder (content/products/<product>/photos/), named like "hero.jpg"',
      );
    }
    expect(snapshot(root)).toEqual(before);
    // Decap asks to delete a photo replaced by an upload of its name: the upload replaces it on save instead.
    const deleted = await answer({ action: 'deleteFiles', params: { paths: [`${FOLDER}/front.jpg`] } });
    expect(deleted.status).toBe(422);
    expect(existsSync(join(root, FOLDER, 'front.jpg'))).toBe(true);
  });

  it('saves a copy with the photo uploaded in its form: the photo written, the field its file name', async () => {
    const entry = await answer({ action: 'getEntry', params: { path: COPY } });
    const copy = JSON.parse((entry.body as { data: string }).data) as RawJson;
    copy.sections[0].photo = 'hero.jpg';
    const save = async (bytes: Buffer) =>
      answer({
        action: 'persistEntry',
        params: {
          dataFiles: [{ path: COPY, raw: JSON.stringify(copy) }],
          assets: [asset(`${FOLDER}/hero.jpg`, bytes)],
        },
      });
    // Wide enough for a gallery, not for the hero the copy puts it in: the rules refuse it, nothing written.
    const before = snapshot(root);
    const narrow = await save(await photo(1200, 800));
    expect(narrow.status).toBe(422);
    expect(errorOf(narrow.body)).toBe(
      `Product page: Flagship Megatron (en): Sections › no. 1 › Photo: ${FOLDER}/hero.jpg is 1200 px wide: a hero photo must be at least 1600 px wide`,
    );
    expect(snapshot(root)).toEqual(before);

    const bytes = await photo(1600, 1000);
    expect((await save(bytes)).status).toBe(200);
    expect(readFileSync(join(root, FOLDER, 'hero.jpg'))).toEqual(bytes);
    expect(writtenData(COPY, root).sections[0].photo).toBe('hero.jpg');
  });
});

describe('files created through the form editor', () => {
  const root = dataRoot();
  /** A data file of the root as written. */
  const writtenIn = (path: string) => writtenData(path, root);
  /** The copy of a region's first scheduled campaign that has one, as written. */
  const firstCampaignCopy = (region: string) =>
    writtenIn(
      Object.keys(writtenIn(`regions/${region}/campaigns.json`))
        .map((id) => `content/campaigns/${id}/${region}.json`)
        .find((path) => existsSync(join(root, path)))!,
    );
  const answer = localBackend(DATA_FILE_KINDS, { root });
  const entry = async (path: string) => {
    const { body } = await answer({ action: 'getEntry', params: { path } });
    const { data, file } = body as { data: string | null; file: { id: string | null } };
    return { data: data === null ? null : (JSON.parse(data) as RawJson), id: file.id };
  };
  const persist = (path: string, data: unknown) =>
    answer({ action: 'persistEntry', params: { dataFiles: [{ path, raw: JSON.stringify(data) }], assets: [] } });

  it('lists a region’s first manuals list, and a product copy a region lacks, as new files of their collection', () => {
    rmSync(join(root, 'content/products/flagship-megatron/de.json'));
    const created = newDataFiles(DATA_FILE_KINDS, { root }).map((file) => file.path);
    // Every region has the manuals page; the shipped data has no region's list.
    expect(created).toEqual(expect.arrayContaining(['content/manuals/de.json', 'content/manuals/cn.json']));
    expect(created).toContain('content/products/flagship-megatron/de.json');
    // The Rise of the Beasts page is the US's and China's only: no German copy to create; nor a file there is.
    expect(created).not.toContain(UNAVAILABLE_COPY);
    expect(created).not.toContain('content/products/flagship-megatron/en.json');
    // A product of the data alone: the copy of each region its product.json names (docs/products.md).
    mkdirSync(join(root, 'content/products/fixture-data-bot'), { recursive: true });
    writeFileSync(join(root, 'content/products/fixture-data-bot/product.json'), '{ "regions": ["us", "de"] }\n');
    cpSync(join(root, 'content/products/ai-base/en.json'), join(root, 'content/products/fixture-data-bot/en.json'));
    const withProduct = newDataFiles(DATA_FILE_KINDS, { root }).map((file) => file.path);
    expect(withProduct).toContain('content/products/fixture-data-bot/de.json');
    expect(withProduct).not.toContain('content/products/fixture-data-bot/fr.json');
    rmSync(join(root, 'content/products/fixture-data-bot'), { recursive: true });

    const config = editorConfig({
      kinds: DATA_FILE_KINDS,
      files: [...dataFiles(DATA_FILE_KINDS, { root }), ...newDataFiles(DATA_FILE_KINDS, { root })],
      locale: 'de',
      backendUrl: 'http://127.0.0.1:4321/admin/api/v1',
      siteUrl: 'http://127.0.0.1:4321/de/',
      region: 'de',
    }) as { collections: { name: string; create: boolean; files: { label: string; file: string }[] }[] };
    const manuals = config.collections.find((collection) => collection.name === 'region-manuals')!;
    expect(manuals.create).toBe(false);
    expect(manuals.files[0]).toMatchObject({
      file: 'content/manuals/de.json',
      label: 'Anleitungen (de) — neu anlegen',
    });
    const copies = config.collections.find((collection) => collection.name === 'product-copy')!;
    expect(copies.files.find((file) => file.file === COPY)!.label).toBe('Produktseite: Flagship Megatron (en)');
  });

  it('gives a product copy’s photo fields the image widget, whose value is the file name in the product’s photos/', () => {
    const config = editorConfig({
      kinds: DATA_FILE_KINDS,
      files: dataFiles(DATA_FILE_KINDS, { root }),
      locale: 'en',
      backendUrl: 'http://127.0.0.1:4321/admin/api/v1',
      siteUrl: 'http://127.0.0.1:4321/us/',
      region: 'us',
    }) as { collections: { name: string; files: { file: string; fields: DecapField[] }[] }[] };
    const copy = config.collections.find((collection) => collection.name === 'product-copy')!.files[0]!;
    const sections = copy.fields.find((field) => field.name === 'sections')!.types as DecapField[];
    const hero = (sections.find((type) => type.name === 'hero')!.fields as DecapField[]).find(
      (field) => field.name === 'photo',
    );
    expect(hero).toMatchObject({ widget: 'image', media_folder: 'photos', public_folder: '', choose_url: false });
  });

  it('opens a region’s first manuals list empty, and creates it on save', async () => {
    const path = 'content/manuals/de.json';
    expect(await entry(path)).toEqual({ data: { files: [], [SEARCH_TEXT]: '' }, id: null });
    mkdirSync(join(root, 'content/manuals/files/de'), { recursive: true });
    writeFileSync(join(root, 'content/manuals/files/de/quick-start.pdf'), '%PDF-1.4\n%%EOF\n');
    const manual = { file: 'quick-start.pdf', series: 'transformers', title: 'Schnellstart', updated: '2026-03-01' };
    expect((await persist(path, { files: [manual] })).status).toBe(200);
    expect(writtenData(path, root)).toEqual({ files: [manual] });
    expect((await entry(path)).id).toEqual(expect.any(String));
    expect(newDataFiles(DATA_FILE_KINDS, { root }).map((file) => file.path)).not.toContain(path);
  });

  it('creates an empty manuals list as one, and a product copy from its English copy', async () => {
    const list = 'content/manuals/fr.json';
    expect((await persist(list, { files: [] })).status).toBe(200);
    expect(readFileSync(join(root, list), 'utf8')).toBe('{ "files": [] }\n');

    const copy = 'content/products/flagship-megatron/de.json';
    const seeded = await entry(copy);
    expect(seeded.data).toEqual((await entry(COPY)).data);
    seeded.data!.head.description = 'Flagship Megatron auf Deutsch';
    expect((await persist(copy, seeded.data)).status).toBe(200);
    const written = writtenData(copy, root);
    expect(written.head.description).toBe('Flagship Megatron auf Deutsch');
  });

  it('creates a campaign from its schedule: its copy starts as the region’s first campaign’s, both pass the rules', async () => {
    // docs/editor.md, "A new campaign": a campaign with one stage added to the campaigns of us, saved.
    const schedule = 'regions/us/campaigns.json';
    const copy = `content/campaigns/${NEW_CAMPAIGN}/us.json`;
    const stages = [{ stage: 1, start: '2027-03-20T00:00:00-04:00', end: '2027-03-31T23:59:59-04:00' }];
    const model = firstCampaignCopy('us');
    const form = (await entry(schedule)).data!;
    // The form lists the schedules as entries, each by its id.
    expect(form.entries.map((campaign: RawJson) => campaign.key)).toEqual(Object.keys(writtenIn(schedule)));
    form.entries.push({ key: NEW_CAMPAIGN, stages });
    expect(existsSync(join(root, copy))).toBe(false);
    expect((await persist(schedule, form)).status).toBe(200);
    expect(writtenIn(schedule)[NEW_CAMPAIGN]).toEqual({ stages });
    // The model's texts, naming only the one stage: its banners of stage 1, one timeline item.
    const created = writtenIn(copy);
    expect(created.head).toEqual(model.head);
    expect(created.banners).toEqual(
      model.banners
        .filter((banner: RawJson) => banner.stages.includes(1))
        .map((banner: RawJson) => ({ ...banner, stages: [1] })),
    );
    expect(created.timeline.items).toEqual([
      { ...(model.timeline.items.find((item: RawJson) => item.stage === 1) ?? model.timeline.items.at(-1)), stage: 1 },
    ]);
    expect((await loadRegions(root, ['us'])).get('us')!.failures).toEqual([]);
    // The copy is then the marketer's to rewrite, as any other file.
    const written = (await entry(copy)).data!;
    written.head.title = 'Spring Sale | Robosen';
    expect((await persist(copy, written)).status).toBe(200);
  });

  it('offers a western region without schedules its first, whose first campaign takes a copy in its language', async () => {
    // uk as a region added with no campaign yet: its schedules and copies gone.
    for (const file of ['regions/uk/campaigns.json', ...globSync('content/campaigns/*/uk.json', { cwd: root })]) {
      rmSync(join(root, file));
    }
    const offered = newDataFiles(DATA_FILE_KINDS, { root }).map((file) => file.path);
    expect(offered).toContain('regions/uk/campaigns.json');
    // The Asian stores run no campaign of the specs: none is offered there.
    expect(offered.filter((path) => path.endsWith('/campaigns.json'))).toEqual(['regions/uk/campaigns.json']);
    const form = (await entry('regions/uk/campaigns.json')).data!;
    expect(form.entries).toEqual([]);
    const stages = [{ stage: 1, start: '2027-03-20T00:00:00Z', end: '2027-03-31T23:59:59Z' }];
    form.entries.push({ key: NEW_CAMPAIGN, stages });
    const saved = await persist('regions/uk/campaigns.json', form);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const created = writtenIn(`content/campaigns/${NEW_CAMPAIGN}/uk.json`);
    // English, as uk's: us's first campaign's copy.
    const model = firstCampaignCopy('us');
    expect(created.head).toEqual(model.head);
    // Its product groups keep the products uk sells, of those us's copy shows.
    const sold = Object.keys(writtenIn('regions/uk/catalogue.json').products);
    const keys = (copy: RawJson) => copy.groups.tabs.flatMap((tab: RawJson) => tab.products.map((p: RawJson) => p.key));
    expect(keys(created)).toEqual(keys(model).filter((key: string) => sold.includes(key)));
  });

  it('keeps in a new campaign’s copy only the products its region sells', () => {
    const model = {
      sneakPeek: { title: 'P', products: [{ key: 'gone' }] },
      groups: { title: 'G', tabs: [{ id: 't', products: [{ key: 'kept' }, { key: 'gone' }] }] },
    };
    expect(withProductsSold(model, ['kept'])).toEqual({
      groups: { title: 'G', tabs: [{ id: 't', products: [{ key: 'kept' }] }] },
    });
  });

  it('fits a new campaign’s copy to its stages: banners keep theirs, the timeline has one item a stage', () => {
    const model = {
      banners: [
        { title: 'A', stages: [1] },
        { title: 'B', stages: [2, 3] },
      ],
      timeline: { title: 'T', items: [1, 2, 3].map((stage) => ({ stage, title: `Stage ${stage}` })) },
    };
    expect(fittedToStages(model, [2])).toEqual({
      banners: [{ title: 'B', stages: [2] }],
      timeline: { title: 'T', items: [{ stage: 2, title: 'Stage 2' }] },
    });
    expect(fittedToStages(model, [1, 2, 3, 4]).timeline.items.at(-1)).toEqual({ stage: 4, title: 'Stage 3' });
    // No banner shows in stage 5: the first shows then.
    expect(fittedToStages(model, [5]).banners).toEqual([{ title: 'A', stages: [5] }]);
  });

  it('creates no campaign where the rules refuse its id, and writes nothing', async () => {
    const before = snapshot(root);
    const schedule = 'regions/de/campaigns.json';
    const form = (await entry(schedule)).data!;
    form.entries.push({
      key: 'faq',
      stages: [{ stage: 1, start: '2027-03-20T00:00:00+01:00', end: '2027-03-31T23:59:59+01:00' }],
    });
    const refused = await persist(schedule, form);
    expect(refused.status).toBe(422);
    expect((refused.body as { error: string }).error).toContain(
      'campaign "faq" would replace the page /faq: choose another id',
    );
    expect(snapshot(root)).toEqual(before);
  });

  it('creates no other file: a region or language without the page, a file no region needs', async () => {
    const before = snapshot(root);
    const manuals = { files: [] };
    for (const [path, data] of [
      ['content/manuals/xx.json', manuals],
      [UNAVAILABLE_COPY, (await entry(COPY)).data],
      ['content/faq/xx.json', { items: [] }],
      ['regions/de/extra/catalogue.json', {}],
    ] as const) {
      const refused = await persist(path, data);
      expect(refused.status, path).toBe(422);
      if (path !== 'regions/de/extra/catalogue.json') {
        expect((refused.body as { error: string }).error, path).toBe(
          `${path}: is no file the editor creates: it creates only a file a region may need and lacks, listed as new in its collection`,
        );
      }
      expect((await entry(path)).data, path).toBeNull();
    }
    expect(snapshot(root)).toEqual(before);
  });
});
