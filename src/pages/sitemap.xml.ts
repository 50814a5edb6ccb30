import type { APIRoute } from 'astro';
import { buildContext } from '../data/build-context.ts';
import { buildSitemap } from '../lib/sitemap.ts';
import { campaignWindows, routeManifest } from '../site-data.ts';

export const GET: APIRoute = async () => {
  const { region, origin, now } = buildContext();
  return new Response(buildSitemap(await routeManifest(), region, origin, now, await campaignWindows()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
