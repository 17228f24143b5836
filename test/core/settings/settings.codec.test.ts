import { expect } from 'chai';
import fc from 'fast-check';
import { decodePropertyCards } from '../../../core/settings/property.codec.js';
import {
  decodeSiteSettings,
  decodeSiteSettingsInSteps,
  SETTINGS_DECODE_STEPS,
} from '../../../core/settings/settings.codec.js';
import { DEFAULT_THEME_SETTINGS } from '../../../core/settings/theme-settings.codec.js';

const menu = [
  {
    id: 1,
    name: 'Buy',
    url: '/property-for-sale',
    items: [
      {
        id: 11,
        name: 'Houses',
        url: '/property-for-sale/tag-house',
        items: [
          { id: 111, name: 'Deep', url: '/d', items: [{ id: 1111, name: 'Too deep', url: '/x' }] },
        ],
      },
    ],
  },
  { id: 2, name: 'Careers', url: 'https://jobs.example', target: 'B' },
];

function settings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    agency_name: 'Oakfield & Vale',
    authenticityToken: 'tok',
    page: { identifier: 'home#index', path: '/', title: 'Home', data: { hero: { title: 'Hi' } } },
    header_data: {
      logo: { url: '/logo.svg', alt: 'Oakfield & Vale' },
      primaryMenuItems: menu,
      secondaryMenuItems: [],
      agencyName: 'Oakfield & Vale',
      agencyContactTelephone: '01823 000000',
    },
    theme_settings: {
      splitNavigationMenuItemsEqually: 'true',
      mortgageInterestRate: '4.25',
      recaptchaVersion: 3,
      colours: { primary: '#123456' },
    },
    theme_preferences: { default_search_status: 'for-sale' },
    staff_data: {
      allStaff: [{ staffMemberId: 7, firstName: 'Ann', surname: 'Lee', contactableForSales: true }],
    },
    department_data: [{ id: 'd1', name: 'Lettings', staff: [] }],
    our_offices_slider_data: [
      { id: 'b1', branchName: 'Taunton', departments: [{ id: 'd2', name: 'New Homes' }] },
    ],
    ...overrides,
  };
}

/** The parts of the settings object beside the agency name. */
const SETTINGS_PARTS = [
  'page',
  'header_data',
  'theme_settings',
  'theme_preferences',
  'staff_data',
  'department_data',
  'our_offices_slider_data',
  'property_data',
  'cookie_consent_config',
  'branch_id_contact_modal',
];

