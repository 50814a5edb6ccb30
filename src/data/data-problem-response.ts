/**
 * The failure of the last load in `astro dev`, as Astro's dev error overlay shows it on every
 * page (src/site-data.ts): the message (file and field) and what to do.
 */
export class DevDataError extends Error {
  override name = 'DataError';
  readonly hint =
    'Fix the file and save it: the page comes back by itself, without a restart. `npm run check:data` lists every problem of every region.';
}
