import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REGIONS, type RegionCode } from '../../config/regions.ts';
import type { GuideFaces } from '../../lib/guide-pdf.ts';

/**
 * The faces a region's product guides are set in: Noto Sans CJK (Regular and Bold), as the npm
 * packages @embedpdf/fonts-sc, -jp and -kr install them, so `npm ci` brings everything the build
 * needs (no system font package). Each CJK language gets the regional face whose glyphs follow its
 * conventions; the Latin glyphs are the same in all three, so the other languages use the
 * Simplified Chinese face. The PDF embeds only the glyphs a guide uses.
 */
const FACES = {
  zh: { pkg: '@embedpdf/fonts-sc', family: 'NotoSansHans' },
  ja: { pkg: '@embedpdf/fonts-jp', family: 'NotoSansJP' },
  ko: { pkg: '@embedpdf/fonts-kr', family: 'NotoSansKR' },
} as const;

export function guideFaces(root: string, region: RegionCode): GuideFaces {
  const language = REGIONS[region].language;
  const { pkg, family } = language in FACES ? FACES[language as keyof typeof FACES] : FACES.zh;
  // The package exports only its script: its fonts/ folder sits beside that script's dist/.
  let folder: string;
  try {
    folder = join(dirname(createRequire(join(root, 'package.json')).resolve(pkg)), '..', 'fonts');
  } catch {
    throw new Error(`${pkg} is not installed: run \`npm ci\` (the product guides are set in its fonts)`);
  }
  const face = (weight: string): string => {
    const path = join(folder, `${family}-${weight}.otf`);
    if (!existsSync(path)) throw new Error(`${path} not found: run \`npm ci\``);
    return path;
  };
  return { regular: face('Regular'), bold: face('Bold') };
}
