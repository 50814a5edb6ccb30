import type { APIRoute } from 'astro';
import { buildContext } from '../config/build-context.ts';
import { loadFaq } from '../data/load-data.ts';

/** The FAQ entries the FAQ island loads at run time (/<region>/faq-data.json). */
export const GET: APIRoute = () => {
  const context = buildContext();
  const { entries } = loadFaq(context, context.region);
  return new Response(JSON.stringify({ entries }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
