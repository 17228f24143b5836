/**
 * The user area's hash routes (SPEC §2 User area): '#/user', '#/user/saved-properties',
 * '#/user/saved-searches', and any other '#/user/…' (its own screens arrive with the accounts
 * issue) showing the profile tab. One splat route serves them all, so moving between tabs keeps
 * the panel open rather than loading it again. The panel is a lazily loaded chunk, with the
 * loading message 'Loading user profile'; closing it returns to where the visitor was.
 */
import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { LazyOverlay } from '../app/lazy-overlay.js';
import { useInjection } from '../di.js';
import { TOKENS } from '../tokens.js';
import { userPanelTab } from './user-panel-tabs.js';
import type { UserPanelProps } from './user-panel.view.js';
import { useCloseOverlay } from '../app/use-close-overlay.js';

/** SPEC §2: the user area's loading message (exact text). */
export const USER_PROFILE_LOADING_MESSAGE = 'Loading user profile';

const loadUserPanel = () => import('./user-panel.view.js');

function UserPanelRoute() {
  const loader = useInjection(TOKENS.chunkLoader);
  const onClose = useCloseOverlay();
  const params = useParams();
  const props: UserPanelProps = { tab: userPanelTab(params['*']), onClose };
  return (
    <LazyOverlay
      chunkId="user"
      load={loadUserPanel}
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
