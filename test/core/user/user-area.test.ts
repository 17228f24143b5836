import { expect } from 'chai';
import fc from 'fast-check';
import {
  AFTER_PASSWORD_CHANGE_PATH,
  AFTER_SIGN_OUT_URL,
  SIGNED_OUT_FLASH,
  USER_AREA_PATHS,
  signOutDestination,
  signOutNavigation,
  passwordChangeNavigation,
  PASSWORD_CHANGED_FLASH,
  userAreaPath,
  userAreaRedirect,
  userAreaScreen,
} from '../../../core/user/user-area.js';
import { USER_AREA_SCREENS } from '../../support/user-area.js';

describe('userAreaPath', () => {
  it('gives each screen the path SPEC §2 lists, the profile being /user itself', () => {
    expect(USER_AREA_SCREENS.map(userAreaPath)).to.deep.equal([
      '/user',
      '/user/sign-in',
      '/user/edit',
      '/user/marketing-preferences',
      '/user/forgotten_password',
      '/user/saved-properties',
      '/user/saved-searches',
      '/user/recently-viewed',
      '/user/saved-properties/compare',
    ]);
  });

  it('leads back to the screen it names (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...USER_AREA_SCREENS), (screen) => {
        expect(userAreaScreen(userAreaPath(screen).slice('/user/'.length))).to.equal(screen);
      }),
    );
  });
});

describe('userAreaScreen', () => {
  it('reads each screen from the path after /user/', () => {
    expect(userAreaScreen('sign-in')).to.equal('sign-in');
    expect(userAreaScreen('edit')).to.equal('edit');
    expect(userAreaScreen('marketing-preferences')).to.equal('marketing-preferences');
    expect(userAreaScreen('saved-properties')).to.equal('saved-properties');
    expect(userAreaScreen('saved-searches')).to.equal('saved-searches');
    expect(userAreaScreen('recently-viewed')).to.equal('recently-viewed');
  });

  it("reads SPEC's 'forgotten_password' (with an underscore) as the forgotten-password screen", () => {
    expect(userAreaScreen('forgotten_password')).to.equal('forgotten-password');
    expect(userAreaScreen('forgotten-password')).to.equal('profile');
  });

  it('ignores a trailing slash, a query, a fragment and anything after the first segment', () => {
    expect(userAreaScreen('saved-searches/')).to.equal('saved-searches');
    expect(userAreaScreen('/sign-in')).to.equal('sign-in');
    expect(userAreaScreen('forgotten_password?token=abc')).to.equal('forgotten-password');
    expect(userAreaScreen('edit#top')).to.equal('edit');
    expect(userAreaScreen('saved-properties/p1')).to.equal('saved-properties');
  });

  it('reads a screen of two segments before the first alone: the comparison of saved properties', () => {
    expect(userAreaScreen('saved-properties/compare')).to.equal('compare-saved-properties');
    expect(userAreaScreen('saved-properties/compare/?ids=1,2')).to.equal(
      'compare-saved-properties',
    );
    expect(userAreaScreen('/saved-properties/compare#x')).to.equal('compare-saved-properties');
    expect(userAreaScreen('saved-properties/Compare')).to.equal('saved-properties');
    expect(userAreaScreen('compare')).to.equal('profile');
  });

  it('shows the profile for /user itself, an unknown path or a different case, so a mistyped link still opens the user area', () => {
    for (const rest of [undefined, '', '/', 'settings', 'SIGN-IN', 'sign-in-now', '?x=1']) {
      expect(userAreaScreen(rest), String(rest)).to.equal('profile');
    }
  });

  it('always answers one of the screens, whatever the path (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (rest) =>
        USER_AREA_SCREENS.includes(userAreaScreen(rest)),
      ),
    );
  });

  it('has one path per screen, none of them the same', () => {
    const paths = Object.values(USER_AREA_PATHS);
    expect(new Set(paths).size).to.equal(paths.length);
  });
});

describe('userAreaRedirect', () => {
  const signedIn = { known: true, signedIn: true };
  const signedOut = { known: true, signedIn: false };

  it('sends nobody anywhere while the platform has not said who the visitor is', () => {
    for (const screen of USER_AREA_SCREENS) {
      expect(userAreaRedirect(screen, { known: false, signedIn: false }), screen).to.equal(
        undefined,
      );
      expect(userAreaRedirect(screen, { known: false, signedIn: true }), screen).to.equal(
        undefined,
      );
    }
  });

  it('sends a signed-in visitor from sign-in to /user', () => {
    expect(userAreaRedirect('sign-in', signedIn)).to.equal('/user');
    expect(userAreaRedirect('sign-in', signedOut)).to.equal(undefined);
  });

  it('sends a signed-out visitor from edit and marketing preferences to /user', () => {
    expect(userAreaRedirect('edit', signedOut)).to.equal('/user');
    expect(userAreaRedirect('marketing-preferences', signedOut)).to.equal('/user');
    expect(userAreaRedirect('edit', signedIn)).to.equal(undefined);
    expect(userAreaRedirect('marketing-preferences', signedIn)).to.equal(undefined);
  });

  it('shows the other screens to everyone', () => {
    for (const screen of [
      'profile',
      'forgotten-password',
      'saved-properties',
      'saved-searches',
      'recently-viewed',
    ] as const) {
      expect(userAreaRedirect(screen, signedIn), screen).to.equal(undefined);
      expect(userAreaRedirect(screen, signedOut), screen).to.equal(undefined);
    }
  });

  it('never redirects a screen to itself (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...USER_AREA_SCREENS),
        fc.boolean(),
        fc.boolean(),
        (screen, known, isSignedIn) => {
          const to = userAreaRedirect(screen, { known, signedIn: isSignedIn });
          return to === undefined || (to === '/user' && screen !== 'profile');
        },
      ),
    );
  });
});

