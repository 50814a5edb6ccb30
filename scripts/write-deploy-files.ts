/**
 * Writes the deploy files of the merged site (nginx, CDN headers and redirects, edge functions)
 * and the bundles' gzip twins from the bundles in DIST_DIR (default dist):
 * tools/bundle/write-deploy-files.ts says which and how. `npm run build` writes them itself;
 * this runs the same step alone, e.g. after a build of some regions into the same folder.
 */
import { writeDeployFiles } from '../tools/bundle/write-deploy-files.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const regions = writeDeployFiles(distDir);
console.log(`Deploy files for ${regions.join(', ')} → ${distDir}/nginx/, ${distDir}/cdn/`);
