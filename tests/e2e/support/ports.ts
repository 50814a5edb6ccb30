import { createServer } from 'node:net';
import { DEFAULT_SERVER_PORT, PORT_RANGE_SIZE } from './constants.ts';

/**
 * Ports for the servers a spec starts, inside the suite's range (E2E_PORT and the ports after it):
 * the first two belong to the shared server and its API, the rest are split between the
 * Playwright workers so that two workers never race for one port. A port found busy is skipped.
 */
const WORKERS = 2;
const FIRST = DEFAULT_SERVER_PORT + 2;
const slice = Math.floor((PORT_RANGE_SIZE - 2) / WORKERS);
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS;
const start = FIRST + worker * slice;
let next = 0;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port of this worker's share of the range; throws when all are taken. */
export async function allocatePort(): Promise<number> {
  for (let tried = 0; tried < slice; tried += 1) {
    const port = start + (next++ % slice);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${start}–${start + slice - 1} (E2E_PORT=${DEFAULT_SERVER_PORT})`);
}
