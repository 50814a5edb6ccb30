import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';
import { API_CODES, API_OK_MESSAGE, API_PATHS } from '../../src/config/api-protocol.ts';
import { API_GROUPS, type ApiGroup } from '../../src/config/api.ts';
import { isValidEmail, normalizeEmail } from '../../src/lib/email.ts';
import { clientAddressKey } from './client-address.ts';
import type { Account } from './database.ts';
import { FailureLimiter } from './failure-limiter.ts';
import { FaultRules, isFault, parseFaultHeader, type Fault } from './faults.ts';
import { isAllowedHost } from './host-allowlist.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { createTaskSlots } from './task-slots.ts';

/**
 * The reference API's own refusal codes. The platform spec defines only 2000 and 4003
 * (`API_CODES`, shared with the site). The six calls answer these with an empty msg, and the site
 * gives them no meaning: it shows its default message (platform spec point 8, docs/api.md).
 */
export const REFERENCE_API_CODES = {
  invalidRequest: 4000,
  wrongCredentials: 4001,
  invalidEmail: 4002,
  notFound: 4004,
  tooManyAttempts: 4029,
} as const;

/**
 * The fewest characters a register_or_login password may have (a shorter one is refused with
 * 4000). The reference API's own rule: the site shows no password rule (platform spec point 5).
 */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Failed password checks allowed per account and per client address in a sliding window;
 * past that, sign_in and register_or_login answer 4029 without checking the password until
 * the oldest failure leaves the window.
 */
export const SIGN_IN_LIMIT = { maxFailures: 10, windowMs: 15 * 60_000 } as const;

