/** The profile tab of the user panel for a signed-in visitor (SPEC §2 '/user'), and its loading state. */
import { observer } from 'mobx-react-lite';
import { userAreaPath } from '../../core/index.js';
import type { ProfileTabViewModel } from './profile-tab.view-model.js';

const NOT_GIVEN = 'Not given';

export interface ProfileTabViewProps {
  readonly vm: ProfileTabViewModel;
  /** Where sign-out leads (SPEC §2: a given address, or '/'). */
  readonly signOutTo?: string | undefined;
}

export const ProfileTabView = observer(function ProfileTabView({
  vm,
  signOutTo,
}: ProfileTabViewProps) {
  if (vm.loading || !vm.signedIn) {
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
      <p className="account-links">
        <a className="text-link" href={`#${userAreaPath('edit')}`}>
          Edit details
        </a>
        <a className="text-link" href={`#${userAreaPath('marketing-preferences')}`}>
          Update marketing preferences
        </a>
      </p>
      <button
        type="button"
        className="button button--secondary user-sign-out"
        disabled={vm.signingOut}
        onClick={() => void vm.signOut(signOutTo)}
      >
        {vm.signingOut ? 'Signing out…' : 'Sign out'}
      </button>
    </section>
  );
});
