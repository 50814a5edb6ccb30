import type { APIRoute } from 'astro';
import { faq } from '../site-data.ts';

/** The FAQ entries the FAQ island loads at run time (/<region>/faq-data.json). */
export const GET: APIRoute = async () => {
  const { entries } = await faq();
  return new Response(JSON.stringify({ entries }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
