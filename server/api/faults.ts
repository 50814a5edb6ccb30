import { API_CODES } from '../../src/config/api-protocol.ts';

/**
 * Fault injection for tests: latency, an HTTP status, an envelope error code (with or without
 * a message), a forced 4003, or a dropped connection. Only a server started with
 * API_FAULTS=1 honours it, per request (header `x-api-fault`) or per test (rules posted to
 * /api/__faults, each applying to the next `times` matching requests).
 */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'code'; code: number; msg?: string }
  | { kind: 'auth' }
  | { kind: 'drop' };

export interface FaultRule {
  /** Endpoint path after the group, e.g. `account/user/profile`. */
  path: string;
  fault: Fault;
  /** How many matching requests it applies to (default 1). */
  times: number;
}

/** Reads a header value such as `latency=3000`, `status=503`, `code=5001;msg=Busy`, `auth`, `drop`. */
export function parseFaultHeader(value: string | undefined): Fault | null {
  if (!value) return null;
  const [head = '', ...rest] = value.split(';');
  const [name, argument] = head.split('=');
  const options = Object.fromEntries(rest.map((part) => part.split('=') as [string, string]));
  switch (name) {
    case 'latency':
      return { kind: 'latency', ms: Number(argument) || 0 };
    case 'status':
      return { kind: 'status', status: Number(argument) || 500 };
    case 'code':
      return {
        kind: 'code',
        code: Number(argument) || API_CODES.serverError,
        ...(options.msg !== undefined && { msg: options.msg }),
      };
    case 'auth':
      return { kind: 'auth' };
    case 'drop':
      return { kind: 'drop' };
    default:
      return null;
  }
}

export function isFault(value: unknown): value is Fault {
  if (!value || typeof value !== 'object') return false;
  const fault = value as Record<string, unknown>;
  switch (fault.kind) {
    case 'latency':
      return typeof fault.ms === 'number';
    case 'status':
      return typeof fault.status === 'number';
    case 'code':
      return typeof fault.code === 'number' && (fault.msg === undefined || typeof fault.msg === 'string');
    case 'auth':
    case 'drop':
      return true;
    default:
      return false;
  }
}

/** The rules posted by tests, consumed as matching requests arrive. */
export class FaultRules {
  #rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.#rules.push(rule);
  }

  clear(): void {
    this.#rules = [];
  }

  /** The fault for the next request to `path`, if a rule still applies to it. */
  take(path: string): Fault | null {
    const rule = this.#rules.find((candidate) => candidate.path === path && candidate.times > 0);
    if (!rule) return null;
    rule.times -= 1;
    return rule.fault;
  }
}
