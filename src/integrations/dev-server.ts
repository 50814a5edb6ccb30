import { globSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { watch, type FSWatcher } from 'chokidar';
import type { Plugin } from 'vite';
import type { SiteClock } from '../../server/site-clock.ts';
import { EDITOR_PATH } from '../../tools/editor/editor-paths.ts';
import { TIMESTAMP_PATH } from '../config/api-protocol.ts';
import { buildContext } from '../data/build-context.ts';
import { DATA_FILES_LOADER } from '../data/data-file-loader.ts';
import { regionBase } from '../lib/urls.ts';

/** The Server-Timing entry that carries the data load a page was rendered from. */
export const PAGE_LOAD_TIMING = 'storefront-data-load';
/** The message a tab sends when it connects to the dev server: the load its page came from. */
const PAGE_LOAD_EVENT = 'storefront:page-load';
/** The script every preview page runs (never a built one): it reports its page's load. */
const REPORT_PAGE_LOAD = `if (import.meta.hot) {
  const [navigation] = performance.getEntriesByType('navigation');
  const timing = navigation?.serverTiming?.find((entry) => entry.name === '${PAGE_LOAD_TIMING}');
  if (timing) import.meta.hot.send('${PAGE_LOAD_EVENT}', { load: Number(timing.description) });
}`;

/**
 * `astro dev` (`npm run dev`, scripts/dev.ts) as `npm run serve` has the site around the pages:
 * GET /ssr/timestamp from the server clock (SITE_NOW starts it at that instant, as in serve)
 * and the reference API under /api/…, both on the dev server's own origin, so a page on a
 * loopback host talks to them as it does in serve.
 *
 * And when a file under regions/ or content/ is saved, added or removed, the data file
 * collections load again (src/data/data-file-loader.ts): a content sync of their loader, which writes the data store at once, so the open tabs reload and show the
 * new pages with their content, or the failure (file and field). A tab that was still loading
 * when the tabs were told to reload is told on its own once it connects (REPORT_PAGE_LOAD).
 *
 * Those folders are watched here, not by Vite: Astro reloads its content config (through Vite)
 * on every JSON file Vite's watcher reports, and a content sync asked for meanwhile does nothing,
 * which lost saves. Data files are no modules; nothing else needs Vite to see them. The watcher
 * is chokidar, as Vite's: Node's recursive fs.watch on Linux stops reporting a file once an
 * editor has replaced it (write to a temporary file, then rename), so every later save of it
 * was lost.
 *
 * And the marketer's form editor at /admin/ (tools/editor/, docs/editor.md), whose backend
 * writes the data files the watcher then sees like any other save.
 *
 * The server's modules are imported here, in the hook, so a build never opens the API's
 * database; the editor's on the first request of /admin/, so nothing of it is in a build's
 * module graph and the preview's start never waits for it.
 */
export function devServer(): AstroIntegration {
  // Astro runs the server hooks for the Vite server of a content sync too (`astro sync`, the
  // data check's), where there is no preview to serve: they act for `astro dev` only.
  let dev = false;
  let watcher: FSWatcher | undefined;
  let projectRoot = new URL('file:///');
  let editor: Promise<FormEditor> | undefined;
  let siteClock: SiteClock | undefined;
  const loadEditor = (allowedHosts: readonly string[] | true) =>
    (editor ??= import('../../tools/editor/form-editor.ts').then(({ formEditor }) => {
      const { region, root } = buildContext();
      return formEditor({
        region,
        regionHome: regionBase(region),
        folders: { root },
        projectRoot: fileURLToPath(projectRoot),
        allowedHosts,
        clock: siteClock,
      });
    }));
  return {
    name: 'dev-server',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript, updateConfig }) => {
        dev = command === 'dev';
        if (!dev) return;
        projectRoot = config.root;
        injectScript('page', REPORT_PAGE_LOAD);
        const folders = dataFolders();
        const ignored = (path: string) => folders.some((folder) => path === folder || path.startsWith(folder + sep));
        updateConfig({ vite: { server: { watch: { ignored } }, plugins: [editorFirst(loadEditor)] } });
      },
      'astro:server:done': () => {
        void watcher?.close();
      },
      'astro:server:setup': async ({ server, logger, refreshContent }) => {
        if (!dev) return;
        const { createSiteClock } = await import('../../server/site-clock.ts');
        const { referenceApiFromEnv } = await import('../../server/api-from-env.ts');
        const { sendTimestamp } = await import('../../server/timestamp.ts');
        const clock = (siteClock = createSiteClock(process.env.SITE_NOW));
        const { host } = server.config.server;
        const listenHost = typeof host === 'string' ? host : host ? '0.0.0.0' : 'localhost';
        const api = referenceApiFromEnv(process.env, listenHost, () => clock.now());
        // Before Vite's own middlewares, which answer only under the region's base.
        server.middlewares.use((request, response, next) => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          if (url.pathname === TIMESTAMP_PATH) return sendTimestamp(response, clock);
          api.handle(request, response, url).then((handled) => handled || next(), next);
        });
        // The data's reload under way: a request that comes in meanwhile waits for it, so that a
        // page is never rendered from the data before a save the server has already seen.
        let reloaded: Promise<void> = Promise.resolve();
        // A reload asked for and not started yet reads every change made until it starts: the
        // several events of one save, or of files saved together, make one reload.
        let reloadWaiting = false;
        // How many times the data was loaded again (a load that changed nothing counts too: a tab
        // then loads its page once more, which costs nothing visible). A page carries the count it was rendered at (a Server-Timing entry, PAGE_LOAD_TIMING)
        // and its script reports it when it connects: a reload's message goes only to the tabs
        // connected at that moment, so a tab that was still loading is told then to load its page
        // again, once, if the data is newer.
        let load = 0;
        const reloadData = () => {
          if (!refreshContent || reloadWaiting) return;
          reloadWaiting = true;
          reloaded = reloaded
            .then(async () => {
              reloadWaiting = false;
              const before = dataFileVersions();
              await refreshContent({ loaders: [DATA_FILES_LOADER] });
              load += 1;
              // A save written in place (emptied, then written) can land while the load reads the
              // file, and chokidar drops a file's events that come within 5 ms of the one before:
              // a load during which a data file was written, added or removed is followed by another.
              if (dataFileVersions() !== before) reloadData();
            })
            .catch((error: unknown) => logger.error((error as Error).message));
        };
        // Every add, change and removal under the data folders, however the file was written.
        watcher = watch(dataFolders(), { ignoreInitial: true }).on('all', reloadData);
        server.middlewares.use((_request, response, next) => {
          void reloaded.then(() => {
            response.setHeader('Server-Timing', `${PAGE_LOAD_TIMING};desc="${load}"`);
            next();
          });
        });
        server.environments.client.hot.on(PAGE_LOAD_EVENT, async (page: { load?: unknown }, client) => {
          // A report that comes during a reload is answered from the reload's outcome.
          await reloaded;
          if (typeof page.load === 'number' && page.load < load) client.send({ type: 'full-reload', path: '*' });
        });
        logger.info(`${TIMESTAMP_PATH} and the reference API (/api/…) on this origin; clock: ${clock.describe()}`);
      },
    },
  };
}