describe('where the account screens lead', () => {
  it('leads to /user after a password change and to / after sign-out by default (SPEC §2)', () => {
    expect(AFTER_PASSWORD_CHANGE_PATH).to.equal('/user');
    expect(AFTER_SIGN_OUT_URL).to.equal('/');
  });
});

describe('signOutDestination', () => {
  it('keeps a page of this site', () => {
    expect(signOutDestination('/properties/sales')).to.equal('/properties/sales');
    expect(signOutDestination('/search?channel=lettings#/map')).to.equal(
      '/search?channel=lettings#/map',
    );
    expect(signOutDestination('  /branches  ')).to.equal('/branches');
  });

  it('goes to / when no address is given', () => {
    expect(signOutDestination()).to.equal('/');
    expect(signOutDestination(null)).to.equal('/');
    expect(signOutDestination(undefined)).to.equal('/');
    expect(signOutDestination('')).to.equal('/');
    expect(signOutDestination('   ')).to.equal('/');
  });

  it('goes to / instead of leaving the site, however the address is written', () => {
    for (const given of [
      'https://other.example/',
      'http://other.example/page',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      ' //evil.example/path',
      'HTTPS://other.example',
    ]) {
      expect(signOutDestination(given), given).to.equal('/');
    }
  });

  it('goes to / instead of running script or opening data', () => {
    for (const given of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox',
    ]) {
      expect(signOutDestination(given), given).to.equal('/');
    }
  });

  it('never answers an address that leaves the site or carries a scheme (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary' }), { nil: null }), (given) => {
        const to = signOutDestination(given);
        expect(to.startsWith('//')).to.equal(false);
        expect(/^[a-z][a-z0-9+.-]*:/i.test(to)).to.equal(false);
        expect(new URL(to, 'https://agency.test/properties/1').origin).to.equal(
          'https://agency.test',
        );
      }),
    );
  });

  it('resolves to this site even for addresses built to trick a URL parser (property)', () => {
    const tricky = fc.array(
      fc.constantFrom(
        '/',
        '\\',
        ':',
        '.',
        '@',
        '%2F',
        'evil.example',
        'javascript',
        'http',
        ' ',
        '\t',
        '#',
        '?',
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(tricky, (parts) => {
        const to = signOutDestination(parts.join(''));
        expect(new URL(to, 'https://agency.test/').host).to.equal('agency.test');
      }),
    );
  });
});

describe('signOutNavigation', () => {
  it('closes the user area when sign-out leads to the page the visitor is on', () => {
    expect(signOutNavigation('/properties/sales', '/properties/sales')).to.deep.equal({
      kind: 'close',
    });
    expect(signOutNavigation(undefined, '/')).to.deep.equal({ kind: 'close' });
  });

  it("loads another page with the flash that says 'You have been signed out'", () => {
    expect(SIGNED_OUT_FLASH).to.equal('user-logout-successful');
    expect(signOutNavigation('/branches', '/search')).to.deep.equal({
      kind: 'go',
      url: '/branches#/flash/user-logout-successful',
    });
    expect(signOutNavigation('https://other.example', '/search')).to.deep.equal({
      kind: 'go',
      url: '/#/flash/user-logout-successful',
    });
  });

  it('keeps a fragment the destination has of its own', () => {
    expect(signOutNavigation('/search#/map', '/')).to.deep.equal({
      kind: 'go',
      url: '/search#/map',
    });
  });
});

describe('passwordChangeNavigation', () => {
  it('opens the user area on this page when the redirect names this page without a route', () => {
    expect(passwordChangeNavigation('/properties/sales', '/properties/sales')).to.deep.equal({
      kind: 'here',
      hashPath: AFTER_PASSWORD_CHANGE_PATH,
    });
    expect(passwordChangeNavigation('#/user', '/')).to.deep.equal({
      kind: 'here',
      hashPath: '/user',
    });
  });

  it("opens the route a redirect to this page names ('/#/user/saved-searches')", () => {
    expect(passwordChangeNavigation('/#/user/saved-searches', '/')).to.deep.equal({
      kind: 'here',
      hashPath: '/user/saved-searches',
    });
    expect(passwordChangeNavigation('/#/', '/')).to.deep.equal({ kind: 'here', hashPath: '/user' });
  });

  it('loads another page with the flash that says the password changed, unless it names its own route', () => {
    expect(passwordChangeNavigation('/account?tab=2', '/')).to.deep.equal({
      kind: 'go',
      url: `/account?tab=2#/flash/${PASSWORD_CHANGED_FLASH}`,
    });
    expect(passwordChangeNavigation('/branches#/user', '/')).to.deep.equal({
      kind: 'go',
      url: '/branches#/user',
    });
  });

  it('never leaves the site: an address elsewhere or one that runs script opens the user area here', () => {
    for (const location of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(passwordChangeNavigation(location, '/'), location).to.deep.equal({
        kind: 'here',
        hashPath: '/user',
      });
    }
  });

  it('is total: any location gives a site path or a route here (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (location, current) => {
        const next = passwordChangeNavigation(location, current);
        return next.kind === 'here'
          ? next.hashPath.startsWith('/')
          : next.url.startsWith('/') && !next.url.startsWith('//');
      }),
    );
  });
});
