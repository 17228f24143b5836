import { expect } from 'chai';
import fc from 'fast-check';
import {
  capitalise,
  countInWords,
  countOf,
  numberWord,
  pluralWord,
  thereAre,
} from '../../../core/format/plural.js';

describe('plural words (one rule for one and many)', () => {
  it('uses the singular for exactly one, the plural for everything else', () => {
    expect([0, 1, 2].map((n) => pluralWord(n, 'branch', 'branches'))).to.deep.equal([
      'branches',
      'branch',
      'branches',
    ]);
    expect(countOf(1, 'branch', 'branches')).to.equal('1 branch');
    expect(countOf(7, 'branch', 'branches')).to.equal('7 branches');
    expect(countOf(1250, 'property', 'properties')).to.equal('1,250 properties');
  });

  it('writes small counts in words, as prose does', () => {
    expect([0, 1, 7, 12, 13].map(numberWord)).to.deep.equal(['no', 'one', 'seven', 'twelve', '13']);
    expect(countInWords(7, 'office', 'offices')).to.equal('seven offices');
    expect(capitalise(countInWords(2, 'office', 'offices'))).to.equal('Two offices');
  });

  it("agrees the verb with the count: 'There is one bedroom', 'There are two bedrooms'", () => {
    expect(thereAre(1, 'bedroom', 'bedrooms')).to.equal('There is one bedroom');
    expect(thereAre(2, 'bedroom', 'bedrooms')).to.equal('There are two bedrooms');
    expect(thereAre(0, 'bedroom', 'bedrooms')).to.equal('There are no bedrooms');
  });

  it('never writes "1 … branches" or "2 … branch"', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (n) => {
        expect(
          countOf(n, 'branch', 'branches').endsWith(n === 1 ? ' branch' : ' branches'),
        ).to.equal(true);
        expect(thereAre(n, 'bedroom', 'bedrooms')).to.match(
          n === 1 ? /^There is one bedroom$/ : /^There are \S+ bedrooms$/,
        );
      }),
    );
  });
});
