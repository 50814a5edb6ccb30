import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, SIGN_IN_LIMIT } from '../../server/api/reference-api.ts';
import { apiClient, makeTinyDist, median, startServe, type ServeProcess } from './support/serve-process.ts';

/**
 * The reference API over real HTTP: `npm run serve` (scripts/serve.ts) as a child process
 * with an in-memory SQLite database and fault injection (for the clock control).
 */
const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';
const HASHING_SLOTS = Math.max(1, availableParallelism() - 1);

/** An X-Forwarded-For header naming client `n` (honoured with API_TRUST_PROXY=1). */
const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n % 250}, 203.0.${Math.floor(n / 250)}.${n % 250}` });

describe('reference API behind a trusted proxy', { timeout: 60_000 }, () => {
  let server: ServeProcess;
  let api: ReturnType<typeof apiClient>;
  let nextClient = 1;
  const client = () => from(nextClient++);
  const passwordChecks = async () =>
    ((await (await fetch(`${server.origin}/api/__stats`)).json()).data['password checks'] as number | undefined) ?? 0;

  beforeAll(async () => {
    server = await startServe({ API_FAULTS: '1', API_TRUST_PROXY: '1', DIST_DIR: makeTinyDist() });
    api = apiClient(server.origin);
  }, 30_000);
  afterAll(() => server?.stop());
  // Every test starts with no lock left by another.
  beforeEach(() => api.advanceClock(SIGN_IN_LIMIT.windowMs));

  describe('sign-in limits', () => {
    it('lock an account after 10 failures, even for the right password, until the window passes on the API clock', async () => {
      const email = 'locked.account@example.com';
      expect(await api.code('register_or_login', { email, password: PASSWORD }, client())).toBe(2000);
      for (let attempt = 0; attempt < SIGN_IN_LIMIT.maxFailures; attempt += 1) {
        expect(await api.code('sign_in', { email, password: WRONG }, client())).toBe(4001);
      }
      const checksBefore = await passwordChecks();
      expect(await api.code('sign_in', { email, password: PASSWORD }, client())).toBe(4029);
      expect(await api.code('sign_in', { email: ` ${email.toUpperCase()} `, password: PASSWORD }, client())).toBe(4029);
      expect(await api.code('register_or_login', { email, password: PASSWORD }, client())).toBe(4029);
      // Refused without checking the password.
      expect(await passwordChecks()).toBe(checksBefore);
      // Another account is not affected.
      expect(await api.code('sign_in', { email: 'other@example.com', password: PASSWORD }, client())).toBe(4001);

      await api.advanceClock(SIGN_IN_LIMIT.windowMs - 60_000);
      expect(await api.code('sign_in', { email, password: PASSWORD }, client())).toBe(4029);
      await api.advanceClock(60_000);
      expect(await api.code('sign_in', { email, password: PASSWORD }, client())).toBe(2000);
    });

    it('lock a client address after 10 failures on any accounts, until the window passes', async () => {
      const email = 'victim.of.neighbour@example.com';
      expect(await api.code('register_or_login', { email, password: PASSWORD }, client())).toBe(2000);
      const attacker = client();
      for (let attempt = 0; attempt < SIGN_IN_LIMIT.maxFailures; attempt += 1) {
        const guess = { email: `guess.${attempt}@example.com`, password: WRONG };
        expect(await api.code('sign_in', guess, attacker)).toBe(4001);
      }
      const checksBefore = await passwordChecks();
      expect(await api.code('sign_in', { email, password: PASSWORD }, attacker)).toBe(4029);
      expect(
        await api.code('register_or_login', { email: 'brand.new@example.com', password: PASSWORD }, attacker),
      ).toBe(4029);
      expect(await passwordChecks()).toBe(checksBefore);
      // The account itself is not locked: from another address its owner signs in.
      expect(await api.code('sign_in', { email, password: PASSWORD }, client())).toBe(2000);

      await api.advanceClock(SIGN_IN_LIMIT.windowMs);
      expect(await api.code('sign_in', { email, password: PASSWORD }, attacker)).toBe(2000);
    });

    it('hold under a concurrent burst: at most the limit (plus the slots already hashing) is checked', async () => {
      const email = 'burst.target@example.com';
      expect(await api.code('register_or_login', { email, password: PASSWORD }, client())).toBe(2000);
      const checksBefore = await passwordChecks();
      const codes = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          api.code('sign_in', { email, password: `${WRONG} ${index}` }, client()),
        ),
      );
      const checked = (await passwordChecks()) - checksBefore;
      expect(checked).toBeGreaterThanOrEqual(SIGN_IN_LIMIT.maxFailures);
      expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMIT.maxFailures + HASHING_SLOTS - 1);
      expect(codes.filter((code) => code === 4001)).toHaveLength(checked);
      expect(codes.filter((code) => code === 4029)).toHaveLength(30 - checked);
    });
  });

  describe('no account enumeration', () => {
    const KNOWN = 'known.user@example.com';
    const UNKNOWN = 'nobody.here@example.com';
    type Endpoint = 'sign_in' | 'register_or_login';
    const cases: [string, (email: string) => Record<string, unknown>, Record<Endpoint, number>][] = [
      ['missing password', (email) => ({ email }), { sign_in: 4000, register_or_login: 4000 }],
      ['password not a string', (email) => ({ email, password: 12345678 }), { sign_in: 4000, register_or_login: 4000 }],
      [
        'e-mail not a string',
        (email) => ({ email: [email], password: WRONG }),
        { sign_in: 4000, register_or_login: 4000 },
      ],
      ['empty password', (email) => ({ email, password: '' }), { sign_in: 4000, register_or_login: 4000 }],
      ['1-character password', (email) => ({ email, password: 'x' }), { sign_in: 4001, register_or_login: 4000 }],
      ['7-character password', (email) => ({ email, password: 'abcdefg' }), { sign_in: 4001, register_or_login: 4000 }],
      [
        'e-mail without a dotted domain',
        (email) => ({ email: email.replace('.com', ''), password: WRONG }),
        { sign_in: 4002, register_or_login: 4002 },
      ],
      [
        'e-mail with two @',
        (email) => ({ email: email.replace('@', '@@'), password: 'x' }),
        { sign_in: 4002, register_or_login: 4002 },
      ],
      ['wrong password', (email) => ({ email, password: WRONG }), { sign_in: 4001, register_or_login: Number.NaN }],
      [
        'wrong password, address in capitals with spaces',
        (email) => ({ email: ` ${email.toUpperCase()} `, password: WRONG }),
        { sign_in: 4001, register_or_login: Number.NaN },
      ],
    ];
    const rows = cases.flatMap(([name, body, expected]) =>
      (['sign_in', 'register_or_login'] as const)
        // register_or_login with a long enough password registers a new address: see below.
        .filter((endpoint) => !Number.isNaN(expected[endpoint]))
        .map((endpoint) => [endpoint, name, body, expected[endpoint]] as const),
    );

    beforeAll(async () => {
      expect(await api.code('register_or_login', { email: KNOWN, password: PASSWORD }, client())).toBe(2000);
    });

    it.each(rows)(
      '%s, %s: the same code and the same work for a known and an unknown address',
      async (endpoint, _, body, code) => {
        await api.advanceClock(SIGN_IN_LIMIT.windowMs);
        const known = { checks: await passwordChecks(), code: await api.code(endpoint, body(KNOWN), client()) };
        known.checks = (await passwordChecks()) - known.checks;
        const unknown = { checks: await passwordChecks(), code: await api.code(endpoint, body(UNKNOWN), client()) };
        unknown.checks = (await passwordChecks()) - unknown.checks;
        expect(known).toEqual(unknown);
        expect(known.code).toBe(code);
        expect(known.checks).toBe(code === 4001 ? 1 : 0);
      },
    );

    it('register_or_login signs a known address in and registers a new one (password of 8 characters or more)', async () => {
      const fresh = `fresh.${Date.now()}@example.com`;
      expect(await api.code('register_or_login', { email: KNOWN, password: PASSWORD }, client())).toBe(2000);
      expect(await api.code('register_or_login', { email: KNOWN, password: WRONG }, client())).toBe(4001);
      expect(await api.code('register_or_login', { email: fresh, password: 'exactly8' }, client())).toBe(2000);
      expect(await api.code('sign_in', { email: fresh.toUpperCase(), password: 'exactly8' }, client())).toBe(2000);
    });

    it('answers a wrong password for a known and an unknown address in the same time (medians within 2×)', async () => {
      const samples = 15;
      const known = Array.from({ length: samples }, (_, index) => `timing.known.${index}@example.com`);
      for (const email of known) {
        expect(await api.code('register_or_login', { email, password: PASSWORD }, client())).toBe(2000);
      }
      const time = async (email: string) => {
        const started = performance.now();
        const code = await api.code('sign_in', { email, password: WRONG }, client());
        expect(code).toBe(4001);
        return performance.now() - started;
      };
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (let index = 0; index < samples; index += 1) {
        // Alternate which goes first, so that a change in the machine's load hits both alike.
        const unknownEmail = `timing.unknown.${index}@example.com`;
        if (index % 2) {
          knownMs.push(await time(known[index]!));
          unknownMs.push(await time(unknownEmail));
        } else {
          unknownMs.push(await time(unknownEmail));
          knownMs.push(await time(known[index]!));
        }
      }
      const [knownMedian, unknownMedian] = [median(knownMs), median(unknownMs)];
      const ratio = Math.max(knownMedian, unknownMedian) / Math.min(knownMedian, unknownMedian);
      console.log(
        `sign_in with a wrong password, median of ${samples}: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
      );
      expect(ratio).toBeLessThan(2);
    });
  });

  it('keeps static pages fast while 40 sign-ins run at once (median latency within 5× of idle)', async () => {
    const email = 'burst.owner@example.com';
    expect(await api.code('register_or_login', { email, password: PASSWORD }, client())).toBe(2000);
    const pageLatency = async () => {
      const started = performance.now();
      const response = await fetch(`${server.origin}/us/`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    for (let warmUp = 0; warmUp < 5; warmUp += 1) await pageLatency();
    const idle: number[] = [];
    for (let sample = 0; sample < 30; sample += 1) idle.push(await pageLatency());

    const checksBefore = await passwordChecks();
    let settled = false;
    const started = performance.now();
    const signIns = Promise.all(
      Array.from({ length: 40 }, () => api.code('sign_in', { email, password: PASSWORD }, client())),
    ).finally(() => (settled = true));
    const busy: number[] = [];
    while (!settled) busy.push(await pageLatency());
    const burstMs = performance.now() - started;

    expect(await signIns).toEqual(Array(40).fill(2000));
    expect((await passwordChecks()) - checksBefore).toBe(40);
    expect(busy.length).toBeGreaterThanOrEqual(10);
    const ratio = median(busy) / median(idle);
    console.log(
      `GET /us/ median: idle ${median(idle).toFixed(2)} ms (30 samples), during 40 sign-ins ${median(busy).toFixed(2)} ms (${busy.length} samples over ${burstMs.toFixed(0)} ms), ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeLessThan(5);
  });
});

/** One request with a chosen Host header (fetch does not let a caller set it). */
function requestWithHost(origin: string, path: string, host: string, method = 'GET') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers: { host, 'content-type': 'application/json' } });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(method === 'POST' ? '{"advanceMs":1}' : undefined);
  });
}

/**
 * Writes `head` and `chunk` on a raw connection and never sends the rest; resolves with what
 * the server answered once it closes the connection (rejects if it keeps waiting).
 */
function sendPartialBody(origin: string, head: string, chunk: Buffer) {
  const { hostname, port } = new URL(origin);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close while the body was unfinished; got: ${answer}`));
    }, 5_000);
    socket.setEncoding('utf8');
    socket.on('data', (data) => (answer += data));
    // A reset after the answer is fine: the server closed without reading the rest.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(head);
    socket.write(chunk);
  });
}

