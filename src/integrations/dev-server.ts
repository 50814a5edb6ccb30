import { createReadStream } from 'node:fs';
import { join, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import { TIMESTAMP_PATH } from '../config/api-protocol.ts';
import { buildContext } from '../data/build-context.ts';
import { DATA_FILES_LOADER } from '../data/region-load.ts';

/**
 * `astro dev` (`npm run dev`, scripts/dev.ts) as `npm run serve` has the site around the pages:
 * GET /ssr/timestamp from the server clock (SITE_NOW starts it at that instant, as in serve)
 * and the reference API under /api/…, both on the dev server's own origin, so a page on a
 * loopback host talks to them as it does in serve. And when a file under regions/ or content/ is
 * saved, added or removed, the data file collections load again (src/data/region-load.ts: glob()
 * reads only what changed): a content sync of their loader, which writes the data store at
 * once, not after Astro's 500 ms wait, so the open tabs show the new pages with their content,
 * or the failure (file and field).
 *
 * The server's modules (and the photo encoder's) are imported here, in the hook, so a build never
 * opens the API's database.
 */
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
        const { root, overlay } = buildContext();
        const dataFolders = [root, ...(overlay ? [join(root, overlay)] : [])].flatMap((base) =>
          ['regions', 'content'].map((folder) => join(base, folder) + sep),
        );
        server.watcher.add(dataFolders);
        // The data's reload under way: a request that comes in meanwhile waits for it, so that a
        // page is never rendered from the data before a save the server has already seen.
        let reloaded: Promise<void> = Promise.resolve();
        // Which load of the data the last page was rendered from, and the load now: a tab whose
        // page is older than the data when it connects (it was loading while a reload's message
        // went to the tabs connected then) is told to load its page again.
        let load = 0;
        let servedLoad = 0;
        for (const event of ['change', 'add', 'unlink'] as const) {
          server.watcher.on(event, (path: string) => {
            if (!refreshContent || !dataFolders.some((folder) => path.startsWith(folder))) return;
            reloaded = refreshContent({ loaders: [DATA_FILES_LOADER] }).then(
              () => void (load += 1),
              (error: unknown) => logger.error((error as Error).message),
            );
          });
        }
        server.middlewares.use((request, _response, next) => {
          void reloaded.then(() => {
            if (request.headers.accept?.includes('text/html')) servedLoad = load;
            next();
          });
        });
        const tabs = server.environments.client.hot;
        tabs.on('vite:client:connect', (_payload, client) => {
          if (servedLoad < load) client.send({ type: 'full-reload', path: '*' });
        });
        logger.info(`${TIMESTAMP_PATH} and the reference API (/api/…) on this origin; clock: ${clock.describe()}`);
      },
    },
  };
}
