import type { Fault } from '../../../server/api/faults.ts';

/** The reference API's test controls (a server started with API_FAULTS=1). */
export function apiControl(origin: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
    });
  return {
    fault: (path: string, fault: Fault, times = 1) => post('__faults', { path, fault, times }),
    clearFaults: () => fetch(`${origin}/api/__faults`, { method: 'DELETE' }),
    advanceClock: (advanceMs: number) => post('__clock', { advanceMs }),
    stats: async (): Promise<Record<string, number>> => (await (await fetch(`${origin}/api/__stats`)).json()).data,
    subscribers: async (): Promise<{ api_group: string; email: string; region: string; source: string }[]> =>
      (await (await fetch(`${origin}/api/__subscribers`)).json()).data,
  };
}