describe('reference API on its own (no proxy trusted)', { timeout: 30_000 }, () => {
  let server: ServeProcess;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startServe({ API_FAULTS: '1', API_ALLOWED_HOSTS: 'shop.example.test', DIST_DIR: makeTinyDist() });
    api = apiClient(server.origin);
  }, 30_000);
  afterAll(() => server?.stop());

  it('ignores X-Forwarded-For: a client cannot escape the address limit by forging it', async () => {
    await api.advanceClock(SIGN_IN_LIMIT.windowMs);
    for (let attempt = 0; attempt < SIGN_IN_LIMIT.maxFailures; attempt += 1) {
      const code = await api.code(
        'sign_in',
        { email: `forged.${attempt}@example.com`, password: WRONG },
        from(attempt),
      );
      expect(code).toBe(4001);
    }
    expect(await api.code('sign_in', { email: 'forged.x@example.com', password: WRONG }, from(99))).toBe(4029);
    await api.advanceClock(SIGN_IN_LIMIT.windowMs);
  });

  describe('Host allowlist', () => {
    const port = () => new URL(server.origin).port;
    it.each([
      ['127.0.0.1:<port>', 200],
      ['localhost:<port>', 200],
      ['localhost', 200],
      ['[::1]:8080', 200],
      ['shop.example.test', 200],
      ['SHOP.example.test:443', 200],
      ['evil.example:<port>', 421],
      ['localhost.evil.example:<port>', 421],
      ['127.0.0.1.nip.io:<port>', 421],
      ['localhost@evil.example', 421],
    ])('Host %s → HTTP %i', async (host, status) => {
      const answer = await requestWithHost(
        server.origin,
        '/api/us/account/user/profile',
        host.replace('<port>', port()),
      );
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body).code).toBe(status === 200 ? 4003 : 4000);
    });

    it('guards the test controls too, and leaves static pages alone', async () => {
      const evil = `evil.example:${port()}`;
      expect((await requestWithHost(server.origin, '/api/__clock', evil, 'POST')).status).toBe(421);
      expect((await requestWithHost(server.origin, '/api/__clock', `127.0.0.1:${port()}`, 'POST')).status).toBe(200);
      const page = await requestWithHost(server.origin, '/us/', evil);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>us</title>');
    });
  });

  describe('request bodies over 16 KB', () => {
    const head = (framing: string) =>
      `POST /api/us/account/user/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;

    it('are refused as soon as the Content-Length says so, without reading the body', async () => {
      const answer = await sendPartialBody(
        server.origin,
        head('Content-Length: 50000000'),
        Buffer.from(`{"email":"a@b.co","password":"${'x'.repeat(64 * 1024)}`),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('{"code":4000,"msg":"","data":null}');
    });

    it('are refused as soon as what arrived passes the limit, with no length declared', async () => {
      const data = `{"email":"a@b.co","password":"${'x'.repeat(20 * 1024)}`;
      const answer = await sendPartialBody(
        server.origin,
        head('Transfer-Encoding: chunked'),
        Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`),
      );
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer).toContain('{"code":4000,"msg":"","data":null}');
    });

    it('leave the server answering, and a body just under the limit is read', async () => {
      const base = { email: 'not an address', password: WRONG, padding: '' };
      const atLimit = { ...base, padding: 'x'.repeat(MAX_BODY_BYTES - JSON.stringify(base).length) };
      expect(JSON.stringify(atLimit).length).toBe(MAX_BODY_BYTES);
      expect(await api.code('sign_in', atLimit)).toBe(4002);
      expect(await api.code('sign_in', { ...atLimit, padding: `${atLimit.padding}x` })).toBe(4000);
      expect(await api.code('sign_in', { email: 'still.up@example.com', password: WRONG })).toBe(4001);
    });
  });
});
