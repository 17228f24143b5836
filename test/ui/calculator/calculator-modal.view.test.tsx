import { actAsync, currentDom, pressKey, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import CalculatorModal from '../../../ui/calculator/calculator-modal.view.js';
import type { CalculatorViewModel } from '../../../ui/calculator/calculator.view-model.js';
import { aCalculator, aPropertyForSale } from './calculator-builders.js';

async function open(vm: CalculatorViewModel = aCalculator(), backToSearchUrl?: string) {
  const view = await render(<CalculatorModal vm={vm} onClose={() => undefined} {...(backToSearchUrl ? { backToSearchUrl } : {})} />);
  return { vm, view, dialog: document.querySelector<HTMLElement>('[role="dialog"]')! };
}

function tabs(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
}

function tabNamed(name: string): HTMLElement {
  const tab = tabs().find((t) => t.textContent === name);
  if (!tab) throw new Error(`no tab '${name}'`);
  return tab;
}

/** The input whose label starts with `label`, inside the visible tab panel. */
function field(label: string): HTMLInputElement {
  const panel = document.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;
  const found = [...panel.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input');
  if (!(input instanceof currentDom().window.HTMLInputElement)) throw new Error(`no field '${label}'`);
  return input;
}

/** Types into a React-controlled input as a browser would: the value changes, then 'input' fires. */
async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  const win = currentDom().window;
  await actAsync(() => {
    Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
  });
}

function status(): HTMLElement {
  return document.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) [role="status"]')!;
}

