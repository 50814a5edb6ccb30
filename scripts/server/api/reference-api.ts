import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { isValidEmail, normalizeEmail } from '../../../src/lib/email.ts';
import type { Account, ApiGroup } from './database.ts';
import { FaultRules, isFault, parseFaultHeader, type Fault } from './faults.ts';

/** Envelope codes of the reference API (docs/api.md). */
export const CODES = {
  ok: 2000,
  invalidRequest: 4000,
  wrongCredentials: 4001,
  invalidEmail: 4002,
  authInvalid: 4003,
  notFound: 4004,
  serverError: 5000,
} as const;

export interface ReferenceApiOptions {
  db: DatabaseSync;
  now: () => number;
  appTokenTtlMs: number;
  refreshTokenTtlMs: number;
  faultsEnabled: boolean;
}

const GROUPS: readonly ApiGroup[] = ['us', 'eu', 'cn'];
const MAX_BODY_BYTES = 16 * 1024;
const MIN_PASSWORD_LENGTH = 8;

class ApiFailure extends Error {
  readonly code: number;
  constructor(code: number) {
    super(String(code));
    this.code = code;
  }
}

type Handler = (context: {
  group: ApiGroup;
  request: IncomingMessage;
  url: URL;
  body: Record<string, unknown>;
}) => unknown;

/**
 * The reference implementation of the brand's API for development and tests: the six calls
 * of platform spec point 7 under /api/{us,eu,cn}, answered in the `{code, msg, data}`
 * envelope (msg is empty for the API's own errors: clients translate codes; see docs/api.md).
 */
