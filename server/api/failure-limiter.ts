/**
 * Counts failed password checks per key (an account, a client address) in a sliding window:
 * a key with `maxFailures` failures within the last `windowMs` is locked until the oldest of
 * them leaves the window. Time is passed in, so the reference API's own clock (which tests may
 * move) decides when a lock ends.
 */
export class FailureLimiter {
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #failures = new Map<string, number[]>();
  #recordsSinceSweep = 0;

  constructor(options: { maxFailures: number; windowMs: number }) {
    this.#maxFailures = options.maxFailures;
    this.#windowMs = options.windowMs;
  }

  /** Whether any of `keys` has had `maxFailures` failures in the window ending at `now`. */
  isLocked(keys: readonly string[], now: number): boolean {
    return keys.some((key) => this.#recent(key, now).length >= this.#maxFailures);
  }

  /** Counts one failure against each of `keys` at `now`. */
  recordFailure(keys: readonly string[], now: number): void {
    for (const key of keys) {
      // Only the newest `maxFailures` matter: they alone decide when the lock ends.
      const recent = [...this.#recent(key, now), now].slice(-this.#maxFailures);
      this.#failures.set(key, recent);
    }
    this.#recordsSinceSweep += 1;
    if (this.#recordsSinceSweep >= 1024) this.#sweep(now);
  }

  /** Forgets the failures of `key` (an account whose owner has just proved the password). */
  clear(key: string): void {
    this.#failures.delete(key);
  }

  /** How many keys hold failures (memory stays bounded: expired keys are swept). */
  get size(): number {
    return this.#failures.size;
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > now - this.#windowMs);
    if (recent.length) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }

  #sweep(now: number): void {
    this.#recordsSinceSweep = 0;
    for (const key of [...this.#failures.keys()]) this.#recent(key, now);
  }
}
