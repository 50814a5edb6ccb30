import { siteManifest } from '../../../src/data/site-manifest.ts';

/**
 * The shipped data as the build reads it (the readers of src/data: schemas, link checks, withheld
 * links left out). Specs take the texts, prices and times they look for from it, through the
 * site's own rules, and never restate them: a marketer's valid change cannot fail a spec.
 */
export const shipped = { root: process.cwd(), manifest: siteManifest(process.cwd()) };
