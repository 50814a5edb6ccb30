import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildContext } from '../../data/build-context.ts';
import { hasPage } from '../../lib/route-manifest.ts';
import { manuals } from '../../site-data.ts';

/**
 * Every manual of the region being built, written into its bundle at /manuals/<file>: the
 * generated product guides and the PDFs a marketer added (content/manuals/). Other regions'
 * files never enter this bundle (the manuals collection holds only the region's, and only where
 * it builds the manuals page). The PDFs are copied as they are: they are files to serve, not data.
 */
export const getStaticPaths = (async () => {
  const { root, region, manifest } = buildContext();
  // Only a region with a manuals page has manuals entries.
  if (!hasPage(manifest, 'manuals', region)) return [];
  return (await manuals()).map((entry) => ({
    params: { file: entry.file },
    props: { source: join(root, entry.source) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ source: string }> = ({ props }) =>
  new Response(readFileSync(props.source), { headers: { 'Content-Type': 'application/pdf' } });