type FormEditor = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/**
 * A Vite plugin that puts the form editor's paths first: Astro puts its own middlewares at the
 * front once every server hook has run, and one of them answers any page request outside the
 * region's base (/de/…) with a 404, /admin/ included. A plugin's post-setup function runs after
 * Astro's, so its middleware goes before them.
 */
function editorFirst(editor: (allowedHosts: readonly string[] | true) => Promise<FormEditor>): Plugin {
  return {
    name: 'storefront-form-editor',
    configureServer: (server) => () => {
      server.middlewares.stack.unshift({
        route: '',
        handle: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
          const url = new URL(request.url ?? '/', 'http://localhost');
          if (!`${url.pathname}/`.startsWith(EDITOR_PATH)) return next();
          editor(server.config.server.allowedHosts)
            .then((handle) => handle(request, response, url))
            .then((handled) => handled || next(), next);
        },
      });
    },
  };
}

/** The folders of data files: the data root's regions/ and content/. */
/** Every data file's path, time and size, one a line: what changes when a file is written, added or removed. */
function dataFileVersions(): string {
  return dataFolders()
    .flatMap((folder) =>
      globSync('**/*.json', { cwd: folder }).map((file) => {
        const stats = statSync(join(folder, file), { throwIfNoEntry: false });
        return `${folder}/${file}:${stats?.mtimeMs}:${stats?.size}`;
      }),
    )
    .sort()
    .join('\n');
}

function dataFolders(): string[] {
  const { root } = buildContext();
  return ['regions', 'content'].map((folder) => join(root, folder));
}