/** Request bodies larger than this are refused (4000) and the connection closed unread. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface ReferenceApiOptions {
  db: DatabaseSync;
  now: () => number;
  appTokenTtlMs: number;
  refreshTokenTtlMs: number;
  faultsEnabled: boolean;
  /** Host names answered besides the loopback names (DNS-rebinding guard). */
  allowedHostnames?: ReadonlySet<string>;
  /** Whether a loopback peer is a proxy whose X-Forwarded-For names the client. */
  trustProxy?: boolean;
}

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
 * envelope (msg is empty for the API's own errors; see docs/api.md).
 */
export function createReferenceApi(options: ReferenceApiOptions) {
  const { db } = options;
  const allowedHostnames = options.allowedHostnames ?? new Set<string>();
  // Tests may move the API's clock forward (POST /api/__clock) to expire tokens and end
  // sign-in locks without waiting.
  let clockOffsetMs = 0;
  const now = () => options.now() + clockOffsetMs;
  const faults = new FaultRules();
  const counts = new Map<string, number>();
  const failures = new FailureLimiter(SIGN_IN_LIMIT);
  // One core is left to the event loop, so that static files stay fast during a burst of logins.
  const hashing = createTaskSlots(Math.max(1, availableParallelism() - 1));

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
    if (typeof token !== 'string' || !token) throw new ApiFailure(API_CODES.authInvalid);
    const row = db
      .prepare(
        'SELECT tokens.user_id AS user_id, expires_at FROM tokens JOIN accounts USING (user_id) WHERE token = ? AND kind = ? AND api_group = ?',
      )
      .get(token, kind, group) as { user_id: string; expires_at: number } | undefined;
    if (!row || row.expires_at <= now()) throw new ApiFailure(API_CODES.authInvalid);
    return row.user_id;
  };
  const session = (userId: string) => ({
    user_id: userId,
    apptoken: issueToken('app', userId),
    reftoken: issueToken('refresh', userId),
  });
  /**
   * The checked e-mail and password of a sign-in body. Everything here depends on the input
   * alone and happens before any lookup, so known and unknown addresses get the same answers.
   */
  const credentials = (body: Record<string, unknown>, minPasswordLength: number) => {
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string')
      throw new ApiFailure(REFERENCE_API_CODES.invalidRequest);
    if (!isValidEmail(email)) throw new ApiFailure(REFERENCE_API_CODES.invalidEmail);
    if (password.length < minPasswordLength) throw new ApiFailure(REFERENCE_API_CODES.invalidRequest);
    return { email: normalizeEmail(email), password };
  };
  const findAccount = (group: ApiGroup, email: string) =>
    db.prepare('SELECT * FROM accounts WHERE api_group = ? AND email = ?').get(group, email) as Account | undefined;
  /** The limiter keys of one attempt: its account and its client address. */
  const limitKeys = (group: ApiGroup, email: string, request: IncomingMessage) => {
    const forwardedFor = header(request, 'x-forwarded-for');
    const address = clientAddressKey(request.socket.remoteAddress, forwardedFor, options.trustProxy ?? false);
    return { account: `account ${group} ${email}`, address: `address ${address}` };
  };
  /**
   * Runs one password check (`check` answers whether the password was right) under the
   * limits: 4029 without checking while the account or the address is locked. The lock is
   * looked at again once a hashing slot is free, and a failure is counted before the slot is
   * handed on, so that a burst queued meanwhile cannot exceed the limit.
   */
  const limitedCheck = async <T>(
    keys: { account: string; address: string },
    check: () => Promise<{ matched: boolean; result: T }>,
  ): Promise<T> => {
    const both = [keys.account, keys.address];
    if (failures.isLocked(both, now())) throw new ApiFailure(REFERENCE_API_CODES.tooManyAttempts);
    const outcome = await hashing.run(async () => {
      if (failures.isLocked(both, now())) return null;
      // Counted for tests (GET /api/__stats): a refused attempt must not reach the password.
      counts.set('password checks', (counts.get('password checks') ?? 0) + 1);
      const checked = await check();
      if (checked.matched) {
        // The owner has proved the password. The address keeps its count: an attacker may own an account too.
        failures.clear(keys.account);
      } else failures.recordFailure(both, now());
      return checked;
    });
    if (!outcome) throw new ApiFailure(REFERENCE_API_CODES.tooManyAttempts);
    if (!outcome.matched) throw new ApiFailure(REFERENCE_API_CODES.wrongCredentials);
    return outcome.result;
  };

  const handlers: Record<string, { method: 'GET' | 'POST'; handle: Handler }> = {
    [API_PATHS.subscribe]: {
      method: 'POST',
      handle: ({ group, body }) => {
        const { email, region, source } = body;
        if (typeof email !== 'string' || typeof region !== 'string')
          throw new ApiFailure(REFERENCE_API_CODES.invalidRequest);
        if (!isValidEmail(email)) throw new ApiFailure(REFERENCE_API_CODES.invalidEmail);
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
    [API_PATHS.registerOrLogin]: {
      method: 'POST',
      handle: async ({ group, body, request }) => {
        const { email, password } = credentials(body, MIN_PASSWORD_LENGTH);
        const region = String(request.headers.region ?? group).slice(0, 8);
        const userId = await limitedCheck(limitKeys(group, email, request), async () => {
          const existing = findAccount(group, email);
          if (existing) {
            const matched = await passwordMatches(password, existing.password_hash);
            return { matched, result: existing.user_id };
          }
          const passwordHash = await hashPassword(password);
          const newId = randomUUID();
          const inserted = db
            .prepare(
              'INSERT INTO accounts (user_id, api_group, email, password_hash, region, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
            )
            .run(newId, group, email, passwordHash, region, now());
          if (inserted.changes) return { matched: true, result: newId };
          // Registered by a concurrent call meanwhile: this one is a sign-in after all.
          const winner = findAccount(group, email)!;
          return { matched: await passwordMatches(password, winner.password_hash), result: winner.user_id };
        });
        return session(userId);
      },
    },
    [API_PATHS.signIn]: {
      method: 'POST',
      handle: async ({ group, body, request }) => {
        const { email, password } = credentials(body, 1);
        const userId = await limitedCheck(limitKeys(group, email, request), async () => {
          const account = findAccount(group, email);
          // An unknown address is checked against a dummy hash: the same work, never a match.
          const matched = await passwordMatches(password, account?.password_hash ?? null);
          return { matched, result: account?.user_id ?? '' };
        });
        return session(userId);
      },
    },
    [API_PATHS.refresh]: {
      method: 'GET',
      handle: ({ group, url, request }) => {
        const userId = tokenOwner('refresh', request.headers.reftoken, group);
        if (url.searchParams.get('user_id') !== userId) throw new ApiFailure(API_CODES.authInvalid);
        return { user_id: userId, apptoken: issueToken('app', userId) };
      },
    },
    [API_PATHS.profile]: {
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
    if (!isAllowedHost(request.headers.host, allowedHostnames)) {
      // A page on a name that resolves to this machine (DNS rebinding) must not drive the API.
      send(response, 421, { code: REFERENCE_API_CODES.invalidRequest, msg: '', data: null });
      return true;
    }
    const rest = url.pathname.slice('/api/'.length);
    if (rest.startsWith('__')) return control(rest, request, response);

    const [group, ...segments] = rest.split('/');
    const path = segments.join('/');
    const endpoint = handlers[path];
    if (!API_GROUPS.includes(group as ApiGroup) || !endpoint) {
      send(response, 404, { code: REFERENCE_API_CODES.notFound, msg: '', data: null });
      return true;
    }
    counts.set(`${group} ${path}`, (counts.get(`${group} ${path}`) ?? 0) + 1);
    if (request.method !== endpoint.method) {
      response.setHeader('allow', endpoint.method);
      send(response, 405, { code: REFERENCE_API_CODES.invalidRequest, msg: '', data: null });
      return true;
    }

    const fault = options.faultsEnabled
      ? (parseFaultHeader(header(request, 'x-api-fault')) ?? faults.take(path))
      : null;
    if (fault && (await applyFault(fault, response))) return true;

    try {
      const body = endpoint.method === 'POST' ? await readJson(request) : {};
      const data = await endpoint.handle({ group: group as ApiGroup, request, url, body });
      send(response, 200, { code: API_CODES.ok, msg: API_OK_MESSAGE, data });
    } catch (error) {
      if (error instanceof ApiFailure) send(response, 200, { code: error.code, msg: '', data: null });
      else {
        console.error(error);
        send(response, 500, { code: API_CODES.serverError, msg: '', data: null });
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
        send(response, fault.status, { code: API_CODES.serverError, msg: '', data: null });
        return true;
      case 'code':
        send(response, 200, { code: fault.code, msg: fault.msg ?? '', data: null });
        return true;
      case 'auth':
        send(response, 200, { code: API_CODES.authInvalid, msg: '', data: null });
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
      send(response, 404, { code: REFERENCE_API_CODES.notFound, msg: '', data: null });
      return true;
    }
    if (rest === '__faults' && request.method === 'POST') {
      const body = await readJson(request).catch(() => ({}));
      const { path, fault, times } = body as { path?: unknown; fault?: unknown; times?: unknown };
      if (typeof path !== 'string' || !isFault(fault)) {
        send(response, 400, {
          code: REFERENCE_API_CODES.invalidRequest,
          msg: 'path and fault are required',
          data: null,
        });
        return true;
      }
      faults.add({ path, fault, times: typeof times === 'number' ? times : 1 });
    } else if (rest === '__faults' && request.method === 'DELETE') faults.clear();
    else if (rest === '__clock' && request.method === 'POST') {
      const { advanceMs } = (await readJson(request).catch(() => ({}))) as { advanceMs?: unknown };
      if (typeof advanceMs !== 'number' || advanceMs < 0) {
        send(response, 400, {
          code: REFERENCE_API_CODES.invalidRequest,
          msg: 'advanceMs must be a positive number',
          data: null,
        });
        return true;
      }
      clockOffsetMs += advanceMs;
    } else if (rest === '__stats' && request.method === 'DELETE') counts.clear();
    else if (rest === '__stats') {
      send(response, 200, { code: API_CODES.ok, msg: API_OK_MESSAGE, data: Object.fromEntries(counts) });
      return true;
    } else if (rest === '__subscribers') {
      const rows = db.prepare('SELECT api_group, email, region, source FROM subscribers ORDER BY created_at').all();
      send(response, 200, { code: API_CODES.ok, msg: API_OK_MESSAGE, data: rows });
      return true;
    } else {
      send(response, 404, { code: REFERENCE_API_CODES.notFound, msg: '', data: null });
      return true;
    }
    send(response, 200, { code: API_CODES.ok, msg: API_OK_MESSAGE, data: {} });
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
 * website can post to the API as a "simple" cross-site request, and a body over
 * MAX_BODY_BYTES: declared so (Content-Length) before a byte of it is read, or as soon as
 * what arrived passes the limit. A refused body is never read further: `send` closes the
 * connection instead.
 */
function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (
      !/^application\/json\b/i.test(String(request.headers['content-type'] ?? '')) ||
      declaredLength > MAX_BODY_BYTES
    ) {
      reject(new ApiFailure(REFERENCE_API_CODES.invalidRequest));
      return;
    }
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.off('end', onEnd);
      request.pause();
      reject(new ApiFailure(REFERENCE_API_CODES.invalidRequest));
    };
    const onEnd = () => {
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        resolve(parsed as Record<string, unknown>);
      } catch {
        reject(new ApiFailure(REFERENCE_API_CODES.invalidRequest));
      }
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', reject);
  });
}

/** Whether the request still has body bytes on the wire that nobody has read. */
function hasUnreadBody(request: IncomingMessage): boolean {
  const declared = Number(request.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in request.headers;
  return declared && !request.readableEnded;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) return;
  // An answer given before the body was read (too large, wrong type, refused host) ends the
  // connection: Node would otherwise read and discard the rest of the body, however long.
  if (hasUnreadBody(response.req)) response.setHeader('connection', 'close');
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(JSON.stringify(body));
}
