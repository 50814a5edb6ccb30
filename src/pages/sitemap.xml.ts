import type { APIRoute } from 'astro';
import { buildContext } from '../config/build-context.ts';
import { campaignWindows } from '../data/load-data.ts';
import { buildSitemap } from '../lib/sitemap.ts';

export const GET: APIRoute = () => {
  const context = buildContext();
  const { manifest, region, origin, now } = context;
  return new Response(buildSitemap(manifest, region, origin, now, campaignWindows(context, region)), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
