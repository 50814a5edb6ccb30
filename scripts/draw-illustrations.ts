/**
 * `npm run illustrations`: writes every product illustration (tools/illustrations/illustration-svg.ts) to
 * src/assets/products/<key>-<view>.svg. The files are committed, so builds need not run this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ILLUSTRATION_KEYS, ILLUSTRATION_VIEWS } from '../src/config/products.ts';
import { illustrationSvg } from '../tools/illustrations/illustration-svg.ts';

const folder = 'src/assets/products';
mkdirSync(folder, { recursive: true });
for (const key of ILLUSTRATION_KEYS) {
  for (const view of ILLUSTRATION_VIEWS) writeFileSync(`${folder}/${key}-${view}.svg`, illustrationSvg(key, view));
}
console.log(`Wrote ${ILLUSTRATION_KEYS.length * ILLUSTRATION_VIEWS.length} illustrations to ${folder}/`);
