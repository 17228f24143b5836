/**
 * The user area's hash routes (SPEC §2 User area): '#/user', '#/user/saved-properties',
 * '#/user/saved-searches', and any other '#/user/…' (its own screens arrive with the accounts
 * issue) showing the profile tab. One splat route serves them all, so moving between tabs keeps
 * the panel open rather than loading it again. The panel is a lazily loaded chunk, with the
 * loading message 'Loading user profile'; closing it returns to where the visitor was.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import type { ChunkLoaderPort as ChunkLoader } from '../../core/index.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { userPanelTab } from './user-panel-tabs.js';
import type { UserPanelProps } from './user-panel.view.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';

/** SPEC §2: the user area's loading message (exact text). */
export const USER_PROFILE_LOADING_MESSAGE = 'Loading user profile';

/**
 * The user panel's chunk as the container gives it (app/overlays/user.bindings.ts): its importer,
 * which also binds the panel's view-model, and the chunk loader that fetches it.
 */
export interface UserPanelChunk {
  readonly load: () => Promise<{ readonly default: ComponentType<UserPanelProps> }>;
  readonly loader: ChunkLoader;
}

function UserPanelRoute() {
  const { load, loader } = useInjection(TOKENS.userPanelChunk);
  const onClose = useCloseOverlay();
  const params = useParams();
  const props: UserPanelProps = { tab: userPanelTab(params['*']), onClose };
  return (
    <LazyOverlay
      chunkId="user"
      load={load}
      loader={loader}
      loadingMessage={USER_PROFILE_LOADING_MESSAGE}
      props={props}
      onClose={onClose}
    />
  );
}

/**
 * The overlay routes of the user area, for the overlay layer's route table (place them before any
 * other 'user/*' route). 'user/*' also matches '#/user' itself.
 */
export function userOverlayRoutes(): RouteObject[] {
  return [{ path: 'user/*', element: <UserPanelRoute /> }];
}
