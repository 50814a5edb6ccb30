import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * scrypt with Node's default cost (N=16384, r=8, p=1). The asynchronous form runs on libuv's
 * thread pool: the event loop stays free while a password hashes.
 */
function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A stored password: `<salt hex>:<scrypt hex>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await derive(password, salt)).toString('hex')}`;
}

// What an unknown account is compared against: the same scrypt work as a real comparison,
// with a result that can never match, so that answers and their timing do not tell which
// addresses have accounts.
const DUMMY_HASH = `${randomBytes(16).toString('hex')}:${'00'.repeat(KEY_LENGTH)}`;

/**
 * Whether `password` matches a stored `salt:hash`. With `stored` null (no such account) the
 * password is checked against a dummy hash, doing the same work, and the answer is false.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const [salt = '', hash = ''] = (stored ?? DUMMY_HASH).split(':');
  const candidate = await derive(password, salt);
  const expected = Buffer.from(hash, 'hex');
  return stored !== null && candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
