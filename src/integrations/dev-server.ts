import { createReadStream } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { TIMESTAMP_PATH } from '../config/api-protocol.ts';
import { devDataState } from '../data/dev-data-state.ts';

/**
 * `astro dev` (`npm run dev`, scripts/dev.ts) as `npm run serve` has the site around the pages:
 * GET /ssr/timestamp from the server clock (SITE_NOW starts it at that instant, as in serve)
 * and the reference API under /api/…, both on the dev server's own origin, so a page on a
 * loopback host talks to them as it does in serve. And when a saved data file fails to load
 * (src/data/region-loader.ts), the open tabs load their page again, which then shows the failure
 * (src/data/dev-data-state.ts); fixing the file brings the pages back.
 *
 * The server's modules (and the photo encoder's) are imported here, in the hook, so a build never
 * opens the API's database.
 */
/** The name of no loader: a sync limited to it only writes the data store. */
const STORE_ONLY = 'write-the-data-store-only';

export function devServer(): AstroIntegration {
  return {
    name: 'dev-server',
    hooks: {
      'astro:server:setup': async ({ server, logger, refreshContent }) => {
        const { createSiteClock } = await import('../../server/site-clock.ts');
        const { referenceApiFromEnv } = await import('../../server/api-from-env.ts');
        const { sendTimestamp } = await import('../../server/timestamp.ts');
        const { devPhotoFile } = await import('../data/photo-variants.ts');
        const clock = createSiteClock(process.env.SITE_NOW);
        const { host } = server.config.server;
        const listenHost = typeof host === 'string' ? host : host ? '0.0.0.0' : 'localhost';
        const api = referenceApiFromEnv(process.env, listenHost, () => clock.now());
        const state = devDataState();
        // A request that comes in while a saved file's load is being stored waits for it, before
        // Astro loads the page's modules: a page rendered with modules loaded before the store
        // was written would show the old content under the new route table.
        server.middlewares.use((_request, _response, next) => void state.stored.then(() => next()));
        // Before Vite's own middlewares, which answer only under the region's base.
        server.middlewares.use((request, response, next) => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          if (url.pathname === TIMESTAMP_PATH) return sendTimestamp(response, clock);
          // The product photos the dev pages show (src/components/ProductPhoto.astro), at their bundle paths.
          const photo = devPhotoFile(url.pathname);
          if (photo) {
            response.setHeader('Content-Type', photo.type);
            // A file removed since it was found is a 404, never an error that stops the preview.
            const stream = createReadStream(photo.path).on('error', () => {
              if (!response.headersSent) response.statusCode = 404;
              response.end();
            });
            return stream.pipe(response);
          }
          api.handle(request, response, url).then((handled) => handled || next(), next);
        });
        state.reloadTabs = () => server.environments.client.hot.send({ type: 'full-reload', path: '*' });
        // A content sync writes the data store when its loaders are done (Astro's
        // ContentLayer.sync); one limited to a loader no collection has runs none and only
        // writes what the saved file's reload has just stored, without Astro's 500 ms wait.
        if (refreshContent) state.saveStore = () => refreshContent({ loaders: [STORE_ONLY] });
        logger.info(`${TIMESTAMP_PATH} and the reference API (/api/…) on this origin; clock: ${clock.describe()}`);
      },
    },
  };
}
