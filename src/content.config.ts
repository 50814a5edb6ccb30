import { defineCollection } from 'astro/content/config';
import { REGIONS } from './config/regions.ts';
import { readBuildContext } from './data/build-context.ts';
import { dataFilesLoader } from './data/data-file-loader.ts';
import { DATA_FILE_KINDS, regionPatterns, type DataFileKind } from './schemas/file-kinds.ts';

/**
 * The content collections of the region being built (REGION): one per kind of data file
 * (src/schemas/file-kinds.ts), each on the data files' loader with the kind's schema
 * (docs/build.md, "How a data file reaches a page"). The cross-file rules run over them where
 * pages read them (src/site-data.ts).
 *
 * Astro evaluates this file through Vite at the start of every build, sync and preview, and what
 * it imports is transformed first: it imports the schemas and the loader, never the rules.
 */

const { region, root } = readBuildContext();
const patterns = (kind: DataFileKind, files = kind.files) =>
  regionPatterns(kind, region, REGIONS[region].language, files);

export const collections = Object.fromEntries(
  DATA_FILE_KINDS.map((kind) => [
    kind.collection,
    defineCollection({
      loader: dataFilesLoader(kind, {
        root,
        patterns: patterns(kind),
        imageFiles: patterns(kind, kind.imageFiles ?? []),
      }),
      schema: kind.collectionSchema ?? kind.schema,
    }),
  ]),
);
