import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAllowedHost } from '../../server/api/host-allowlist.ts';
import type { SiteClock } from '../../server/site-clock.ts';
import { getRegion, type RegionCode } from '../../src/config/regions.ts';
import { DATA_FILE_KINDS } from '../../src/schemas/file-kinds.ts';
import { isLiveCalendarPath, sendLiveCalendar } from '../calendar/live-calendar.ts';
import { dataFiles, type DataFolders } from './data-file-paths.ts';
import { decapBundle } from './decap-bundle.ts';
import { configText, editorConfig } from './decap-config.ts';
import { decapLocale, editorLanguage } from './decap-locale.ts';
import { EDITOR_API_PATH, EDITOR_CONFIG_PATH, EDITOR_PATH } from './editor-paths.ts';
import { localBackend } from './local-backend.ts';
import { newDataFiles } from './new-data-files.ts';

/**
 * The marketer's form editor on the preview's own origin (src/integrations/dev-server.ts, `astro
 * dev` only): Decap CMS at /admin/, its configuration at /admin/config.yml, made from the table of
 * data file kinds and the files on disk at each request (so a file added while the preview runs
 * is in the editor when it loads again), and its local backend at /admin/api/v1 (local-backend.ts).
 * docs/editor.md.
 */

const BUNDLE_PATH = `${EDITOR_PATH}decap-cms.js`;

export interface FormEditorOptions {
  region: RegionCode;
  /** The previewed region's home, from the origin: /de/, or / for cn. */
  regionHome: string;
  folders: DataFolders;
  /** The project's root: where node_modules is. */
  projectRoot: string;
  /** Host names besides loopback the editor answers under: Vite's `server.allowedHosts` (true: any). */
  allowedHosts?: readonly string[] | true;
  /** The server clock, for the season calendar (EDITOR_CALENDAR_PATH); real time by default. */
  clock?: Pick<SiteClock, 'now' | 'describe'> | undefined;
}

const page = (language: string) => `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Storefront data editor</title>
    <link href="${EDITOR_CONFIG_PATH}" type="text/yaml" rel="cms-config-url" />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <script>
      // Signed in already: the local backend has no accounts, and Decap's login button would be one click for nothing.
      localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy' }));
    </script>
    <script src="${BUNDLE_PATH}"></script>
  </body>
</html>
`;

/** The editor's request handler: answers its paths and returns true, or returns false for any other. */
export function formEditor(options: FormEditorOptions) {
  const { region, regionHome, folders, projectRoot, allowedHosts = [] } = options;
  const kinds = DATA_FILE_KINDS;
  const hosts = new Set(allowedHosts === true ? [] : allowedHosts);
  const { language } = getRegion(region);
  const locale = decapLocale(language);
  const backend = localBackend(kinds, folders, editorLanguage(locale));
  let bundle: Promise<string> | undefined;

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (!`${url.pathname}/`.startsWith(EDITOR_PATH)) return false;
    // The editor answers before Vite's own host check. A page on a name that resolves to this
    // machine (DNS rebinding) sends that name as Host and as its origin, which would pass the
    // origin check below: it is refused here, as the reference API refuses it.
    if (allowedHosts !== true && !isAllowedHost(request.headers.host, hosts)) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end('Misdirected request');
      return true;
    }
    if (isLiveCalendarPath(url.pathname))
      return sendLiveCalendar(response, { region, root: folders.root, clock: options.clock });
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    if (url.pathname === EDITOR_PATH.slice(0, -1)) {
      response.writeHead(301, { location: EDITOR_PATH }).end();
      return true;
    }
    if (url.pathname === EDITOR_PATH) {
      // Loaded while the marketer opens a file, so that the first save does not wait for it.
      void import('prettier');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page(locale.replace('_', '-')));
      return true;
    }
    if (url.pathname === EDITOR_CONFIG_PATH) {
      const config = editorConfig({
        kinds,
        files: [...dataFiles(kinds, folders), ...newDataFiles(kinds, folders)],
        locale,
        backendUrl: `${origin}${EDITOR_API_PATH}`,
        siteUrl: `${origin}${regionHome}`,
        region,
      });
      response.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8', 'cache-control': 'no-store' });
      response.end(configText(config));
      return true;
    }
    if (url.pathname === BUNDLE_PATH) {
      bundle ??= decapBundle(projectRoot);
      const file = await bundle.catch((error: unknown) => {
        bundle = undefined;
        throw error;
      });
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      createReadStream(file).pipe(response);
      return true;
    }
    if (url.pathname === EDITOR_API_PATH && request.method === 'POST') {
      if (!isOwnJsonRequest(request, origin)) {
        response.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: 'The editor answers its own page only.' }));
        return true;
      }
      const body = JSON.parse(await readBody(request)) as Parameters<typeof backend>[0];
      const answer = await backend(body);
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer.body));
      return true;
    }
    return false;
  };
}

/**
 * Whether a backend request comes from the editor's own page: JSON (Decap's proxy backend sends
 * `application/json`), and, where the browser names its origin, this server's. A page of another
 * site can send JSON here only after a CORS preflight, which this server never grants, and a form
 * or a `no-cors` fetch can send only text: so no other site a marketer visits can write a file.
 */
function isOwnJsonRequest(request: IncomingMessage, origin: string): boolean {
  const json = (request.headers['content-type'] ?? '').split(';')[0]!.trim() === 'application/json';
  const from = request.headers.origin;
  return json && (from === undefined || from === origin);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