describe('CalculatorModal', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  describe('tabs', () => {
    it('shows the Mortgage Calculator and Stamp Duty Calculator tabs, the first selected and focused', async () => {
      const { dialog } = await open();
      expect(dialog.getAttribute('aria-labelledby')).to.be.a('string');
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Mortgage and stamp duty calculators');
      expect(document.querySelector('[role="tablist"]')).to.not.equal(null);
      expect(tabs().map((t) => t.textContent)).to.deep.equal(['Mortgage Calculator', 'Stamp Duty Calculator']);
      expect(tabs().map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false']);
      expect(tabs().map((t) => t.tabIndex)).to.deep.equal([0, -1]);
      expect(document.activeElement).to.equal(tabNamed('Mortgage Calculator'));
    });

    it('links each tab to its panel, which is labelled by the tab; only the selected panel shows', async () => {
      await open();
      for (const tab of tabs()) {
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
        expect(panel.getAttribute('role')).to.equal('tabpanel');
        expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
        expect(panel.hidden).to.equal(tab.getAttribute('aria-selected') !== 'true');
      }
    });

    it('moves and selects with Right and Left, wrapping around, with a roving tabindex', async () => {
      const { vm } = await open();
      await actAsync(() => pressKey(tabNamed('Mortgage Calculator'), 'ArrowRight'));
      expect(vm.activeTab).to.equal('stamp-duty');
      expect(document.activeElement).to.equal(tabNamed('Stamp Duty Calculator'));
      expect(tabs().map((t) => [t.getAttribute('aria-selected'), t.tabIndex])).to.deep.equal([['false', -1], ['true', 0]]);
      await actAsync(() => pressKey(tabNamed('Stamp Duty Calculator'), 'ArrowRight'));
      expect(document.activeElement).to.equal(tabNamed('Mortgage Calculator'));
      await actAsync(() => pressKey(tabNamed('Mortgage Calculator'), 'ArrowLeft'));
      expect(document.activeElement).to.equal(tabNamed('Stamp Duty Calculator'));
      expect(tabNamed('Stamp Duty Calculator').getAttribute('aria-selected')).to.equal('true');
    });

    it('goes to the first tab with Home and the last with End', async () => {
      await open();
      await actAsync(() => pressKey(tabNamed('Mortgage Calculator'), 'End'));
      expect(document.activeElement).to.equal(tabNamed('Stamp Duty Calculator'));
      await actAsync(() => pressKey(tabNamed('Stamp Duty Calculator'), 'Home'));
      expect(document.activeElement).to.equal(tabNamed('Mortgage Calculator'));
      expect(tabNamed('Mortgage Calculator').getAttribute('aria-selected')).to.equal('true');
    });

    it('leaves other keys alone', async () => {
      const { vm } = await open();
      let notCancelled = true;
      await actAsync(() => {
        notCancelled = pressKey(tabNamed('Mortgage Calculator'), 'ArrowDown');
      });
      expect(notCancelled).to.equal(true);
      expect(vm.activeTab).to.equal('mortgage');
    });

    it('selects a tab when clicked', async () => {
      await open();
      await actAsync(() => tabNamed('Stamp Duty Calculator').click());
      expect(tabNamed('Stamp Duty Calculator').getAttribute('aria-selected')).to.equal('true');
      expect(field('Property price').value).to.equal('250000');
    });

    it("has no Stamp Duty Calculator tab for a property tagged 'gth commercial'", async () => {
      await open(aCalculator(aPropertyForSale({ tags: ['gth commercial'] })));
      expect(tabs().map((t) => t.textContent)).to.deep.equal(['Mortgage Calculator']);
      expect(document.querySelectorAll('[role="tabpanel"]')).to.have.length(1);
    });

    it('offers no calculator on a lettings property', async () => {
      await open(aCalculator(aPropertyForSale({ property_channel: 'lettings' })));
      expect(document.querySelector('[role="tablist"]')).to.equal(null);
      expect(document.querySelector('.calculator__unavailable')?.textContent).to.contain('for properties for sale');
    });
  });

  describe('mortgage form', () => {
    it('has labelled numeric inputs with autocomplete off', async () => {
      await open();
      for (const label of ['Property price', 'Deposit', 'Interest rate', 'Repayment term']) {
        const input = field(label);
        expect(input.getAttribute('autocomplete'), label).to.equal('off');
        expect(input.getAttribute('inputmode'), label).to.be.oneOf(['numeric', 'decimal']);
        expect(input.hasAttribute('aria-invalid'), label).to.equal(false);
      }
      expect(field('Interest rate').value).to.equal('5');
    });

    it("announces the result politely: '£1,169 per month'", async () => {
      await open();
      expect(status().getAttribute('aria-live')).to.equal('polite');
      expect(status().textContent).to.contain('£1,169 per month');
      await actAsync(() => (document.querySelector<HTMLInputElement>('input[value="interest-only"]')!).click());
      expect(status().textContent).to.contain('£833 per month');
    });

    it('keeps only digits in the price as it is typed, and the deposit follows at 20%', async () => {
      await open();
      await typeInto(field('Property price'), '£300,000');
      expect(field('Property price').value).to.equal('300000');
      expect(field('Deposit').value).to.equal('60000');
    });

    it('links an error to its input and shows £0 per month', async () => {
      await open();
      await typeInto(field('Interest rate'), '12');
      const input = field('Interest rate');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).to.include('Enter a value between 0.01 and 10');
      expect(status().textContent).to.contain('£0 per month');

      await typeInto(field('Repayment term'), '40');
      const years = field('Repayment term');
      expect(document.getElementById(years.getAttribute('aria-describedby')!)?.textContent).to.equal('Enter a value between 5 and 35');

      await typeInto(field('Interest rate'), '4');
      expect(field('Interest rate').hasAttribute('aria-invalid')).to.equal(false);
    });
  });

  describe('stamp duty form', () => {
    async function openStampDuty(vm = aCalculator()) {
      const opened = await open(vm);
      await actAsync(() => tabNamed('Stamp Duty Calculator').click());
      return opened;
    }

    function checkbox(label: string): HTMLInputElement | undefined {
      const found = [...document.querySelectorAll('[role="tabpanel"]:not([hidden]) label')].find((l) => l.textContent === label);
      return found?.querySelector('input') ?? undefined;
    }

    it('announces the tax and effective rate', async () => {
      await openStampDuty();
      expect(status().textContent).to.contain('£2,500');
      expect(status().textContent).to.contain('1.0%');
      expect(document.querySelector('[role="tabpanel"]:not([hidden]) table caption')?.textContent).to.equal('How it is worked out');
    });

    it("unticks 'First time buyer' when 'Additional property' is ticked, and the reverse", async () => {
      await openStampDuty();
      await actAsync(() => checkbox('First time buyer')!.click());
      expect(status().textContent).to.contain('£0');
      await actAsync(() => checkbox('Additional property')!.click());
      expect([checkbox('First time buyer')!.checked, checkbox('Additional property')!.checked]).to.deep.equal([false, true]);
      await actAsync(() => checkbox('First time buyer')!.click());
      expect([checkbox('First time buyer')!.checked, checkbox('Additional property')!.checked]).to.deep.equal([true, false]);
    });

    it("offers 'Non-UK resident' in England only", async () => {
      await openStampDuty();
      expect(checkbox('Non-UK resident')).to.not.equal(undefined);
      teardownDom();
      setupDom();
      await openStampDuty(aCalculator(aPropertyForSale({ country: 'scotland' })));
      expect(checkbox('Non-UK resident')).to.equal(undefined);
      expect(checkbox('First time buyer')).to.not.equal(undefined);
    });

    it("links 'Enter a property price' to an emptied price", async () => {
      await openStampDuty();
      await typeInto(field('Property price'), '');
      const input = field('Property price');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal('Enter a property price');
      expect(status().textContent).to.contain('£0');
    });
  });

  describe('links and navigation', () => {
    it('links to the mortgage guide', async () => {
      await open();
      const guide = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Read our mortgage guide');
      expect(guide?.getAttribute('href')).to.equal('/mortgages');
    });

    it('shows Back to search only when there is a search to go back to', async () => {
      await open(aCalculator(), '/search?channel=sales');
      const back = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Back to search');
      expect(back?.getAttribute('href')).to.equal('/search?channel=sales');
      teardownDom();
      setupDom();
      await open();
      expect([...document.querySelectorAll('a')].some((a) => a.textContent === 'Back to search')).to.equal(false);
    });

    it('Back to top scrolls the content to the top and moves focus to the heading', async () => {
      const { dialog } = await open();
      const body = dialog.querySelector<HTMLElement>('.modal__body')!;
      // jsdom has no layout, so its scrollTop is always 0: give the body a real one.
      let scrolled = 400;
      Object.defineProperty(body, 'scrollTop', { configurable: true, get: () => scrolled, set: (value: number) => (scrolled = value) });
      expect(body.scrollTop).to.equal(400);
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Back to top')!;
      await actAsync(() => button.click());
      expect(body.scrollTop).to.equal(0);
      expect(document.activeElement?.id).to.equal(dialog.getAttribute('aria-labelledby'));
    });
  });
});
