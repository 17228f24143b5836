/**
 * The view-model of a connected view that takes an argument (a route parameter): the container
 * binds a factory `(arg) => view-model`; a new argument builds a new view-model. Started when the
 * view mounts (or the view-model changes) and stopped when it unmounts. A module of its own, so
 * only the chunks whose routes use it carry it (the overlay layer's), never a page's boot.
 */
import { useState } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { useContainer, useStartedViewModel } from './di.js';

export function useViewModelFor<A, T extends object>(
  token: ServiceIdentifier<(arg: A) => T>,
  arg: A,
): T {
  const container = useContainer();
  const [built, setBuilt] = useState(() => ({ arg, vm: container.get(token)(arg) }));
  let current = built;
  if (!Object.is(built.arg, arg)) {
    // React's pattern for state that follows a prop: rebuild during render, before children see it.
    current = { arg, vm: container.get(token)(arg) };
    setBuilt(current);
  }
  const { vm } = current;
  useStartedViewModel(vm);
  return vm;
}
