/**
 * The user area's hash routes (SPEC §2 User area): '#/user', '#/user/sign-in', '#/user/edit',
 * '#/user/marketing-preferences', '#/user/forgotten_password', '#/user/saved-properties',
 * '#/user/saved-searches', '#/user/saved-properties/compare?ids=…' (core's `userAreaScreen`; any other '#/user/…' shows the profile). One
 * splat route serves them all, so moving between screens keeps the panel open rather than loading
 * it again. A screen that sends the visitor elsewhere (SPEC §2 redirects) replaces its history
 * entry, so Back never lands on it again. `?redirect=` on the path is where sign-out leads. The panel is a lazily loaded chunk, with the
 * loading message 'Loading user profile'; closing it returns to where the visitor was.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { userAreaScreen, OVERLAY_PATTERNS } from '../../core/index.js';
import type { ChunkLoaderPort as ChunkLoader } from '../../core/index.js';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
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
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signOutTo = search.get('redirect');
  const compareIds = search.get('ids');
  const props: UserPanelProps = {
    screen: userAreaScreen(params['*']),
    onClose,
    onRedirect: (path) => void navigate(path, { replace: true }),
    onNavigate: (path) => void navigate(path),
    ...(signOutTo ? { signOutTo } : {}),
    ...(compareIds === null ? {} : { compareIds }),
  };
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
  return [{ path: OVERLAY_PATTERNS.user, element: <UserPanelRoute /> }];
}