describe('decodeSiteSettings', () => {
  it('decodes a complete settings object without problems', () => {
    const { settings: s, problems } = decodeSiteSettings(settings());
    expect(problems).to.deep.equal([]);
    expect(s.agencyName).to.equal('Oakfield & Vale');
    expect(s.page.identifier).to.equal('home#index');
    expect(s.header.primaryMenuItems?.map((m) => m.id)).to.deep.equal(['1', '2']);
    expect(s.theme.splitNavigationMenuItemsEqually).to.equal(true);
    expect(s.theme.mortgageInterestRate).to.equal(4.25);
    expect(s.theme.recaptchaVersion).to.equal(3);
    expect(s.preferences.default_search_status).to.equal('for-sale');
    expect(s.staff[0]).to.include({
      staffMemberId: '7',
      contactableForSales: true,
      contactableForLettings: false,
    });
    expect(s.departments[0]?.label).to.equal('Lettings');
    expect(s.branches[0]?.departments[0]?.name).to.equal('New Homes');
  });

  it('keeps menu items to two nested levels below the top (SPEC §3 Menu item)', () => {
    const { settings: s } = decodeSiteSettings(settings());
    const deep = s.header.primaryMenuItems?.[0]?.items[0]?.items[0];
    expect(deep?.name).to.equal('Deep');
    expect(deep?.items).to.deep.equal([]);
  });

  it('reports missing primaryMenuItems so the header can show the admin error', () => {
    const { settings: s, problems } = decodeSiteSettings(
      settings({ header_data: { secondaryMenuItems: [] } }),
    );
    expect(s.header.primaryMenuItems).to.equal(undefined);
    expect(problems).to.include('header_data.primaryMenuItems: missing');
  });

  it('drops one malformed menu item, keeps the others, and names its path', () => {
    const bad = [...menu, { id: 3, url: '/no-name' }];
    const { settings: s, problems } = decodeSiteSettings(
      settings({ header_data: { primaryMenuItems: bad, secondaryMenuItems: [] } }),
    );
    expect(s.header.primaryMenuItems).to.have.length(2);
    expect(problems.some((p) => p.startsWith('header_data.primaryMenuItems[2]'))).to.equal(true);
  });

  it('keeps good theme values when another theme value is invalid', () => {
    const { settings: s, problems } = decodeSiteSettings(
      settings({
        theme_settings: { displaySstcStatusAsSold: 'yes please', mortgageInterestRate: 3.9 },
      }),
    );
    expect(s.theme.displaySstcStatusAsSold).to.equal(false);
    expect(s.theme.mortgageInterestRate).to.equal(3.9);
    expect(problems.some((p) => p.startsWith('theme_settings.displaySstcStatusAsSold'))).to.equal(
      true,
    );
  });

  it('falls back to the default interest rate outside 0.01–10 (SPEC §9)', () => {
    const { settings: s } = decodeSiteSettings(
      settings({ theme_settings: { mortgageInterestRate: 45 } }),
    );
    expect(s.theme.mortgageInterestRate).to.equal(DEFAULT_THEME_SETTINGS.mortgageInterestRate);
  });

  it('treats any recaptcha version other than 3 as v2 (SPEC §3)', () => {
    expect(
      decodeSiteSettings(settings({ theme_settings: { recaptchaVersion: '3' } })).settings.theme
        .recaptchaVersion,
    ).to.equal(3);
    expect(
      decodeSiteSettings(settings({ theme_settings: { recaptchaVersion: 'enterprise' } })).settings
        .theme.recaptchaVersion,
    ).to.equal(2);
  });

  describe('the account settings (SPEC §4 sign-in bot check, §5 password pattern)', () => {
    it('leaves the sign-in bot check off and the password rule to core when the agency says nothing', () => {
      const { settings: s, problems } = decodeSiteSettings(settings());
      expect(problems).to.deep.equal([]);
      expect(s.theme.signInBotCheck).to.equal(false);
      expect(s.theme).to.not.have.property('passwordPattern');
      expect(s.theme).to.not.have.property('passwordPatternTitle');
    });

    it("turns the sign-in bot check on from true, 'true', 1 or '1'", () => {
      for (const value of [true, 'true', 1, '1']) {
        const { settings: s, problems } = decodeSiteSettings(
          settings({ theme_settings: { signInBotCheck: value } }),
        );
        expect(s.theme.signInBotCheck, String(value)).to.equal(true);
        expect(problems).to.deep.equal([]);
      }
    });

    it("keeps it off from false, 'false', 0, '0', '' or null", () => {
      for (const value of [false, 'false', 0, '0', '', null]) {
        expect(
          decodeSiteSettings(settings({ theme_settings: { signInBotCheck: value } })).settings.theme
            .signInBotCheck,
          String(value),
        ).to.equal(false);
      }
    });

    it('keeps it off, and says why, for a value that is not a yes or no', () => {
      const { settings: s, problems } = decodeSiteSettings(
        settings({ theme_settings: { signInBotCheck: 'sometimes', mortgageInterestRate: 3.9 } }),
      );
      expect(s.theme.signInBotCheck).to.equal(false);
      expect(s.theme.mortgageInterestRate).to.equal(3.9);
      expect(problems.some((p) => p.startsWith('theme_settings.signInBotCheck'))).to.equal(true);
    });

    it("takes the agency's password pattern and its title as written", () => {
      const { settings: s, problems } = decodeSiteSettings(
        settings({
          theme_settings: {
            passwordPattern: '.{12,}',
            passwordPatternTitle: 'At least 12 characters',
          },
        }),
      );
      expect(problems).to.deep.equal([]);
      expect(s.theme.passwordPattern).to.equal('.{12,}');
      expect(s.theme.passwordPatternTitle).to.equal('At least 12 characters');
    });

    it('drops a password pattern or title that is not text, and says which', () => {
      const { settings: s, problems } = decodeSiteSettings(
        settings({ theme_settings: { passwordPattern: 12, passwordPatternTitle: ['x'] } }),
      );
      expect(s.theme).to.not.have.property('passwordPattern');
      expect(s.theme).to.not.have.property('passwordPatternTitle');
      expect(problems.filter((p) => p.startsWith('theme_settings.passwordPattern'))).to.have.length(
        2,
      );
    });
  });

  it('gives an unknown page identifier a generic page and reports it', () => {
    const { settings: s, problems } = decodeSiteSettings(
      settings({ page: { identifier: 'weird#thing', title: 'Odd' } }),
    );
    expect(s.page.identifier).to.equal(undefined);
    expect(s.page.title).to.equal('Odd');
    expect(problems.some((p) => p.startsWith('page.identifier'))).to.equal(true);
  });

  it('decodes property data with photos, and drops a photo without a url', () => {
    const { settings: s, problems } = decodeSiteSettings(
      settings({
        property_data: {
          property_id: 42,
          display_address: 'High Street, Taunton',
          property_url: '/properties/42',
          property_channel: 'lettings',
          photos: [{ url: '/a.jpg', caption: 'Front' }, { caption: 'broken' }],
          priceValue: '1250',
          tags: ['garden'],
          videoUrl: 'https://youtu.be/x',
        },
      }),
    );
    expect(s.property?.property_id).to.equal('42');
    expect(s.property?.priceValue).to.equal(1250);
    expect(s.property?.photos).to.deep.equal([{ url: '/a.jpg', caption: 'Front' }]);
    expect(s.property?.floorplans).to.deep.equal([]);
    expect(problems.some((p) => p.startsWith('property_data.photos[1]'))).to.equal(true);
  });

  it("reads a card's branch and summary line, for a results card, and for the property page's property", () => {
    const card = {
      property_id: 42,
      display_address: 'High Street, Taunton',
      property_url: '/properties/42',
      branchID: 11,
      summary: 'A 2 bedroom flat.',
    };
    const problems: string[] = [];
    expect(decodePropertyCards([card], 'results', problems)[0]).to.deep.include({
      branchID: '11',
      summary: 'A 2 bedroom flat.',
    });
    expect(decodeSiteSettings(settings({ property_data: card })).settings.property).to.deep.include(
      { branchID: '11', summary: 'A 2 bedroom flat.' },
    );
    expect(problems).to.deep.equal([]);
  });

  it('never throws and always gives a usable settings object, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withBoxedValues: true,
          withMap: true,
          withSet: true,
        }),
        (input) => {
          const { settings: s } = decodeSiteSettings(input);
          expect(s.header.secondaryMenuItems).to.be.an('array');
          expect(s.theme.mortgageGuideUrl).to.equal('/mortgages');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws for settings whose parts are replaced by arbitrary values', () => {
    const keys = SETTINGS_PARTS;
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        const { settings: s } = decodeSiteSettings(settings({ [key]: value }));
        expect(s.agencyName).to.equal('Oakfield & Vale');
      }),
      { numRuns: 400 },
    );
  });
});

