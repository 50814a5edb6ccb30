import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_FAILURES, photoFailure, photoFailureRoot } from '../support/photo-failures.ts';
import { expect, test } from './support/test.ts';

/**
 * `npm run build` over data a marketer got wrong fails naming the file and the field, never with
 * the bundler's error: a product photo missing or too small for its slot (the same data
 * `npm run check:data` refuses in tests/unit/product-photos.test.ts). Each build runs over a copy
 * of the data (SITE_DATA_ROOT) into a folder of the project's node_modules, so that it shares
 * nothing with another build.
 */
const SCRATCH = join('node_modules', '.test-builds', `data-failures-${process.pid}`);

test.afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

for (const { photo, problem } of PHOTO_FAILURES) {
  test(`a product photo ${photo === 'missing.jpg' ? 'that is missing' : 'too small for its slot'} fails the build, naming the copy's file and field`, async () => {
    test.setTimeout(300_000);
    const root = await photoFailureRoot(SCRATCH, photo);
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'us'], {
      encoding: 'utf8',
      env: { ...process.env, SITE_DATA_ROOT: root, DIST_DIR: join(root, 'dist') },
    });
    expect(build.status).not.toBe(0);
    expect(`${build.stdout}${build.stderr}`).toContain(photoFailure(photo, problem));
  });
}
