/**
 * The fault switch for tests (ARCHITECTURE §4 "it can be told to fail or delay a call"):
 * `POST /__sandbox/faults` adds a fault, `DELETE /__sandbox/faults` clears them, and the
 * SANDBOX_FAULTS environment variable (a fault or a list of faults, JSON) seeds them at start.
 *
 * A fault matches a request by path (exact, or a prefix when it ends with '*') and optionally
 * method. 'fail' answers with `status` (default 500) after `delayMs`; 'stall' waits `delayMs`
 * and then answers normally, or never answers when no delay is given. `times` limits how many
 * requests it applies to.
 */

export interface Fault {
  readonly id: number;
  readonly method?: string;
  readonly path: string;
  readonly mode: 'fail' | 'stall';
  readonly status: number;
  readonly delayMs?: number;
  /** Requests left; undefined = every request. */
  remaining?: number;
}

export type FaultInput = Omit<Fault, 'id' | 'remaining'> & { readonly times?: number };

const MAX_DELAY_MS = 10 * 60 * 1000;

/** Check an untrusted fault description; a list of problems when it is not one. */
export function parseFault(
  value: unknown,
): { ok: true; fault: FaultInput } | { ok: false; errors: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, errors: ['a fault must be an object'] };
  const raw = value as Record<string, unknown>;
  const errors: string[] = [];
  const path = raw['path'];
  if (typeof path !== 'string' || !path.startsWith('/'))
    errors.push("path must be a string starting with '/'");
  const mode = raw['mode'];
  if (mode !== 'fail' && mode !== 'stall') errors.push("mode must be 'fail' or 'stall'");
  const method = raw['method'];
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)))
    errors.push('method must be an HTTP method');
  const status = raw['status'] ?? 500;
  if (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599)
    errors.push('status must be an HTTP status code');
  const delayMs = raw['delayMs'];
  if (
    delayMs !== undefined &&
    (!Number.isInteger(delayMs) || (delayMs as number) < 0 || (delayMs as number) > MAX_DELAY_MS)
  )
    errors.push('delayMs must be a whole number of milliseconds up to 600000');
  const times = raw['times'];
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1))
    errors.push('times must be a positive whole number');
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    fault: {
      path: path as string,
      mode: mode as 'fail' | 'stall',
      status: status as number,
      ...(typeof method === 'string' ? { method: method.toUpperCase() } : {}),
      ...(typeof delayMs === 'number' ? { delayMs } : {}),
      ...(typeof times === 'number' ? { times } : {}),
    },
  };
}

/** Faults from the SANDBOX_FAULTS value: one fault or a list. Throws on invalid input (start-up config). */
export function faultsFromEnv(text: string | undefined): FaultInput[] {
  if (!text || text.trim() === '') return [];
  const value: unknown = JSON.parse(text);
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => {
    const parsed = parseFault(item);
    if (!parsed.ok) throw new Error(`SANDBOX_FAULTS[${i}]: ${parsed.errors.join('; ')}`);
    return parsed.fault;
  });
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

export class Faults {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const { times, ...rest } = input;
    const fault: Fault = {
      ...rest,
      id: this.nextId++,
      ...(times !== undefined ? { remaining: times } : {}),
    };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault for this request, used up once; undefined when none applies. */
  take(methods: readonly string[], path: string): Fault | undefined {
    const fault = this.faults.find(
      (f) => pathMatches(f.path, path) && (f.method === undefined || methods.includes(f.method)),
    );
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}
