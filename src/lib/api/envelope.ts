import { API_CODES } from '../../config/api-protocol.ts';

export type EnvelopeResult<Data> = { ok: true; data: Data } | { ok: false; code: number; msg: string };

/**
 * Reads the `{code, msg, data}` envelope every call answers with: code 2000 gives the data
 * (or `{}` when there is none); any other code, or a body that is no envelope, a failure.
 */
export function readEnvelope<Data = Record<string, unknown>>(body: unknown): EnvelopeResult<Data> {
  if (!body || typeof body !== 'object' || typeof (body as { code?: unknown }).code !== 'number') {
    return { ok: false, code: 0, msg: '' };
  }
  const { code, msg, data } = body as { code: number; msg?: unknown; data?: unknown };
  if (code === API_CODES.ok) return { ok: true, data: (data ?? {}) as Data };
  return { ok: false, code, msg: typeof msg === 'string' ? msg : '' };
}
