#!/usr/bin/env node
/**
 * `npm run check:html`: the Nu HTML checker (vnu-jar from npm, the W3C validator's engine) over
 * every page of the built bundles. Fails on any error, listing each with its page and the text
 * around it. Needs Java: installs Debian's default-jre-headless when running as root with apt,
 * else says in one line how to get it. DIST_DIR picks the bundles (default dist).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
// The package's default export stringifies to the path of its jar.
import vnu from 'vnu-jar';
import { CHECKED_REGIONS } from '../tests/e2e/support/constants.ts';
import { htmlFilesOf } from '../tools/bundle/bundle-files.ts';

const distDir = process.env.DIST_DIR ?? 'dist';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
if (!hasJava() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Java is missing (the HTML checker needs it): installing Debian’s default-jre-headless…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
if (!hasJava()) {
  console.error('No Java found for the HTML checker: install Debian’s (sudo apt-get install default-jre-headless).');
  process.exit(1);
}
if (!existsSync(distDir)) {
  console.error(`No ${distDir}/: build first (npm run build).`);
  process.exit(1);
}

// The checked regions' bundles (all, or those `npm run verify` names).
const pages = CHECKED_REGIONS.flatMap((region) =>
  existsSync(join(distDir, region)) ? htmlFilesOf(join(distDir, region)) : [],
);
const result = spawnSync('java', ['-Xss4m', '-jar', String(vnu), '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
// vnu writes its JSON report to stderr and exits 1 when it found errors.
let messages;
try {
  messages = JSON.parse(result.stderr).messages;
} catch {
  console.error(`The HTML checker did not report:\n${result.stderr}${result.stdout}`);
  process.exit(1);
}
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const error of errors) {
  const page = relative(distDir, new URL(error.url).pathname);
  console.error(
    `${page}:${error.lastLine ?? '?'}: ${error.message}\n    …${(error.extract ?? '').replace(/\s+/g, ' ')}…`,
  );
}
console.log(`HTML checker: ${errors.length} error(s) in ${pages.length} pages under ${distDir}/`);
if (errors.length) process.exit(1);
