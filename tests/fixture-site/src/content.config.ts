// The site's collections: the fixture pages sit in the site's layout, which reads the region's data.
export { collections } from '../../../src/content.config.ts';
