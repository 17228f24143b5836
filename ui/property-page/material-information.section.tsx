/**
 * Where the property page places its material information: the section's views come from a
 * chunk of their own (material-information.view.tsx), provided to the server at once
 * (app/server.tsx) and loaded by the browser at the page's first quiet moment. Until the chunk is
 * here React keeps the server's markup of the section (ui/app/deferred-views.ts); it holds only
 * links, which work without script.
 */
import { Suspense, useEffect } from 'react';
import { deferredViews } from '../app/deferred-views.js';
import { useOptionalInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import type * as MaterialInformationModule from './material-information.view.js';
import type { MaterialInformationProps } from './material-information.view.js';

/** The chunk's id in SPEC §8's 'Loading chunk {id} failed'. */
export const MATERIAL_INFORMATION_CHUNK = 'material-information';
/** How long the page's first quiet moment may be waited for before the chunk is loaded anyway. */
const IDLE_TIMEOUT_MS = 2000;

const views = deferredViews<typeof MaterialInformationModule>(
  MATERIAL_INFORMATION_CHUNK,
  () => import('./material-information.view.js'),
);

/** Makes the section's views available (the server and tests at once). */
export const provideMaterialInformation = views.provide;

function DeferredSection(props: MaterialInformationProps) {
  const { MaterialInformationOf } = views.use();
  return <MaterialInformationOf {...props} />;
}

export function MaterialInformationSection(props: MaterialInformationProps) {
  const loader = useOptionalInjection(TOKENS.chunkLoader);
  const idle = useOptionalInjection(TOKENS.idleScheduler);
  useEffect(
    () =>
      loader && idle && !views.provided()
        ? idle(() => void views.load(loader), IDLE_TIMEOUT_MS)
        : undefined,
    [loader, idle],
  );
  return (
    <Suspense fallback={null}>
      <DeferredSection {...props} />
    </Suspense>
  );
}
