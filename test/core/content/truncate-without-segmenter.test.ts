import { expect } from 'chai';
import fc from 'fast-check';
import { ELLIPSIS, truncateForMobile } from '../../../core/content/truncate.js';

const SEGMENTER = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;

/** What `run` answers with the engine's segmenter back in place. */
function withSegmenter<A>(run: () => A): A {
  Object.defineProperty(Intl, 'Segmenter', SEGMENTER);
  try {
    return run();
  } finally {
    Reflect.deleteProperty(Intl, 'Segmenter');
  }
}

/** Characters an agency's text or a visitor's message may hold, each one cluster. */
const SAMPLE_CLUSTERS = [
  'a',
  ' ',
  'é',
  'e\u0301',
  'n\u0303\u0323',
  '👍',
  '👍🏽',
  '❤️',
  '1️⃣',
  '🇬🇧',
  '🏴‍☠️',
  '👩‍👩‍👧',
  '👩🏽‍💻',
  '\r\n',
  '£',
  '—',
];

describe('truncateForMobile on an engine without Intl.Segmenter (Hermes)', () => {
  before(() => {
    Reflect.deleteProperty(Intl, 'Segmenter');
  });

  after(() => {
    Object.defineProperty(Intl, 'Segmenter', SEGMENTER);
  });

  it('runs with no segmenter at all', () => {
    expect(typeof Intl.Segmenter).to.equal('undefined');
    expect(truncateForMobile('Café au lait 👍🏽 '.repeat(20), 20)).to.equal('Café au lait 👍🏽 Café…');
  });

  it('never splits an emoji, a flag, a family or an accent written with a combining mark', () => {
    // Spaces and dashes are dropped before the ellipsis; every other sample is kept whole.
    for (const cluster of SAMPLE_CLUSTERS.filter((c) => !/^[\s—]+$/.test(c))) {
      const text = cluster.repeat(200);
      expect(truncateForMobile(text, 10), JSON.stringify(cluster)).to.equal(
        cluster.repeat(10) + ELLIPSIS,
      );
    }
  });

  it('cuts text of such characters exactly where a segmenter would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SAMPLE_CLUSTERS), { maxLength: 260 }),
        fc.integer({ min: 0, max: 200 }),
        (parts, limit) => {
          const text = parts.join('');
          const withoutSegmenter = truncateForMobile(text, limit);
          return withoutSegmenter === withSegmenter(() => truncateForMobile(text, limit));
        },
      ),
    );
  });
});
