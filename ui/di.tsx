/** React access to the inversify container (replaces inversify-react, which lacks inversify 8 support). */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolve a token once per component instance (transient view-models stay stable across renders). */
export function useInjection<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a <ContainerProvider> above it');
  return useMemo(() => container.get(token), [container, token]);
}

/** What a view-model may do when its view mounts: start subscriptions, answering their disposer. */
interface Startable {
  start?(): (() => void) | void;
}

/**
 * The view-model of a connected view: built once by the container (a transient binding in the
 * composition root), started when the view mounts and stopped when it unmounts.
 */
export function useViewModel<T extends Startable>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useViewModel needs a <ContainerProvider> above it');
  const [vm] = useState(() => container.get(token));
  useEffect(() => vm.start?.() ?? undefined, [vm]);
  return vm;
}

/**
 * The view-model of a connected view that takes an argument (a route parameter, a property id):
 * the container binds a factory `(arg) => view-model`; a new argument builds a new view-model.
 * Started when the view mounts (or the view-model changes) and stopped when it unmounts.
 */
export function useViewModelFor<A, T extends Startable>(token: ServiceIdentifier<(arg: A) => T>, arg: A): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useViewModelFor needs a <ContainerProvider> above it');
  const [built, setBuilt] = useState(() => ({ arg, vm: container.get(token)(arg) }));
  let current = built;
  if (!Object.is(built.arg, arg)) {
    // React's pattern for state that follows a prop: rebuild during render, before children see it.
    current = { arg, vm: container.get(token)(arg) };
    setBuilt(current);
  }
  const { vm } = current;
  useEffect(() => vm.start?.() ?? undefined, [vm]);
  return vm;
}