export function createReferenceApi(options: ReferenceApiOptions) {
  const { db } = options;
  // Tests may move the API's clock forward (POST /api/__clock) to expire tokens without waiting.
  let clockOffsetMs = 0;
  const now = () => options.now() + clockOffsetMs;
  const faults = new FaultRules();
  const counts = new Map<string, number>();

  const hashPassword = (password: string, salt = randomBytes(16).toString('hex')) =>
    `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
  const passwordMatches = (password: string, stored: string) => {
    const [salt = '', hash = ''] = stored.split(':');
    const candidate = Buffer.from(hashPassword(password, salt).split(':')[1] ?? '', 'hex');
    const expected = Buffer.from(hash, 'hex');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  };
  const issueToken = (kind: 'app' | 'refresh', userId: string) => {
    const token = randomBytes(24).toString('base64url');
    const ttl = kind === 'app' ? options.appTokenTtlMs : options.refreshTokenTtlMs;
    db.prepare('INSERT INTO tokens (token, kind, user_id, expires_at) VALUES (?, ?, ?, ?)').run(
      token,
      kind,
      userId,
      now() + ttl,
    );
    return token;
  };
  const tokenOwner = (kind: 'app' | 'refresh', token: unknown, group: ApiGroup): string => {
    if (typeof token !== 'string' || !token) throw new ApiFailure(CODES.authInvalid);
    const row = db
      .prepare(
        'SELECT tokens.user_id AS user_id, expires_at FROM tokens JOIN accounts USING (user_id) WHERE token = ? AND kind = ? AND api_group = ?',
      )
      .get(token, kind, group) as { user_id: string; expires_at: number } | undefined;
    if (!row || row.expires_at <= now()) throw new ApiFailure(CODES.authInvalid);
    return row.user_id;
  };
  const session = (userId: string) => ({
    user_id: userId,
    apptoken: issueToken('app', userId),
    reftoken: issueToken('refresh', userId),
  });
  const credentials = (body: Record<string, unknown>) => {
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string') throw new ApiFailure(CODES.invalidRequest);
    if (!isValidEmail(email)) throw new ApiFailure(CODES.invalidEmail);
    return { email: normalizeEmail(email), password };
  };
  const findAccount = (group: ApiGroup, email: string) =>
    db.prepare('SELECT * FROM accounts WHERE api_group = ? AND email = ?').get(group, email) as Account | undefined;

  const handlers: Record<string, { method: 'GET' | 'POST'; handle: Handler }> = {
    'account/user/subscribe/create': {
      method: 'POST',
      handle: ({ group, body }) => {
        const { email, region, source } = body;
        if (typeof email !== 'string' || typeof region !== 'string') throw new ApiFailure(CODES.invalidRequest);
        if (!isValidEmail(email)) throw new ApiFailure(CODES.invalidEmail);
        db.prepare(
          'INSERT INTO subscribers (api_group, email, region, source, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
        ).run(
          group,
          normalizeEmail(email),
          region.slice(0, 8),
          typeof source === 'string' ? source.slice(0, 32) : 'site',
          now(),
        );
        return {};
      },
    },
    'account/user/register_or_login': {
      method: 'POST',
      handle: ({ group, body, request }) => {
        const { email, password } = credentials(body);
        const existing = findAccount(group, email);
        if (existing) {
          if (!passwordMatches(password, existing.password_hash)) throw new ApiFailure(CODES.wrongCredentials);
          return session(existing.user_id);
        }
        if (password.length < MIN_PASSWORD_LENGTH) throw new ApiFailure(CODES.invalidRequest);
        const userId = randomUUID();
        const region = String(request.headers.region ?? group).slice(0, 8);
        db.prepare(
          'INSERT INTO accounts (user_id, api_group, email, password_hash, region, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(userId, group, email, hashPassword(password), region, now());
        return session(userId);
      },
    },
    'account/user/sign_in': {
      method: 'POST',
      handle: ({ group, body }) => {
        const { email, password } = credentials(body);
        const account = findAccount(group, email);
        if (!account || !passwordMatches(password, account.password_hash)) throw new ApiFailure(CODES.wrongCredentials);
        return session(account.user_id);
      },
    },
    'account/user/sign_in/refresh': {
      method: 'GET',
      handle: ({ group, url, request }) => {
        const userId = tokenOwner('refresh', request.headers.reftoken, group);
        if (url.searchParams.get('user_id') !== userId) throw new ApiFailure(CODES.authInvalid);
        return { user_id: userId, apptoken: issueToken('app', userId) };
      },
    },
    'account/user/profile': {
      method: 'GET',
      handle: ({ group, request }) => {
        const userId = tokenOwner('app', request.headers.apptoken, group);
        const account = db.prepare('SELECT * FROM accounts WHERE user_id = ?').get(userId) as unknown as Account;
        return {
          user_id: account.user_id,
          email: account.email,
          nickname: account.email.split('@')[0],
          region: account.region,
          created_at: new Date(account.created_at).toISOString(),
        };
      },
    },
  };

  /** Handles `/api/...`; returns false for paths that are not the API's. */
  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/api/')) return false;
    const rest = url.pathname.slice('/api/'.length);
    if (rest.startsWith('__')) return control(rest, request, response);

    const [group, ...segments] = rest.split('/');
    const path = segments.join('/');
    const endpoint = handlers[path];
    if (!GROUPS.includes(group as ApiGroup) || !endpoint) {
      send(response, 404, { code: CODES.notFound, msg: '', data: null });
      return true;
    }
    counts.set(`${group} ${path}`, (counts.get(`${group} ${path}`) ?? 0) + 1);
    if (request.method !== endpoint.method) {
      response.setHeader('allow', endpoint.method);
      send(response, 405, { code: CODES.invalidRequest, msg: '', data: null });
      return true;
    }

    const fault = options.faultsEnabled
      ? (parseFaultHeader(header(request, 'x-api-fault')) ?? faults.take(path))
      : null;
    if (fault && (await applyFault(fault, response))) return true;

    try {
      const body = endpoint.method === 'POST' ? await readJson(request) : {};
      const data = endpoint.handle({ group: group as ApiGroup, request, url, body });
      send(response, 200, { code: CODES.ok, msg: 'ok', data });
    } catch (error) {
      if (error instanceof ApiFailure) send(response, 200, { code: error.code, msg: '', data: null });
      else {
        console.error(error);
        send(response, 500, { code: CODES.serverError, msg: '', data: null });
      }
    }
    return true;
  }

  /** Returns true when the fault answered (or dropped) the request itself. */
  async function applyFault(fault: Fault, response: ServerResponse): Promise<boolean> {
    switch (fault.kind) {
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return false;
      case 'status':
        send(response, fault.status, { code: CODES.serverError, msg: '', data: null });
        return true;
      case 'code':
        send(response, 200, { code: fault.code, msg: fault.msg ?? '', data: null });
        return true;
      case 'auth':
        send(response, 200, { code: CODES.authInvalid, msg: '', data: null });
        return true;
      case 'drop':
        // Cut off mid-answer: a connection closed before any byte would be retried by browsers.
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '512' });
        response.write('{"code":20');
        setTimeout(() => response.socket?.destroy(), 20);
        return true;
    }
  }

  /** Test controls, present only with faults enabled: /api/__faults, __clock, __stats, __subscribers. */
  async function control(rest: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (!options.faultsEnabled) {
      send(response, 404, { code: CODES.notFound, msg: '', data: null });
      return true;
    }
    if (rest === '__faults' && request.method === 'POST') {
      const body = await readJson(request).catch(() => ({}));
      const { path, fault, times } = body as { path?: unknown; fault?: unknown; times?: unknown };
      if (typeof path !== 'string' || !isFault(fault)) {
        send(response, 400, { code: CODES.invalidRequest, msg: 'path and fault are required', data: null });
        return true;
      }
      faults.add({ path, fault, times: typeof times === 'number' ? times : 1 });
    } else if (rest === '__faults' && request.method === 'DELETE') faults.clear();
    else if (rest === '__clock' && request.method === 'POST') {
      const { advanceMs } = (await readJson(request).catch(() => ({}))) as { advanceMs?: unknown };
      if (typeof advanceMs !== 'number' || advanceMs < 0) {
        send(response, 400, { code: CODES.invalidRequest, msg: 'advanceMs must be a positive number', data: null });
        return true;
      }
      clockOffsetMs += advanceMs;
    } else if (rest === '__stats' && request.method === 'DELETE') counts.clear();
    else if (rest === '__stats') {
      send(response, 200, { code: CODES.ok, msg: 'ok', data: Object.fromEntries(counts) });
      return true;
    } else if (rest === '__subscribers') {
      const rows = db.prepare('SELECT api_group, email, region, source FROM subscribers ORDER BY created_at').all();
      send(response, 200, { code: CODES.ok, msg: 'ok', data: rows });
      return true;
    } else {
      send(response, 404, { code: CODES.notFound, msg: '', data: null });
      return true;
    }
    send(response, 200, { code: CODES.ok, msg: 'ok', data: {} });
    return true;
  }

  return { handle };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The JSON object a POST carries. Refuses (4000) another content type, so that no other
 * website can post to the API as a "simple" cross-site request, and bodies over 16 KB, whose
 * rest is drained so the refusal can still be answered.
 */
function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (!/^application\/json\b/i.test(String(request.headers['content-type'] ?? ''))) {
      request.resume();
      reject(new ApiFailure(CODES.invalidRequest));
      return;
    }
    let size = 0;
    let tooLarge = false;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (tooLarge) {
        reject(new ApiFailure(CODES.invalidRequest));
        return;
      }
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        resolve(parsed as Record<string, unknown>);
      } catch {
        reject(new ApiFailure(CODES.invalidRequest));
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(JSON.stringify(body));
}
