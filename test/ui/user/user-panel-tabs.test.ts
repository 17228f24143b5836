import { expect } from 'chai';
import { USER_PANEL_TABS, userPanelTab } from '../../../ui/user/user-panel-tabs.js';

describe('userPanelTab', () => {
  it('shows the profile for #/user itself', () => {
    expect(userPanelTab(undefined)).to.equal('profile');
    expect(userPanelTab('')).to.equal('profile');
  });

  it('shows the saved properties, saved searches and recently viewed tabs for their paths, with or without a trailing slash', () => {
    expect(userPanelTab('saved-properties')).to.equal('saved-properties');
    expect(userPanelTab('saved-searches/')).to.equal('saved-searches');
    expect(userPanelTab('recently-viewed')).to.equal('recently-viewed');
  });

  it('keeps the saved properties tab current while comparing them', () => {
    expect(userPanelTab('saved-properties/compare?ids=1,2')).to.equal('saved-properties');
  });

  it('falls back to the profile for user paths without a screen of their own yet', () => {
    expect(userPanelTab('sign-in')).to.equal('profile');
    expect(userPanelTab('profile')).to.equal('profile');
    expect(userPanelTab('saved-properties-old')).to.equal('profile');
  });

  it('links the tabs in the order My Profile, Saved properties, Saved searches, Recently viewed', () => {
    expect(USER_PANEL_TABS.map((t) => [t.label, t.href])).to.deep.equal([
      ['My Profile', '#/user'],
      ['Saved properties', '#/user/saved-properties'],
      ['Saved searches', '#/user/saved-searches'],
      ['Recently viewed', '#/user/recently-viewed'],
    ]);
  });
});
