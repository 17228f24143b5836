import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import { onOverlayLinkIntent } from '../../../adapters/browser/overlay-intent.adapter.js';

function aPage() {
  const { window } = new JSDOM(
    '<a id="overlay" href="#/book-a-valuation"><span id="inside">Book</span></a>' +
      '<a id="page" href="/property-for-sale">Buy</a><button id="menu">Menu</button>',
  );
  const doc = window.document;
  const fire = (id: string, type: string) =>
    doc.getElementById(id)!.dispatchEvent(new window.Event(type, { bubbles: true }));
  return { doc, fire };
}

describe('onOverlayLinkIntent', () => {
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    it(`calls back at a ${type} on a link to an overlay (or inside one), once`, () => {
      const { doc, fire } = aPage();
      let calls = 0;
      onOverlayLinkIntent(() => doc)(() => (calls += 1));
      fire('inside', type);
      fire('overlay', type);
      expect(calls).to.equal(1);
    });
  }

  it('ignores other links and controls', () => {
    const { doc, fire } = aPage();
    let calls = 0;
    onOverlayLinkIntent(() => doc)(() => (calls += 1));
    fire('page', 'pointerover');
    fire('menu', 'touchstart');
    expect(calls).to.equal(0);
  });

  it('stops listening when told to', () => {
    const { doc, fire } = aPage();
    let calls = 0;
    const stop = onOverlayLinkIntent(() => doc)(() => (calls += 1));
    stop();
    fire('overlay', 'pointerover');
    expect(calls).to.equal(0);
  });
});
