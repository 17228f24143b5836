/** The profile tab of the user panel (SPEC §2 '/user'). */
import { observer } from 'mobx-react-lite';
import type { ProfileTabViewModel } from './profile-tab.view-model.js';

const NOT_GIVEN = 'Not given';

async function signOutThen(vm: ProfileTabViewModel, onSignedOut: () => void): Promise<void> {
  if (await vm.signOut()) onSignedOut();
}

export interface ProfileTabViewProps {
  readonly vm: ProfileTabViewModel;
  /** Called once the visitor has signed out (the panel closes to '/'). */
  readonly onSignedOut: () => void;
}

export const ProfileTabView = observer(function ProfileTabView({ vm, onSignedOut }: ProfileTabViewProps) {
  if (vm.loading) {
    return (
      <section className="user-tab" aria-labelledby="profile-heading">
        <h3 id="profile-heading" className="user-tab__heading">
          My Profile
        </h3>
        <p className="user-tab__status" role="status">
          Checking your account…
        </p>
      </section>
    );
  }
  if (!vm.signedIn) {
    return (
      <section className="user-tab" aria-labelledby="profile-heading">
        <h3 id="profile-heading" className="user-tab__heading">
          My Profile
        </h3>
        <p className="user-tab__lead">Keep track of the homes you like.</p>
        <ul className="user-benefits">
          <li>Save properties with the heart on any listing and compare them here.</li>
          <li>Save a search and come back to its latest results in one click.</li>
          <li>Everything you save is kept in this browser, on this device.</li>
        </ul>
        <p className="user-tab__links">
          <a href="#/user/saved-properties">See your saved properties</a>
          <a href="#/user/saved-searches">See your saved searches</a>
        </p>
      </section>
    );
  }
  const { name, email, phone } = vm.details;
  return (
    <section className="user-tab" aria-labelledby="profile-heading">
      <h3 id="profile-heading" className="user-tab__heading">
        Your details
      </h3>
      <dl className="user-details">
        <div className="user-details__row">
          <dt>Name</dt>
          <dd>{name ?? NOT_GIVEN}</dd>
        </div>
        <div className="user-details__row">
          <dt>Email</dt>
          <dd>{email ?? NOT_GIVEN}</dd>
        </div>
        <div className="user-details__row">
          <dt>Phone</dt>
          <dd>{phone ?? NOT_GIVEN}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary user-sign-out" disabled={vm.signingOut} onClick={() => void signOutThen(vm, onSignedOut)}>
        {vm.signingOut ? 'Signing out…' : 'Sign out'}
      </button>
    </section>
  );
});
