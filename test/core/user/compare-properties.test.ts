import { expect } from 'chai';
import fc from 'fast-check';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_TOO_FEW,
  compareSavedPropertiesPath,
  compareSelectionStatus,
  comparisonChoice,
  parseCompareIds,
} from '../../../core/user/compare-properties.js';
import { userAreaScreen } from '../../../core/user/user-area.js';

describe('compareSelectionStatus', () => {
  it('asks for two to four when nothing is ticked', () => {
    expect(compareSelectionStatus(0)).to.deep.equal({
      canCompare: false,
      message: 'Tick 2 to 4 properties to compare them.',
    });
  });

  it('asks for one more when one is ticked', () => {
    expect(compareSelectionStatus(1)).to.deep.equal({
      canCompare: false,
      message: 'Tick 1 more property to compare.',
    });
  });

  it('compares two, three or four', () => {
    expect(compareSelectionStatus(2)).to.deep.equal({
      canCompare: true,
      message: 'Compare 2 properties side by side.',
    });
    expect(compareSelectionStatus(4).message).to.equal('Compare 4 properties side by side.');
  });

  it('says how many to untick past four', () => {
    expect(compareSelectionStatus(5)).to.deep.equal({
      canCompare: false,
      message: 'You can compare up to 4 properties: untick 1.',
    });
    expect(compareSelectionStatus(7).message).to.equal(
      'You can compare up to 4 properties: untick 3.',
    );
  });

  it('allows a comparison exactly from 2 to 4 ticked (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (n) => {
        expect(compareSelectionStatus(n).canCompare).to.equal(n >= 2 && n <= 4);
        expect(compareSelectionStatus(n).message).to.match(/\.$/);
      }),
    );
    expect([COMPARE_MIN, COMPARE_MAX]).to.deep.equal([2, 4]);
  });
});

describe('parseCompareIds', () => {
  it('reads a comma list in order, each id once, spaces trimmed', () => {
    expect(parseCompareIds('12, 34,12,5041')).to.deep.equal(['12', '34', '5041']);
  });

  it('drops what is not an id, and reads nothing from nothing', () => {
    expect(parseCompareIds('1,,<b>,a b,../x,p-7_x')).to.deep.equal(['1', 'p-7_x']);
    expect(parseCompareIds(null)).to.deep.equal([]);
    expect(parseCompareIds(undefined)).to.deep.equal([]);
    expect(parseCompareIds('')).to.deep.equal([]);
  });

  it('never throws and answers ids that build the same path again (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const ids = parseCompareIds(raw);
        expect(parseCompareIds(ids.join(','))).to.deep.equal(ids);
      }),
    );
  });
});

describe('compareSavedPropertiesPath', () => {
  it('is the user area screen with the ids as one parameter', () => {
    expect(compareSavedPropertiesPath(['12', '34'])).to.equal(
      '/user/saved-properties/compare?ids=12,34',
    );
  });

  it('leaves out what could not travel in an address', () => {
    expect(compareSavedPropertiesPath(['12', 'a&b=c', '34'])).to.equal(
      '/user/saved-properties/compare?ids=12,34',
    );
  });

  it('opens the comparison screen with the same ids (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), { maxLength: 6 }), (ids) => {
        const path = compareSavedPropertiesPath(ids);
        const rest = path.slice('/user/'.length);
        expect(userAreaScreen(rest)).to.equal('compare-saved-properties');
        expect(parseCompareIds(new URLSearchParams(path.split('?')[1]).get('ids'))).to.deep.equal([
          ...new Set(ids),
        ]);
      }),
    );
  });
});

describe('comparisonChoice', () => {
  it('compares two to four as named', () => {
    expect(comparisonChoice(['1', '2', '3'])).to.deep.equal({ ids: ['1', '2', '3'] });
  });

  it('compares nothing and says why with fewer than two', () => {
    expect(comparisonChoice(['1'])).to.deep.equal({ ids: [], problem: COMPARE_TOO_FEW });
    expect(COMPARE_TOO_FEW).to.equal('Choose 2 to 4 saved properties to compare.');
  });

  it('compares the first four of more, and says so', () => {
    expect(comparisonChoice(['1', '2', '3', '4', '5', '6'])).to.deep.equal({
      ids: ['1', '2', '3', '4'],
      problem: 'Only the first 4 of the 6 properties are compared.',
    });
  });
});
