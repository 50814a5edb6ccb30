import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESTAMP_PATH } from '../../src/config/api-protocol.ts';
import { SIGN_IN_LIMIT } from '../../server/api/reference-api.ts';
import { normalizeEmail } from '../../src/lib/email.ts';
import { describeInput, HOSTILE_EMAILS } from '../fixtures/hostile-emails.ts';
import { apiClient, makeTinyDist, startServe, type ServeProcess } from './support/serve-process.ts';

/**
 * The hostile e-mail table (tests/fixtures/hostile-emails.ts) against the reference API over
 * real HTTP: a valid address is accepted, an invalid one refused with 4002 (or 4000 when its
 * JSON passes the body limit), never a server error, and the server keeps answering.
 */
describe('hostile e-mail inputs against the reference API', { timeout: 30_000 }, () => {
  let server: ServeProcess;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    // Each sign-in comes from its own client address (X-Forwarded-For through a trusted
    // proxy), so that the address limit does not turn the valid ones into 4029.
    server = await startServe({ API_FAULTS: '1', API_TRUST_PROXY: '1', DIST_DIR: makeTinyDist() });
    api = apiClient(server.origin);
  }, 30_000);
  afterAll(() => server?.stop());

  it('holds at least 300 inputs, valid and invalid, every kind represented', () => {
    expect(HOSTILE_EMAILS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(HOSTILE_EMAILS.map((entry) => entry.input)).size).toBe(HOSTILE_EMAILS.length);
    expect(HOSTILE_EMAILS.filter((entry) => entry.valid).length).toBeGreaterThan(50);
    expect(HOSTILE_EMAILS.filter((entry) => !entry.valid).length).toBeGreaterThan(150);
    expect(HOSTILE_EMAILS.some((entry) => entry.input.length >= 10_000)).toBe(true);
  });

  const refused = (input: string, body: object = { email: input, region: 'us', source: 'footer' }) =>
    // A body that passes 16 KB (long inputs, escaped control characters) is refused as such.
    Buffer.byteLength(JSON.stringify(body)) > 16 * 1024 ? 4000 : 4002;

  it('subscribe/create: 2000 for every valid input, 4002 or 4000 for every invalid one', async () => {
    const answers = await Promise.all(
      HOSTILE_EMAILS.map(async ({ input, valid }) => ({
        input: describeInput(input),
        code: await api.code('subscribe/create', { email: input, region: 'us', source: 'footer' }),
        expected: valid ? 2000 : refused(input),
      })),
    );
    expect(answers.filter((answer) => answer.code !== answer.expected)).toEqual([]);

    // Stored once per address as the rule normalises it, and nothing else.
    const stored = (await (await fetch(`${server.origin}/api/__subscribers`)).json()).data as { email: string }[];
    const expected = new Set(HOSTILE_EMAILS.filter((entry) => entry.valid).map((entry) => normalizeEmail(entry.input)));
    expect(new Set(stored.map((row) => row.email))).toEqual(expected);
    expect(stored).toHaveLength(expected.size);
  });

  it('sign_in: 4001 for every valid input (no such account), 4002 or 4000 for every invalid one', async () => {
    const answers: { input: string; code: number; expected: number }[] = [];
    for (let start = 0; start < HOSTILE_EMAILS.length; start += 8) {
      // Several inputs are one account once normalised (`a@b.co` with spaces, in capitals):
      // a fresh window per group keeps that account under its limit.
      await api.advanceClock(SIGN_IN_LIMIT.windowMs);
      const group = HOSTILE_EMAILS.slice(start, start + 8);
      answers.push(
        ...(await Promise.all(
          group.map(async ({ input, valid }, offset) => {
            const client = start + offset;
            const headers = { 'x-forwarded-for': `10.${client >> 8}.${client & 255}.1` };
            const code = await api.code('sign_in', { email: input, password: 'a long enough password' }, headers);
            const expected = !valid ? refused(input) : 4001;
            return { input: describeInput(input), code, expected };
          }),
        )),
      );
    }
    expect(answers.filter((answer) => answer.code !== answer.expected)).toEqual([]);
    expect(answers.some((answer) => answer.code === 5000)).toBe(false);
  }, 180_000);

  it('register_or_login: 2000 for every valid input (a new account, or the same one again), 4002 or 4000 for every invalid one', async () => {
    const password = 'a long enough password';
    const answers: { input: string; code: number; expected: number }[] = [];
    // One at a time: inputs that are one account once normalised would otherwise race to create it.
    for (const [client, { input, valid }] of HOSTILE_EMAILS.entries()) {
      const headers = { 'x-forwarded-for': `10.${client >> 8}.${client & 255}.2` };
      const code = await api.code('register_or_login', { email: input, password }, headers);
      answers.push({
        input: describeInput(input),
        code,
        expected: valid ? 2000 : refused(input, { email: input, password }),
      });
    }
    expect(answers.filter((answer) => answer.code !== answer.expected)).toEqual([]);
  }, 180_000);

  it('keeps answering afterwards', async () => {
    expect((await fetch(`${server.origin}${TIMESTAMP_PATH}`)).status).toBe(200);
    expect(await api.code('subscribe/create', { email: 'after.all@example.com', region: 'us', source: 'footer' })).toBe(
      2000,
    );
    expect((await fetch(`${server.origin}/us/`)).status).toBe(200);
  });
});
