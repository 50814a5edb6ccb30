#!/usr/bin/env node
/**
 * Compares two built sites file by file, after normalising what a refactoring may change without
 * changing what a visitor gets: asset hashes, CSP hashes, scoped-style marks and island ids.
 *
 *   node scripts/compare-builds.mjs <before-dist> <after-dist>
 *
 * Prints how many pages and text files match, and for each that differs its first differing line
 * in both builds. Exits 1 when any differs or exists on one side only. Build both with the same
 * SITE_NOW, or time-dependent output differs too. Used to prove a refactoring visitor-neutral
 * (docs/build.md#comparing-builds).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEXT_FILE = /\.(html|xml|json|txt|conf|webmanifest)$|(^|\/)_(headers|redirects)$/;
// Hashed assets keep their name and extension; what Astro derives from content changes.
const NORMALISERS = [
  [/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(\w+)/g, '$1.#.$2'],
  [/'sha(256|384|512)-[A-Za-z0-9+/]+=*'/g, "'sha$1-#'"],
  // Scoped styles mark elements with an id derived from the component's hash: left out. Astro
  // writes the mark as an attribute, also as a class `astro-<id>` on an element with spread
  // attributes, and as a prop of an island rendered by a component with scoped styles.
  [/ data-astro-cid-[a-z0-9]+(="[^"]*")?/g, ''],
  [/ class="([^"]*)"/g, (_, classes) => withoutScopeClass(classes)],
  [/,&quot;data-astro-cid-[a-z0-9]+&quot;:\[0,true\]/g, ''],
  [/\buid="[^"]*"/g, 'uid="#"'],
  // React numbers each island's ids (useId) in the order the islands start rendering, which
  // follows when each component's awaited data arrives: the same ids, other numbers.
  [/ prefix="r\d+"/g, ' prefix="r#"'],
  [/_r\d+R_/g, '_r#R_'],
];

function withoutScopeClass(classes) {
  const kept = classes.split(' ').filter((name) => !/^astro-[a-z0-9]{8}$/.test(name));
  return kept.length ? ` class="${kept.join(' ')}"` : '';
}

export function normalise(text) {
  return NORMALISERS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

function textFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // Hashed assets are compared through the names the pages give them, not file by file.
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(path);
      } else if (TEXT_FILE.test(path)) files.push(relative(root, path));
    }
  };
  walk(root);
  return files.sort();
}

function firstDifference(a, b) {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) {
      const at = [...(left[index] ?? '')].findIndex((char, i) => char !== (right[index] ?? '')[i]);
      const from = Math.max(0, at - 80);
      return {
        line: index + 1,
        before: (left[index] ?? '').slice(from, from + 240),
        after: (right[index] ?? '').slice(from, from + 240),
      };
    }
  }
  return undefined;
}

function main([before, after]) {
  if (!before || !after) {
    console.error('Usage: node scripts/compare-builds.mjs <before-dist> <after-dist>');
    return 2;
  }
  const beforeFiles = textFiles(before);
  const afterFiles = new Set(textFiles(after));
  const onlyBefore = beforeFiles.filter((file) => !afterFiles.has(file));
  const onlyAfter = [...afterFiles].filter((file) => !beforeFiles.includes(file));
  const differing = [];
  for (const file of beforeFiles.filter((name) => afterFiles.has(name))) {
    const difference = firstDifference(
      normalise(readFileSync(join(before, file), 'utf8')),
      normalise(readFileSync(join(after, file), 'utf8')),
    );
    if (difference) differing.push({ file, ...difference });
  }
  const compared = beforeFiles.length - onlyBefore.length;
  console.log(
    `${compared} text files in both: ${compared - differing.length} identical after normalising, ${differing.length} differ`,
  );
  for (const file of onlyBefore) console.log(`only in ${before}: ${file}`);
  for (const file of onlyAfter) console.log(`only in ${after}: ${file}`);
  for (const { file, line, before: was, after: is } of differing) {
    console.log(`\n${file}:${line}\n  before: ${was}\n  after:  ${is}`);
  }
  return differing.length || onlyBefore.length || onlyAfter.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
