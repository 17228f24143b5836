/**
 * The page's registry: what the first render needs, built from typed Symbol tokens with the very
 * binding syntax of inversify's container (`bind(token).toResolvedValue(factory, [TOKENS.A, …])`,
 * `toConstantValue`, `inTransientScope`; singletons by default), and nothing more: no planning,
 * no metadata, no activation hooks. A page hydrates from it, so its JavaScript carries a page of
 * code instead of inversify's 20 KB (gzip) (inversify's container only where its
 * features serve).
 *
 * inversify's container serves where the app wires dozens of lazily bound screens together: the
 * overlay layer (app/overlays.chunk.ts builds it in `overlayContainer`, with this registry's
 * bindings delegated to, so both answer the same singletons). Page chunks, the composition root and the server render
 * bind here; the overlay layer's chunk binds there; both take the same `Bindings` shape.
 */
import type { ServiceIdentifier } from 'inversify';
import type { Resolver } from '../ui/di.js';

/** The tokens a factory takes, in the order of its parameters (a wrong order is a compile error). */
export type Dependencies<A extends readonly unknown[]> = {
  readonly [K in keyof A]: ServiceIdentifier<A[K]>;
};

export interface BindingScope {
  /** A new value each time the token is asked for (view-models); singletons otherwise. */
  inTransientScope(): unknown;
}

export interface BindingTarget<T> {
  toConstantValue(value: T): unknown;
  toResolvedValue<A extends unknown[]>(
    factory: (...args: A) => T,
    dependencies?: Dependencies<A>,
  ): BindingScope;
}

/** What a composition binds into: the registry at start, inversify's container in the overlay layer. */
export interface Bindings extends Resolver {
  bind<T>(token: ServiceIdentifier<T>): BindingTarget<T>;
}

interface Entry {
  readonly constant: boolean;
  readonly value?: unknown;
  readonly factory?: (...args: unknown[]) => unknown;
  readonly dependencies: readonly ServiceIdentifier<unknown>[];
  transient: boolean;
  made?: { readonly value: unknown };
}

/** A token's name for an error message. */
function nameOf(token: ServiceIdentifier<unknown>): string {
  if (typeof token === 'symbol') return token.description ?? token.toString();
  if (typeof token === 'function') return token.name;
  return String(token);
}

export class Registry implements Bindings {
  private readonly entries = new Map<ServiceIdentifier<unknown>, Entry>();
  private readonly making = new Set<ServiceIdentifier<unknown>>();

  bind<T>(token: ServiceIdentifier<T>): BindingTarget<T> {
    if (this.entries.has(token)) throw new Error(`${nameOf(token)} is bound already`);
    const scope = (entry: Entry): BindingScope => {
      this.entries.set(token, entry);
      return {
        inTransientScope: () => {
          entry.transient = true;
        },
      };
    };
    return {
      toConstantValue: (value) =>
        scope({ constant: true, value, dependencies: [], transient: false }),
      toResolvedValue: (factory, dependencies) =>
        scope({
          constant: false,
          factory: factory as (...args: unknown[]) => unknown,
          dependencies: (dependencies ?? []) as readonly ServiceIdentifier<unknown>[],
          transient: false,
        }),
    };
  }

  /** Replaces a binding (tests put a fake in a port's place). */
  rebind<T>(token: ServiceIdentifier<T>): BindingTarget<T> {
    this.entries.delete(token);
    return this.bind(token);
  }

  unbind(token: ServiceIdentifier<unknown>): void {
    this.entries.delete(token);
  }

  isBound(token: ServiceIdentifier<unknown>): boolean {
    return this.entries.has(token);
  }

  /** Every token bound here (the overlay layer's container answers them from here). */
  tokens(): ServiceIdentifier<unknown>[] {
    return [...this.entries.keys()];
  }

  get<T>(token: ServiceIdentifier<T>): T {
    const entry = this.entries.get(token);
    if (entry === undefined) throw new Error(`No binding for ${nameOf(token)}`);
    if (entry.constant) return entry.value as T;
    if (!entry.transient && entry.made !== undefined) return entry.made.value as T;
    if (this.making.has(token)) throw new Error(`${nameOf(token)} depends on itself`);
    this.making.add(token);
    try {
      const value = entry.factory!(...entry.dependencies.map((dependency) => this.get(dependency)));
      if (!entry.transient) entry.made = { value };
      return value as T;
    } finally {
      this.making.delete(token);
    }
  }
}
