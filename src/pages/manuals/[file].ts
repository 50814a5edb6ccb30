import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { buildContext } from '../../config/build-context.ts';
import { regionManualEntries } from '../../data/manuals.ts';
import { hasPage } from '../../lib/route-manifest.ts';

/**
 * Every manual of the region being built, written into its bundle at /manuals/<file>: the
 * generated product guides and the PDFs a marketer added (content/manuals/). Other regions'
 * files never enter this bundle.
 */
export const getStaticPaths = (() => {
  const { root, region, manifest } = buildContext();
  if (!hasPage(manifest, 'manuals', region)) return [];
  return regionManualEntries(root, region).map((entry) => ({
    params: { file: entry.file },
    props: { source: join(root, entry.source) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ source: string }> = ({ props }) =>
  new Response(readFileSync(props.source), { headers: { 'Content-Type': 'application/pdf' } });