describe('decodeSiteSettingsInSteps (the decode a part per task)', () => {
  const run = (input: unknown) => {
    const steps = decodeSiteSettingsInSteps(input);
    let pauses = 0;
    for (;;) {
      const step = steps.next();
      if (step.done) return { decoded: step.value, pauses };
      pauses += 1;
    }
  };

  it(`pauses ${SETTINGS_DECODE_STEPS} times and gives what decodeSiteSettings gives`, () => {
    const { decoded, pauses } = run(settings());
    expect(pauses).to.equal(SETTINGS_DECODE_STEPS);
    expect(decoded).to.deep.equal(decodeSiteSettings(settings()));
    expect(decoded.settings.branches[0]?.departments[0]?.name).to.equal('New Homes');
  });

  it('decodes nothing before it is run, so a caller chooses when each part costs its time', () => {
    const input = settings();
    let read = 0;
    const watched = new Proxy(input, {
      get: (target, key) => ((read += 1), Reflect.get(target, key)),
    });
    const steps = decodeSiteSettingsInSteps(watched);
    expect(read).to.equal(0);
    steps.next();
    expect(read).to.be.greaterThan(0);
  });

  it('agrees with the one-shot decode, problems included, whatever a part holds', () => {
    const keys = [...SETTINGS_PARTS, 'agency_name'];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        const input = settings({ [key]: value });
        const { decoded, pauses } = run(input);
        expect(pauses).to.equal(SETTINGS_DECODE_STEPS);
        expect(decoded).to.deep.equal(decodeSiteSettings(input));
      }),
      { numRuns: 300 },
    );
  });

  it('pauses as often for input that is not an object at all', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (input) => {
        const { decoded, pauses } = run(input);
        expect(pauses).to.equal(SETTINGS_DECODE_STEPS);
        expect(decoded.settings.theme.mortgageGuideUrl).to.equal('/mortgages');
      }),
      { numRuns: 200 },
    );
  });
});
