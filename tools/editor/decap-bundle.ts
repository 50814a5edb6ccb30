import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Decap CMS for the browser, from node_modules, bundled once. decap-cms-app's own browser file
 * expects React as a global, and carries a React DOM that refuses any React but the one it was
 * built with; its ES modules, bundled with the project's React, work. esbuild bundles them in
 * about 3 s, on the editor's first request (never at the preview's start), into
 * node_modules/.cache/form-editor/, named by what the bundle is made of, so that later previews
 * serve the file as it is.
 */

/** What the page runs: Decap with every widget, backend and interface language, started on the generated config.yml. */
const ENTRY = `import CMS from 'decap-cms-app';
window.CMS = CMS;
CMS.init();
`;

const BUNDLED_PACKAGES = ['decap-cms-app', 'react', 'react-dom', 'esbuild'];

/** The bundle's file, made first where it is not there yet. */
export async function decapBundle(root: string): Promise<string> {
  const require = createRequire(join(root, 'package.json'));
  const versions = BUNDLED_PACKAGES.map(
    (name) =>
      `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`,
  );
  const key = createHash('sha256')
    .update(`${versions.join(' ')}\n${ENTRY}`)
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
    write: false,
    logLevel: 'silent',
  });
  mkdirSync(folder, { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, result.outputFiles[0]!.contents);
  renameSync(temporary, file);
  return file;
}
