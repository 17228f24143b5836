import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  LEGACY_CALENDAR_SCRIPT,
  networkFailure,
  type LegacyCalendarChoice,
  type ScriptLoaderPort,
} from '../../../core/index.js';
import {
  DomLegacyEntryPoints,
  decodeCalendarChoice,
  type LegacyWindow,
} from '../../../adapters/browser/dom-legacy-entry-points.adapter.js';
import { page } from '../support/dom.js';
import type { JSDOM } from '../support/dom.js';

describe('DomLegacyEntryPoints', () => {
  let dom: JSDOM;
  let win: LegacyWindow & { LegacyCalendar?: unknown };
  let loader: {
    load: sinon.SinonStub<
      Parameters<ScriptLoaderPort['load']>,
      ReturnType<ScriptLoaderPort['load']>
    >;
  };
  let legacy: DomLegacyEntryPoints;

  beforeEach(() => {
    dom = page(
      'https://agency.example/properties/7',
      '<!doctype html><html><head></head><body><a class="hfview__open" href="#"><span>Book a viewing</span></a><a class="other" href="#x">Other</a></body></html>',
    );
    win = dom.window as unknown as LegacyWindow & { LegacyCalendar?: unknown };
    loader = {
      load: sinon
        .stub<Parameters<ScriptLoaderPort['load']>, ReturnType<ScriptLoaderPort['load']>>()
        .resolves(right(undefined)),
    };
    legacy = new DomLegacyEntryPoints({ window: () => win, scriptLoader: loader });
  });

  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new dom.window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ...init,
    });
    dom.window.document.querySelector(selector)?.dispatchEvent(event);
    return event;
  };

  describe('onViewingRequest', () => {
    it('calls back for a press on (or inside) an hfview__open element, and takes the press over', () => {
      const asked = sinon.spy();
      legacy.onViewingRequest(asked);
      const event = click('.hfview__open span');
      expect(asked.callCount).to.equal(1);
      expect(event.defaultPrevented).to.equal(true);
      click('.other');
      expect(asked.callCount).to.equal(1);
    });

    it('leaves a press with a modifier key (a new tab) or one already handled alone', () => {
      const asked = sinon.spy();
      legacy.onViewingRequest(asked);
      click('.hfview__open', { ctrlKey: true });
      const handled = new dom.window.MouseEvent('click', { bubbles: true, cancelable: true });
      handled.preventDefault();
      dom.window.document.querySelector('.hfview__open')?.dispatchEvent(handled);
      expect(asked.callCount).to.equal(0);
    });

    it('calls back for the rda_viewing event on the document or the window, once for one that reaches both', () => {
      const asked = sinon.spy();
      legacy.onViewingRequest(asked);
      dom.window.document.dispatchEvent(new dom.window.Event('rda_viewing'));
      dom.window.dispatchEvent(new dom.window.Event('rda_viewing'));
      dom.window.document.dispatchEvent(new dom.window.Event('rda_viewing', { bubbles: true }));
      expect(asked.callCount).to.equal(3);
    });

    it('stops listening when asked, and listens to nothing where there is no window', () => {
      const asked = sinon.spy();
      legacy.onViewingRequest(asked)();
      click('.hfview__open');
      dom.window.dispatchEvent(new dom.window.Event('rda_viewing'));
      expect(asked.callCount).to.equal(0);
      const stop = new DomLegacyEntryPoints({
        window: () => undefined,
        scriptLoader: loader,
      }).onViewingRequest(asked);
      stop();
    });
  });

  describe('openCalendar', () => {
    it('loads the legacy calendar script with the 120 s chunk time-out and hands over to LegacyCalendar.open', async () => {
      const handle = { close: sinon.spy() };
      const open = sinon.stub().returns(handle);
      win.LegacyCalendar = { open };
      const choices: LegacyCalendarChoice[] = [];
      const onClose = sinon.spy();
      const result = await legacy.openCalendar({
        onClose,
        onBookValuation: (choice) => void choices.push(choice),
      });
      expect(loader.load.firstCall.args).to.deep.equal([
        LEGACY_CALENDAR_SCRIPT,
        { timeoutMs: CHUNK_LOAD_TIMEOUT_MS },
      ]);
      expect(result._tag).to.equal('Right');
      const options = open.firstCall.args[0] as {
        onClose: () => void;
        onBookOnline: (choice: unknown) => void;
      };
      options.onClose();
      options.onBookOnline({ date: '2026-12-01', time: '10:00' });
      options.onBookOnline({ date: '<script>', time: 10 });
      expect(onClose.callCount).to.equal(1);
      expect(choices).to.deep.equal([{ date: '2026-12-01', time: '10:00' }, {}]);
      if (result._tag === 'Right') {
        result.right();
        result.right();
      }
      expect(handle.close.callCount).to.equal(1);
    });

    it("answers the loader's failure when the script does not load, and a decode failure when it offers no calendar", async () => {
      loader.load.resolves(left(networkFailure));
      expect(
        await legacy.openCalendar({ onClose: () => undefined, onBookValuation: () => undefined }),
      ).to.deep.equal(left(networkFailure));
      loader.load.resolves(right(undefined));
      const result = await legacy.openCalendar({
        onClose: () => undefined,
        onBookValuation: () => undefined,
      });
      expect(result._tag === 'Left' && result.left.kind).to.equal('decode');
      win.LegacyCalendar = {
        open: () => {
          throw new Error('broken');
        },
      };
      const thrown = await legacy.openCalendar({
        onClose: () => undefined,
        onBookValuation: () => undefined,
      });
      expect(
        thrown._tag === 'Left' && thrown.left.kind === 'decode' && thrown.left.detail,
      ).to.equal('LegacyCalendar.open failed: broken');
    });
  });

  describe('decodeCalendarChoice', () => {
    it('keeps an ISO date and an H:mm time, and nothing else', () => {
      expect(decodeCalendarChoice({ date: '2026-12-01', time: '9:00', extra: 1 })).to.deep.equal({
        date: '2026-12-01',
        time: '9:00',
      });
      expect(decodeCalendarChoice(null)).to.deep.equal({});
      expect(decodeCalendarChoice({ date: 'tomorrow', time: 'noon' })).to.deep.equal({});
    });
  });
});
