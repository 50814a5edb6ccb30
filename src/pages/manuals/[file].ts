import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildContext } from '../../data/build-context.ts';
import { hasPage } from '../../lib/route-manifest.ts';
import { manuals } from '../../data/manuals/served-manuals.ts';
import { routeManifest } from '../../site-data.ts';

/**
 * Every manual of the region being built, written into its bundle at /manuals/<file>: the
 * generated product guides and the PDFs a marketer added (content/manuals/). Other regions'
 * files never enter this bundle (the manuals entries hold only the region's, and only where
 * it builds the manuals page). The PDFs are copied as they are, from the data root.
 */
export const getStaticPaths = (async () => {
  const { root, region } = buildContext();
  // Only a region with a manuals page has manuals entries.
  if (!hasPage(await routeManifest(), 'manuals', region)) return [];
  return (await manuals()).map((entry) => ({
    params: { file: entry.file },
    props: { source: entry.source, root },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ source: string; root: string }> = ({ props }) =>
  new Response(readFileSync(join(props.root, props.source)), { headers: { 'Content-Type': 'application/pdf' } });
