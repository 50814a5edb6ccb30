/**
 * `npm run illustrations`: writes every product illustration (src/lib/illustrations.ts) to
 * src/assets/products/<key>-<view>.svg. The files are committed, so builds need not run this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ILLUSTRATION_KEYS } from '../src/config/products.ts';
import { ILLUSTRATION_VIEWS, illustrationSvg } from '../src/lib/illustrations.ts';

const folder = 'src/assets/products';
mkdirSync(folder, { recursive: true });
for (const key of ILLUSTRATION_KEYS) {
  for (const view of ILLUSTRATION_VIEWS) writeFileSync(`${folder}/${key}-${view}.svg`, illustrationSvg(key, view));
}
console.log(`Wrote ${ILLUSTRATION_KEYS.length * ILLUSTRATION_VIEWS.length} illustrations to ${folder}/`);
