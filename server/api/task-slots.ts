/**
 * At most `size` tasks at once; the others wait in arrival order. The reference API runs
 * password hashing through it so that a burst of sign-ins queues instead of taking every
 * core from the event loop (which keeps serving static files meanwhile).
 */
export function createTaskSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return { run };
}
