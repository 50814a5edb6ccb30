import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The API groups of the brand: one deployment (and so one set of accounts) each. */
export type ApiGroup = 'us' | 'eu' | 'cn';

export interface Account {
  user_id: string;
  api_group: ApiGroup;
  email: string;
  password_hash: string;
  region: string;
  created_at: number;
}

/**
 * The reference API's SQLite database (node:sqlite): accounts, tokens and subscribers.
 * `path` is a file (created with its folder) or `:memory:` for tests.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
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
}
