import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import {
  decodeSiteSettings,
  networkFailure,
  type LegacyCalendarHandlers,
  type LegacyEntryPointsPort,
  type Result,
} from '../../../core/index.js';
import {
  LegacyCalendarViewModel,
  valuationRouteFor,
} from '../../../ui/leads/legacy-calendar.view-model.js';
import { followLegacyViewingRequests } from '../../../ui/leads/legacy-viewing-requests.js';
import { ContactFallbackViewModel } from '../../../ui/overlays/contact-fallback.view-model.js';
import { Visits } from './lead-form-builders.js';

/** The legacy entry points as a test drives them: the page's requests, the calendar's hand-backs. */
class FakeLegacy implements LegacyEntryPointsPort {
  viewingListeners = new Set<() => void>();
  handlers: LegacyCalendarHandlers | undefined;
  opened = 0;
  closed = 0;
  answer: Result<void> = right(undefined);
  release: (() => void) | undefined;

  onViewingRequest(callback: () => void): () => void {
    this.viewingListeners.add(callback);
    return () => this.viewingListeners.delete(callback);
  }

  openCalendar(handlers: LegacyCalendarHandlers): Promise<Result<() => void>> {
    this.opened += 1;
    this.handlers = handlers;
    return new Promise((resolve) => {
      this.release = () =>
        resolve(
          this.answer._tag === 'Left'
            ? left(this.answer.left)
            : right(() => void (this.closed += 1)),
        );
    });
  }

  askForViewing(): void {
    for (const listener of this.viewingListeners) listener();
  }
}

const settings = decodeSiteSettings({
  agency_name: 'Oakfield',
  header_data: { primaryMenuItems: [], agencyContactTelephone: '01823 000111' },
}).settings;

function aCalendar() {
  const legacy = new FakeLegacy();
  const navigation = new Visits();
  const warnings: string[] = [];
  const logger = {
    warn: (m: string) => void warnings.push(m),
    error: (m: string) => void warnings.push(m),
  };
  const vm = new LegacyCalendarViewModel({
    legacy,
    navigation,
    logger,
    contact: new ContactFallbackViewModel(settings, async (_id, load) => ({
      ok: true,
      module: await load(),
    })),
  });
  return { vm, legacy, navigation, warnings };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the legacy entry points', () => {
  describe("'#/book_a_valuation' (LegacyCalendarViewModel)", () => {
    it('is loading until the legacy calendar is up, then leaves the screen to it', async () => {
      const { vm, legacy } = aCalendar();
      const stop = vm.start();
      expect([vm.stage, legacy.opened]).to.deep.equal(['loading', 1]);
      legacy.release?.();
      await settle();
      expect(vm.stage).to.equal('open');
      stop();
      expect(legacy.closed).to.equal(1);
    });

    it('closes the route when the visitor closes the calendar', () => {
      const { vm, legacy } = aCalendar();
      vm.start();
      legacy.handlers?.onClose();
      expect(vm.stage).to.equal('closed');
    });

    it("opens the site's valuation modal with what was picked when the calendar hands back", () => {
      const { vm, legacy, navigation } = aCalendar();
      vm.start();
      legacy.handlers?.onBookValuation({ date: '2026-12-01', time: '10:00' });
      legacy.handlers?.onBookValuation({});
      expect(navigation.to).to.deep.equal([
        '#/book-a-valuation?date=2026-12-01&time=10%3A00',
        '#/book-a-valuation',
      ]);
    });

    it("says it failed (and logs why) when the script cannot load; 'Book a valuation online' opens the valuation modal", async () => {
      const { vm, legacy, navigation, warnings } = aCalendar();
      vm.start();
      legacy.answer = left(networkFailure);
      legacy.release?.();
      await settle();
      expect(vm.stage).to.equal('failed');
      expect(warnings).to.deep.equal(['legacy calendar: the script did not load (network)']);
      expect(vm.contact.modal({ title: 'Book a valuation', intro: '' }).telephone).to.equal(
        '01823 000111',
      );
      vm.bookOnline();
      expect(navigation.to).to.deep.equal(['#/book-a-valuation']);
    });

    it('takes a calendar that arrives after the route has closed straight away again', async () => {
      const { vm, legacy } = aCalendar();
      const stop = vm.start();
      stop();
      legacy.release?.();
      await settle();
      expect(legacy.closed).to.equal(1);
      expect(vm.stage).to.equal('loading');
    });
  });

  describe('followLegacyViewingRequests (hfview__open, rda_viewing)', () => {
    it("opens '#/book-a-viewing' each time the page asks, until stopped", () => {
      const legacy = new FakeLegacy();
      const navigation = new Visits();
      const stop = followLegacyViewingRequests(legacy, navigation);
      legacy.askForViewing();
      legacy.askForViewing();
      stop();
      legacy.askForViewing();
      expect(navigation.to).to.deep.equal(['#/book-a-viewing', '#/book-a-viewing']);
    });
  });

  describe('valuationRouteFor', () => {
    it('puts the picked day and time in the query of the valuation route', () => {
      expect(valuationRouteFor({ date: '2026-12-01' })).to.equal(
        '/book-a-valuation?date=2026-12-01',
      );
      expect(valuationRouteFor({ date: '2026-12-01', time: '14:00' })).to.equal(
        '/book-a-valuation?date=2026-12-01&time=14%3A00',
      );
      expect(valuationRouteFor({})).to.equal('/book-a-valuation');
    });
  });
});
