import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';

/** A minimal settings object with the given theme settings. */
function withTheme(theme_settings: Record<string, unknown>): Record<string, unknown> {
  return {
    page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
    header_data: { primaryMenuItems: [] },
    theme_settings,
  };
}

const problemsOf = (problems: readonly string[]) =>
  problems.filter((p) => p.startsWith('theme_settings.mortgageIncomeMultiple'));

describe('decodeSiteSettings: the borrowing calculator’s income multiple (theme mortgageIncomeMultiple)', () => {
  it('starts at 4.5 when the agency names none', () => {
    const { settings, problems } = decodeSiteSettings(withTheme({}));
    expect(settings.theme.mortgageIncomeMultiple).to.equal(4.5);
    expect(problemsOf(problems)).to.deep.equal([]);
  });

  it("takes the agency's multiple, as a number or as numeric text", () => {
    for (const [value, multiple] of [
      [5, 5],
      ['4.75', 4.75],
      [1, 1],
      [7, 7],
    ] as const) {
      const { settings, problems } = decodeSiteSettings(
        withTheme({ mortgageIncomeMultiple: value }),
      );
      expect(settings.theme.mortgageIncomeMultiple, String(value)).to.equal(multiple);
      expect(problemsOf(problems)).to.deep.equal([]);
    }
  });

  it('keeps 4.5 and says why for a value the calculator cannot take', () => {
    for (const value of [0, 9, 4.555, 'lots', true]) {
      const { settings, problems } = decodeSiteSettings(
        withTheme({ mortgageIncomeMultiple: value, mortgageInterestRate: 3.9 }),
      );
      expect(settings.theme.mortgageIncomeMultiple, String(value)).to.equal(4.5);
      expect(settings.theme.mortgageInterestRate).to.equal(3.9);
      expect(problemsOf(problems), String(value)).to.have.length(1);
    }
  });
});
