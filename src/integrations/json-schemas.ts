import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { jsonSchemaFiles } from '../schemas/json-schemas.ts';

/**
 * Writes the editor's JSON Schemas (src/schemas/json-schemas.ts) under `root`, each file only
 * when its text changed. Several region builds run at once and each writes them: a file is
 * written to a name of this process and renamed over the old one, so no editor or other build
 * ever reads half a file. Returns the files it wrote.
 */
export function writeJsonSchemas(root: string): string[] {
  const written: string[] = [];
  for (const [path, text] of jsonSchemaFiles()) {
    const target = join(root, path);
    let current: string | undefined;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, target);
    written.push(path);
  }
  return written;
}

/**
 * Keeps the editor's JSON Schemas current with the Zod schemas in `astro dev`, `sync` and
 * `check`, as `npm install` does on a fresh clone (scripts/write-json-schemas.ts) and
 * `npm run build` does once for all its region builds (scripts/build.mjs): nobody regenerates
 * them by hand.
 */
export function jsonSchemas(): AstroIntegration {
  return {
    name: 'json-schemas',
    hooks: {
      'astro:config:setup': ({ config, logger, command }) => {
        if (command === 'build') return;
        const written = writeJsonSchemas(fileURLToPath(config.root));
        if (written.length) logger.info(`Wrote ${written.length} JSON Schemas for the editor (${written[0]}, …)`);
      },
    },
  };
}
