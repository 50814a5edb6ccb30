import type { APIRoute } from 'astro';
import { buildContext } from '../data/build-context.ts';
import { buildSitemap } from '../lib/sitemap.ts';
import { campaignWindows } from '../site-data.ts';

export const GET: APIRoute = async () => {
  const context = buildContext();
  const { manifest, region, origin, now } = context;
  return new Response(buildSitemap(manifest, region, origin, now, await campaignWindows()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
