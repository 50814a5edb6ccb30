import type { APIRoute } from 'astro';
import { buildContext } from '../config/build-context.ts';
import { buildSitemap } from '../lib/sitemap.ts';

export const GET: APIRoute = () => {
  const { manifest, region, origin, now } = buildContext();
  return new Response(buildSitemap(manifest, region, origin, now), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
};
