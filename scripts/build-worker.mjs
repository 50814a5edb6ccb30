// @ts-check
/**
 * One of `npm run build`'s worker processes (scripts/build.mjs): builds the regions the script
 * hands it, one after the other, each with Astro's `build()` into `outDir`, in this one process.
 * The regions after the first reuse the Astro, Vite and configuration modules the first loaded,
 * and their compiled and warmed-up code: each took a third to a half of a lone region's time.
 *
 * Every build is a build of its own: `REGION` is set before it, Astro loads astro.config.mjs
 * afresh for it (and so computes the build context of that region: src/data/build-context.ts),
 * the content sync evaluates src/content.config.ts afresh (a new load of the region's data), and
 * the pages are rendered from a prerender bundle of that build's own output folder.
 *
 * Talks to scripts/build.mjs over the IPC channel (the messages: tools/build/build-protocol.ts):
 * `{ type: 'ready' }` out once Astro is loaded, `{ type: 'build', region, outDir, configFile }` in,
 * `{ type: 'built', region, ok, seconds, output }` out (what the build printed, for the script's
 * report), `{ type: 'exit' }` in when the regions are all handed out.
 */
import { mkdirSync } from 'node:fs';
import module from 'node:module';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cacheName, readBuildContext } from '../src/data/build-context.ts';

// As Astro's own command does (node_modules/astro/bin/astro.mjs), before loading Astro: V8's code
// for the modules is kept on disk, and the next build's start reads it instead of compiling.
// Not in CI, where nothing reads it again.
if (!process.env.CI) module.enableCompileCache?.();
const { build } = await import('astro');

/** Says `message` to scripts/build.mjs (tools/build/build-protocol.ts). */
const tellScript = (/** @type {import('../tools/build/build-protocol.ts').WorkerMessage} */ message) =>
  process.send?.(message);

/**
 * Runs `work` with everything this process prints kept back; returns what it printed.
 * @param {() => Promise<void>} work
 */
async function capturing(work) {
  let output = '';
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  /** @type {(chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => boolean} */
  const keep = (chunk, encoding, callback) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  process.stdout.write = /** @type {typeof process.stdout.write} */ (keep);
  process.stderr.write = /** @type {typeof process.stderr.write} */ (keep);
  try {
    await work();
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
  }
  return output;
}

/**
 * An error as Astro's own command prints it, causes and hint included: Astro wraps an error of
 * the configuration's load (the route manifest's data, read there) in errors of its own, and the
 * file and field are named by a cause.
 */
function describe(/** @type {unknown} */ error) {
  const lines = [];
  for (let cause = error, first = true; cause !== undefined; first = false) {
    const text = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
    lines.push(first ? text : `Caused by: ${text}`);
    if (!(cause instanceof Error)) break;
    const { hint } = /** @type {Error & { hint?: string }} */ (cause);
    if (hint) lines.push(`Hint: ${hint}`);
    cause = cause.cause;
  }
  return lines.join('\n');
}

/**
 * The Astro root of a region's build over a data root: node_modules/.astro-root/<cacheName>/.
 * Astro writes the files of a build's content sync (the modules the bundle then imports, the
 * collections' types) into `<root>/.astro/` under fixed names, and does not guard one root's
 * builds against each other (withastro/astro#12992): so the regions' parallel builds never share
 * one. Kept between builds, with Astro's data store and Vite's cache in its node_modules/ (their
 * default places): Astro rewrites only what changed there. The configuration names the project's
 * folders (srcDir, publicDir).
 */
function buildRoot() {
  const root = join(process.cwd(), 'node_modules', '.astro-root', cacheName(readBuildContext()));
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * @param {string} region
 * @param {string} outDir
 * @param {string} configFile absolute
 */
async function buildRegion(region, outDir, configFile) {
  process.env.REGION = region;
  const started = performance.now();
  let ok = true;
  const output = await capturing(async () => {
    const root = buildRoot();
    try {
      // Astro reads configFile from the root.
      await build({ root, configFile: relative(root, configFile), outDir: resolve(outDir) });
    } catch (error) {
      ok = false;
      console.error(describe(error));
    }
  });
  tellScript({ type: 'built', region, ok, seconds: (performance.now() - started) / 1000, output });
}

// The script is gone (stopped, or died): nothing more will be asked.
process.on('disconnect', () => process.exit(1));
process.on('message', (/** @type {import('../tools/build/build-protocol.ts').ScriptMessage} */ message) => {
  if (message.type === 'build') void buildRegion(message.region, message.outDir, message.configFile);
  // Astro leaves handles open after a build (esbuild's service): the worker ends here.
  if (message.type === 'exit') process.exit(0);
});
tellScript({ type: 'ready' });
