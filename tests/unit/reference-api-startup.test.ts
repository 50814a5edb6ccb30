import { chmodSync, closeSync, mkdtempSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, DatabaseOpenError, openDatabase } from '../../server/api/database.ts';
import { makeTinyDist, runServeUntilExit, startServe } from './support/serve-process.ts';

/** How `npm run serve` starts, or refuses to: one line on stderr and a non-zero exit code. */
const temporaryFolder = () => mkdtempSync(join(tmpdir(), 'storefront-api-db-'));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('start-up refusals', { timeout: 30_000 }, () => {
  const expectOneLine = (result: { code: number | null; stderr: string; stdout: string }, text: string) => {
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(text);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  };

  it.each(['0.0.0.0', '192.0.2.10'])('fault injection on HOST %s', async (host) => {
    const result = await runServeUntilExit({ API_FAULTS: '1', HOST: host, DIST_DIR: makeTinyDist() });
    expectOneLine(result, `API_FAULTS=1 is for tests on this machine: it needs a loopback HOST`);
    expect(result.code).toBe(2);
  });

  it('an allowed host that is not one', async () => {
    const result = await runServeUntilExit({
      API_ALLOWED_HOSTS: 'shop.example.com, not a host',
      DIST_DIR: makeTinyDist(),
    });
    expectOneLine(result, 'API_ALLOWED_HOSTS: "not a host" is not a host name or an origin');
  });

  it('a database file that is not a database', async () => {
    const file = join(temporaryFolder(), 'api.sqlite');
    writeFileSync(file, 'this is not a SQLite database, just some text '.repeat(200));
    const result = await runServeUntilExit({ API_DB: file, DIST_DIR: makeTinyDist() });
    expectOneLine(result, `Cannot open the reference API database ${file}: file is not a database`);
    expect(result.code).toBe(1);
  });

  it('a database whose pages are damaged', async () => {
    const file = join(temporaryFolder(), 'api.sqlite');
    const db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = DELETE; CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);');
    const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
    db.exec('BEGIN');
    for (let index = 0; index < 2000; index += 1) insert.run(`note ${index} `.repeat(20));
    db.exec('COMMIT');
    db.close();
    // Overwrite the middle of the file (past the header page) with garbage.
    const descriptor = openSync(file, 'r+');
    writeSync(descriptor, Buffer.alloc(8192, 0xa5), 0, 8192, Math.floor(statSync(file).size / 2 / 4096) * 4096);
    closeSync(descriptor);
    const result = await runServeUntilExit({ API_DB: file, DIST_DIR: makeTinyDist() });
    expectOneLine(result, `Cannot open the reference API database ${file}:`);
    expect(result.code).toBe(1);
  });

  it('a database path that is a folder', async () => {
    const folder = temporaryFolder();
    const result = await runServeUntilExit({ API_DB: folder, DIST_DIR: makeTinyDist() });
    expectOneLine(result, `Cannot open the reference API database ${folder}:`);
  });
});

describe('database file', { timeout: 30_000 }, () => {
  it('is created private: folder 0700, file (and its WAL files) 0600', async () => {
    const file = join(temporaryFolder(), 'new', 'folder', 'api.sqlite');
    const server = await startServe({ API_DB: file, DIST_DIR: makeTinyDist() });
    try {
      const answer = await fetch(`${server.origin}/api/us/account/user/subscribe/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'private@example.com', region: 'us' }),
      });
      expect((await answer.json()).code).toBe(2000);
      expect(mode(join(file, '..'))).toBe(0o700);
      expect(mode(join(file, '..', '..'))).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
      expect(mode(`${file}-shm`)).toBe(0o600);
    } finally {
      await server.stop();
    }
  });

  it('that exists readable by others is narrowed to 0600', () => {
    const file = join(temporaryFolder(), 'api.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    openDatabase(file).close();
    expect(mode(file)).toBe(0o600);
  });

  it('waits for another connection’s lock (busy timeout) instead of failing at once', async () => {
    const file = join(temporaryFolder(), 'api.sqlite');
    const db = openDatabase(file);
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: BUSY_TIMEOUT_MS });
    // Another connection, in a worker thread, holds the write lock for 300 ms.
    const worker = new Worker(
      `const { DatabaseSync } = require('node:sqlite');
       const { parentPort, workerData } = require('node:worker_threads');
       const other = new DatabaseSync(workerData);
       other.exec('BEGIN IMMEDIATE');
       parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
       other.exec('COMMIT');
       other.close();`,
      { eval: true, workerData: file },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    const started = performance.now();
    db.prepare('INSERT INTO subscribers (api_group, email, region, source, created_at) VALUES (?, ?, ?, ?, ?)').run(
      'us',
      'waited@example.com',
      'us',
      'footer',
      0,
    );
    expect(performance.now() - started).toBeGreaterThan(100);
    await new Promise((resolve) => worker.once('exit', resolve));
    db.close();
  });

  it('refuses with DatabaseOpenError, whose message is one line', () => {
    const file = join(temporaryFolder(), 'api.sqlite');
    writeFileSync(file, 'x'.repeat(4096));
    expect(() => openDatabase(file)).toThrow(DatabaseOpenError);
    expect(() => openDatabase(file)).toThrow(/^Cannot open the reference API database .+: file is not a database/);
  });
});
