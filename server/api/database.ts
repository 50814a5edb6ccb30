import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ApiGroup } from '../../src/config/api.ts';

export interface Account {
  user_id: string;
  api_group: ApiGroup;
  email: string;
  password_hash: string;
  region: string;
  created_at: number;
}

/** How long a statement waits for another connection's lock before failing (SQLite busy timeout). */
export const BUSY_TIMEOUT_MS = 5_000;

/** The database file cannot be opened or is not a sound SQLite database; the message is one line. */
export class DatabaseOpenError extends Error {}

/**
 * The reference API's SQLite database (node:sqlite): accounts, tokens and subscribers.
 * `path` is a file or `:memory:` for tests. A missing folder is created private to the user
 * (0700) and the file is created, or narrowed, to 0600: it holds password hashes and tokens
 * (SQLite gives its -wal and -shm files the database file's mode). Throws DatabaseOpenError
 * when the file cannot be opened or fails SQLite's quick check.
 */
export function openDatabase(path: string): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    if (path !== ':memory:') {
      const created = mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      if (created) chmodSync(dirname(path), 0o700);
      closeSync(openSync(path, 'a', 0o600));
      chmodSync(path, 0o600);
    }
    db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
    const check = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
    if (check.length !== 1 || check[0]?.quick_check !== 'ok') {
      throw new Error(`it fails SQLite's quick check (${check[0]?.quick_check ?? 'no answer'})`);
    }
    db.exec(`
      PRAGMA journal_mode = WAL;
      CREATE TABLE IF NOT EXISTS accounts (
        user_id TEXT PRIMARY KEY,
        api_group TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        region TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (api_group, email)
      );
      CREATE TABLE IF NOT EXISTS tokens (
        token TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('app', 'refresh')),
        user_id TEXT NOT NULL REFERENCES accounts (user_id),
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS subscribers (
        api_group TEXT NOT NULL,
        email TEXT NOT NULL,
        region TEXT NOT NULL,
        source TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (api_group, email)
      );
    `);
    return db;
  } catch (error) {
    db?.close();
    const reason = (error as Error).message.split('\n')[0];
    throw new DatabaseOpenError(`Cannot open the reference API database ${path}: ${reason} (API_DB, docs/api.md)`);
  }
}
