import { expect } from 'chai';
import fc from 'fast-check';
import { ELLIPSIS, truncateForMobile } from '../../../core/content/truncate.js';

const characters = (text: string): number =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Words of `size` letters separated by single spaces, exactly `length` characters long. */
const wordsOf = (length: number, size = 9): string =>
  Array.from({ length }, (_, i) => ((i + 1) % (size + 1) === 0 ? ' ' : 'a')).join('');

describe('truncateForMobile', () => {
  it('leaves text of 150 characters or fewer alone', () => {
    const text = wordsOf(150);
    expect(truncateForMobile(text)).to.equal(text);
    expect(truncateForMobile('')).to.equal('');
  });

  it('cuts text of 151 characters on the last word boundary, with an ellipsis', () => {
    const text = 'x'.repeat(140) + ' ' + 'y'.repeat(10);
    expect(text).to.have.length(151);
    expect(truncateForMobile(text)).to.equal('x'.repeat(140) + '…');
  });

  it('keeps all 150 characters when the 151st is a space', () => {
    const text = 'a '.repeat(74) + 'bc d';
    expect(text).to.have.length(152);
    expect(truncateForMobile(text)).to.equal('a '.repeat(74) + 'bc…');
  });

  it('cuts a very long word mid-word rather than losing more than half the text', () => {
    const text = 'Lovely ' + 'x'.repeat(200);
    expect(truncateForMobile(text)).to.equal(('Lovely ' + 'x'.repeat(200)).slice(0, 150) + '…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = 'y'.repeat(100) + ', ' + 'z'.repeat(60);
    expect(truncateForMobile(text)).to.equal('y'.repeat(100) + '…');
  });

  it('counts an emoji, a flag or an accented letter as one character and never splits them', () => {
    const text = '🏡'.repeat(151);
    expect(truncateForMobile(text)).to.equal('🏡'.repeat(150) + ELLIPSIS);
    const flags = '🇬🇧'.repeat(10);
    expect(truncateForMobile(flags, 3)).to.equal('🇬🇧🇬🇧🇬🇧…');
    const accents = 'e\u0301'.repeat(5);
    expect(truncateForMobile(accents, 2)).to.equal('e\u0301e\u0301…');
  });

  it('takes another limit, 0 for a negative one and the default for NaN', () => {
    expect(truncateForMobile('Three bed semi', 9)).to.equal('Three bed…');
    expect(truncateForMobile('abc', 0)).to.equal('…');
    expect(truncateForMobile('abc', -4)).to.equal('…');
    expect(truncateForMobile('x'.repeat(151), Number.NaN)).to.equal('x'.repeat(150) + '…');
    expect(truncateForMobile('x'.repeat(500), Number.POSITIVE_INFINITY)).to.equal('x'.repeat(500));
  });

  it('is never longer than the limit plus the ellipsis, and keeps a prefix of the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 0, max: 200 }),
        (text, limit) => {
          const cut = truncateForMobile(text, limit);
          if (cut === text) return characters(text) <= limit || text === '';
          return (
            characters(cut) <= limit + 1 &&
            cut.endsWith(ELLIPSIS) &&
            text.startsWith(cut.slice(0, -ELLIPSIS.length))
          );
        },
      ),
    );
  });

  it('never splits a surrogate pair of well-formed text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.integer({ min: 0, max: 160 }),
        (text, limit) => !LONE_SURROGATE.test(truncateForMobile(text, limit)),
      ),
    );
  });

  describe('plain Latin text, cut without a grapheme segmenter', () => {
    const RANGES: Array<[number, number]> = [
      [0x09, 0x0a],
      [0x20, 0x7e],
      [0xa0, 0x24f],
      [0x2010, 0x2027],
      [0x2030, 0x205e],
      [0x20a0, 0x20c0],
    ];
    const PLAIN = RANGES.flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)),
    );
    const plainText = (minLength: number) =>
      fc.string({ unit: fc.constantFrom(...PLAIN), minLength, maxLength: 400 });

    it('counts each of its characters as one, as a grapheme segmenter does (accents precomposed, dashes, quotes, £ and €)', () => {
      const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
      fc.assert(
        fc.property(plainText(0), (text) => {
          expect([...segmenter.segment(text)].map((s) => s.segment)).to.deep.equal(text.split(''));
        }),
        { numRuns: 300 },
      );
    });

    it('is cut exactly as the same text followed by characters that need the segmenter', () => {
      fc.assert(
        fc.property(
          plainText(1),
          fc.integer({ min: 0, max: 200 }),
          fc.constantFrom('👍🏽', 'e\u0301', '🇬🇧', '\r\n', '\u200d'),
          (text, limit, tail) => {
            fc.pre(text.length > limit);
            expect(truncateForMobile(text + tail, limit)).to.equal(truncateForMobile(text, limit));
          },
        ),
        { numRuns: 300 },
      );
    });

    it("cuts a British agency's text with a £ price and an en dash on a word boundary (the 151st character a space: nothing lost)", () => {
      const text =
        'Set in half an acre – a detached Victorian house at £1,250,000 with a walled garden, ' +
        'a coach house and views over the Quantocks to the Bristol Channel and Exmoor beyond, café nearby.';
      expect(truncateForMobile(text)).to.equal(
        'Set in half an acre – a detached Victorian house at £1,250,000 with a walled garden, a coach house and views over the Quantocks to the Bristol Channel…',
      );
      expect(truncateForMobile(text, 60)).to.equal(
        'Set in half an acre – a detached Victorian house at…',
      );
    });
  });
});
