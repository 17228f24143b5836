/**
 * React access to what view-models are resolved from (a `Resolver`: the page's registry, or the
 * overlay layer's inversify container); replaces inversify-react, which lacks inversify 8 support.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { whenStarting } from './start-queue.js';

/**
 * What views resolve their view-models from: the page's registry (app/registry.ts) and, inside
 * the overlay layer, inversify's container (which answers the registry's tokens too).
 */
export interface Resolver {
  get<T>(token: ServiceIdentifier<T>): T;
  isBound(token: ServiceIdentifier<unknown>): boolean;
}

const ContainerContext = createContext<Resolver | null>(null);

export function ContainerProvider({
  container,
  children,
}: {
  container: Resolver;
  children: ReactNode;
}) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolve a token once per component instance (transient view-models stay stable across renders). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a <ContainerProvider> above it');
  return useMemo(() => container.get(token), [container, token]);
}

/**
 * Resolve a token where a view may also be shown without a container or without that binding
 * (a form rendered on its own in a test): undefined then, and the view uses its defaults.
 */
export function useOptionalInjection<T>(token: ServiceIdentifier<T>): T | undefined {
  const container = useContext(ContainerContext);
  return useMemo(
    () => (container !== null && container.isBound(token) ? container.get(token) : undefined),
    [container, token],
  );
}

/** What a view-model may do when its view mounts: start subscriptions, answering their disposer. */
interface Startable {
  start?(): (() => void) | void;
}

/** Starts `vm` if it has anything to start; answers what its `start()` answered (its disposer). */
function startViewModel(vm: object): (() => void) | undefined {
  return (vm as Startable).start?.() ?? undefined;
}

/**
 * Starts `vm` when the view mounts (at once, or in its turn while the page hydrates:
 * start-queue.ts) and stops it when the view unmounts or the view-model changes.
 */
export function useStartedViewModel(vm: object): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenStarting(() => {
      stop = startViewModel(vm);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [vm]);
}

/** The container of the nearest <ContainerProvider> (for the hooks that build view-models). */
export function useContainer(): Resolver {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('A view-model hook needs a <ContainerProvider> above it');
  return container;
}

/**
 * The view-model of a connected view: built once by the container (a transient binding in the
 * composition), started when the view mounts (if it has a `start()`) and stopped when it unmounts.
 */
export function useViewModel<T extends object>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [vm] = useState(() => container.get(token));
  useStartedViewModel(vm);
  return vm;
}
