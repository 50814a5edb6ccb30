/**
 * Writes the editor's JSON Schemas of the data files into .data-schemas/ (docs/data-files.md):
 * run by `npm install` and `npm ci` (postinstall), so VS Code finds them on a fresh clone; every
 * Astro command keeps them current afterwards (src/integrations/json-schemas.ts).
 */
import { writeJsonSchemas } from '../src/integrations/json-schemas.ts';
import { JSON_SCHEMA_FOLDER } from '../src/schemas/json-schemas.ts';

const written = writeJsonSchemas(process.cwd());
console.log(
  written.length
    ? `Wrote ${written.length} JSON Schemas for the editor into ${JSON_SCHEMA_FOLDER}/.`
    : `The editor's JSON Schemas in ${JSON_SCHEMA_FOLDER}/ are current.`,
);
