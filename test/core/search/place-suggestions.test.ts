import { expect } from 'chai';
import fc from 'fast-check';
import {
  closestPlaces,
  MAX_PLACE_SUGGESTIONS,
  placesMatching,
  placeSlugText,
} from '../../../core/search/place-suggestions.js';
import type { Place } from '../../../core/search/search.js';

const taunton: Place = { place_id: 'p1', name: 'Taunton', county_name: 'Somerset' };
const wellington: Place = { place_id: 'p2', name: 'Wellington', county_name: 'Somerset' };
const bishops: Place = { place_id: 'p3', name: 'Bishops Lydeard', county_name: 'Somerset' };
const bridgwater: Place = { place_id: 'p4', name: 'Bridgwater', county_name: 'Somerset' };
const bristol: Place = { place_id: 'p5', name: 'Bristol', county_name: 'City of Bristol' };
const minehead: Place = { place_id: 'p6', name: 'Minehead' };
const places = [taunton, wellington, bishops, bridgwater, bristol, minehead];

const placeArb: fc.Arbitrary<Place> = fc.record(
  { place_id: fc.string({ minLength: 1 }), name: fc.string(), county_name: fc.string() },
  { requiredKeys: ['place_id', 'name'] },
);

describe('placesMatching', () => {
  it('suggests places with a word that starts with what was typed, ignoring case', () => {
    expect(placesMatching('taun', places)).to.deep.equal([taunton]);
    expect(placesMatching('LYD', places)).to.deep.equal([bishops]);
    expect(placesMatching('bishops ly', places)).to.deep.equal([bishops]);
  });

  it('matches the county too, so "somerset" lists the places in Somerset', () => {
    expect(placesMatching('somerset', places)).to.deep.equal([
      taunton,
      wellington,
      bishops,
      bridgwater,
    ]);
  });

  it('suggests nothing for blank text, and never more than the limit', () => {
    expect(placesMatching('   ', places)).to.deep.equal([]);
    expect(placesMatching('b', places, 2)).to.have.length(2);
    expect(placesMatching('s', places)).to.have.length.at.most(MAX_PLACE_SUGGESTIONS);
  });

  it('ignores accents and punctuation', () => {
    expect(
      placesMatching('bishop’s', [{ place_id: 'x', name: 'Bishop’s Lydeard' }]),
    ).to.have.length(1);
    expect(placesMatching('cafe', [{ place_id: 'y', name: 'Café Quarter' }])).to.have.length(1);
  });
});

describe('closestPlaces', () => {
  it('puts a near miss first: "tauntn" suggests Taunton', () => {
    expect(closestPlaces('tauntn', places)[0]).to.equal(taunton);
    expect(closestPlaces('bristl', places)[0]).to.equal(bristol);
  });

  it('puts places the text starts first: "bri" suggests Bridgwater and Bristol', () => {
    expect(closestPlaces('bri', places).slice(0, 2)).to.deep.equal([bridgwater, bristol]);
  });

  it('still offers places for a name like none of them ("nowhereville"), up to the limit', () => {
    expect(closestPlaces('nowhereville', places)).to.have.length(MAX_PLACE_SUGGESTIONS);
    expect(closestPlaces('nowhereville', places, 3)).to.have.length(3);
  });

  it('offers each place at most once, and only places it was given (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(placeArb, { maxLength: 12 }),
        fc.nat({ max: 8 }),
        (text, given, limit) => {
          const out = closestPlaces(text, given, limit);
          expect(out.length).to.equal(Math.min(limit, given.length));
          expect(new Set(out).size).to.equal(out.length);
          for (const place of out) expect(given).to.include(place);
        },
      ),
    );
  });
});

describe('placeSlugText', () => {
  it('reads a slug as words', () => {
    expect(placeSlugText('bishops-lydeard')).to.equal('Bishops Lydeard');
    expect(placeSlugText('nowhereville')).to.equal('Nowhereville');
  });
});
