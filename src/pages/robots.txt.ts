import type { APIRoute } from 'astro';
import { buildContext } from '../data/build-context.ts';
import { buildRobots } from '../lib/sitemap.ts';

export const GET: APIRoute = () => {
  const { region, origin } = buildContext();
  return new Response(buildRobots(region, origin), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
