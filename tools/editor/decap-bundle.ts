import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/**
 * Decap CMS for the browser, from node_modules, bundled once: its core with the proxy backend
 * (local-backend.ts answers it), the widgets the generated forms use (decap-config.ts) and every
 * interface language, with the project's React. decap-cms-app, which registers every backend and
 * widget Decap has, would install twice the packages, and its browser file takes React from a
 * global and carries a React DOM that refuses any React but the one it was built with.
 *
 * esbuild bundles the modules in 1 to 2 s, on the editor's first request (never at the
 * preview's start), into node_modules/.cache/form-editor/, named by what the bundle is made of,
 * so that later previews serve the file as it is.
 */

/** The widgets the generated forms use (decap-config.ts), by package; `hidden` is Decap's core's own. */
const WIDGETS = {
  'decap-cms-widget-string': 'DecapCmsWidgetString',
  'decap-cms-widget-number': 'DecapCmsWidgetNumber',
  'decap-cms-widget-text': 'DecapCmsWidgetText',
  'decap-cms-widget-select': 'DecapCmsWidgetSelect',
  'decap-cms-widget-list': 'DecapCmsWidgetList',
  'decap-cms-widget-object': 'DecapCmsWidgetObject',
  'decap-cms-widget-boolean': 'DecapCmsWidgetBoolean',
  'decap-cms-widget-colorstring': 'DecapCmsWidgetColorString',
  'decap-cms-widget-image': 'DecapCmsWidgetImage',
};

const here = (module: string) => fileURLToPath(new URL(module, import.meta.url));
/** This file: how the bundle is made (its entry, its plugin) is part of what names it. */
const BUNDLER = fileURLToPath(import.meta.url);

const LIST_CONTROL = here('./list-control.ts');
const LIST_ITEM_TOP_BAR = here('./list-item-top-bar.tsx');
const inListWidget = (importer: string) => /[\\/]decap-cms-widget-list[\\/]/.test(importer);

/**
 * Decap's list widget with two of its imports answered by the project's modules: its control,
 * Decap's handing itself to its entries' bars (list-control.ts), and the bar on each entry
 * (list-item-top-bar.tsx: the whole bar opens the entry, buttons and keys move it, every button
 * named). Decap's list moves entries by mouse drag only, and its bar is not reachable otherwise.
 */
const listWidget: Plugin = {
  name: 'storefront-list-widget',
  setup(build) {
    build.onResolve({ filter: /^\.\/ListControl$/ }, ({ importer }) =>
      inListWidget(importer) ? { path: LIST_CONTROL } : undefined,
    );
    build.onResolve({ filter: /^decap-cms-ui-default$/ }, ({ path, importer }) =>
      inListWidget(importer) ? { path, namespace: 'list-widget' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'list-widget' }, () => ({
      contents: `export * from 'decap-cms-ui-default';\nexport { ListItemTopBar } from ${JSON.stringify(LIST_ITEM_TOP_BAR)};`,
      resolveDir: here('.'),
    }));
  },
};

/** The editor page's own part (refusals at their fields, list entries), and what it imports: the bundle is named by their text too. */
const PHRASES = here('./decap-phrases.ts');
const PAGE_MODULES = [here('./editor-page.ts'), here('./editor-paths.ts'), LIST_CONTROL, LIST_ITEM_TOP_BAR, PHRASES];

/** What the page runs: Decap registered as decap-cms-app registers it, with the page's part, then started on the generated config.yml. */
const ENTRY = `import { DecapCmsCore as CMS } from 'decap-cms-core';
// After Decap's core, which sets the globals its modules expect (window.global).
import ${JSON.stringify(PAGE_MODULES[0])};
import { ProxyBackend } from 'decap-cms-backend-proxy';
import * as locales from 'decap-cms-locales';
import { withGroupButtons } from ${JSON.stringify(PHRASES)};
${Object.entries(WIDGETS)
  .map(([name, widget]) => `import ${widget} from '${name}';`)
  .join('\n')}
CMS.registerBackend('proxy', ProxyBackend);
CMS.registerWidget([${Object.values(WIDGETS)
  .map((widget) => `${widget}.Widget()`)
  .join(', ')}]);
for (const [locale, phrases] of Object.entries(locales)) CMS.registerLocale(locale, withGroupButtons(locale, phrases));
window.CMS = CMS;
CMS.init();
`;

const BUNDLED_PACKAGES = [
  'decap-cms-core',
  'decap-cms-backend-proxy',
  'decap-cms-locales',
  ...Object.keys(WIDGETS),
  // The image widget's control and media dialog.
  'decap-cms-widget-file',
  'react',
  'react-dom',
  'esbuild',
];

/** The bundle's file, made first where it is not there yet. */
export async function decapBundle(root: string): Promise<string> {
  const require = createRequire(join(root, 'package.json'));
  const versions = BUNDLED_PACKAGES.map(
    (name) =>
      `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`,
  );
  const key = createHash('sha256')
    .update(`${versions.join(' ')}\n${[...PAGE_MODULES, BUNDLER].map((file) => readFileSync(file, 'utf8')).join('\n')}`)
    .digest('hex')
    .slice(0, 16);
  const folder = join(root, 'node_modules', '.cache', 'form-editor');
  const file = join(folder, `decap-cms-${key}.js`);
  if (existsSync(file)) return file;
  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    // Decap's modules hold JSX in .js files.
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [listWidget],
    write: false,
    logLevel: 'silent',
  });
  mkdirSync(folder, { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, result.outputFiles[0]!.contents);
  renameSync(temporary, file);
  return file;
}
