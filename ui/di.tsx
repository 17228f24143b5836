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
