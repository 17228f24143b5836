import {
  pagePerTest,
  render,
  screen,
  setupDom,
  teardownDom,
  userSession,
  within,
} from '../support/dom.js';
import { expect } from 'chai';
import CalculatorModal from '../../../ui/calculator/calculator-modal.view.js';
import type { CalculatorViewModel } from '../../../ui/calculator/calculator.view-model.js';
import { aCalculator, aPropertyForSale } from './calculator-builders.js';

const TITLE = 'Property calculators';

async function open(vm: CalculatorViewModel = aCalculator(), backToSearchUrl?: string) {
  await render(
    <CalculatorModal
      vm={vm}
      onClose={() => undefined}
      {...(backToSearchUrl ? { backToSearchUrl } : {})}
    />,
  );
  return { vm, dialog: screen.getByRole('dialog', { name: TITLE }) };
}

const tabs = () => screen.getAllByRole('tab');
const tab = (name: string) => screen.getByRole('tab', { name });
/** The tab panel on show (hidden panels are not in the accessibility tree). */
const panel = () => screen.getByRole('tabpanel');
/** A text input of the panel on show, by the start of its label ('Property price (£)'). */
const field = (label: string) =>
  within(panel()).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const result = () => within(panel()).getByRole('status');
const checkbox = (name: string) =>
  within(panel()).queryByRole('checkbox', { name }) as HTMLInputElement | null;

describe('CalculatorModal', () => {
  let user: ReturnType<typeof userSession>;
  pagePerTest();
  beforeEach(() => {
    user = userSession();
  });

  /** Replaces what a field holds, typing as a visitor does. */
  async function retype(label: string, text: string): Promise<void> {
    await user.clear(field(label));
    if (text !== '') await user.type(field(label), text);
  }

  describe('tabs', () => {
    it('shows the Mortgage, Stamp Duty, Rental Yield and What Could I Borrow? tabs, the first selected and focused', async () => {
      await open();
      expect(
        within(screen.getByRole('tablist', { name: 'Calculators' })).getAllByRole('tab'),
      ).to.deep.equal(tabs());
      expect(tabs().map((t) => t.textContent)).to.deep.equal([
        'Mortgage Calculator',
        'Stamp Duty Calculator',
        'Rental Yield Calculator',
        'What Could I Borrow?',
      ]);
      expect(screen.getByRole('tab', { selected: true })).to.equal(tab('Mortgage Calculator'));
      expect(tabs().map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
      expect(document.activeElement).to.equal(tab('Mortgage Calculator'));
    });

    it('links each tab to its panel, which is named by the tab; only the selected panel shows', async () => {
      await open();
      expect(screen.getByRole('tabpanel', { name: 'Mortgage Calculator' })).to.equal(panel());
      for (const each of tabs()) {
        const controlled = document.getElementById(each.getAttribute('aria-controls')!)!;
        expect(controlled.getAttribute('role')).to.equal('tabpanel');
        expect(controlled.getAttribute('aria-labelledby')).to.equal(each.id);
        expect(controlled.hidden).to.equal(each.getAttribute('aria-selected') !== 'true');
      }
    });

    it('moves and selects with Right and Left, wrapping around, with a roving tabindex', async () => {
      const { vm } = await open();
      await user.keyboard('{ArrowRight}');
      expect(vm.activeTab).to.equal('stamp-duty');
      expect(document.activeElement).to.equal(tab('Stamp Duty Calculator'));
      expect(tabs().map((t) => [t.getAttribute('aria-selected'), t.tabIndex])).to.deep.equal([
        ['false', -1],
        ['true', 0],
        ['false', -1],
        ['false', -1],
      ]);
      expect(screen.getByRole('tabpanel', { name: 'Stamp Duty Calculator' })).to.equal(panel());
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(document.activeElement).to.equal(tab('What Could I Borrow?'));
      await user.keyboard('{ArrowRight}');
      expect(document.activeElement).to.equal(tab('Mortgage Calculator'));
      await user.keyboard('{ArrowLeft}');
      expect(document.activeElement).to.equal(tab('What Could I Borrow?'));
      expect(screen.getByRole('tab', { selected: true })).to.equal(tab('What Could I Borrow?'));
    });

    it('goes to the first tab with Home and the last with End', async () => {
      await open();
      await user.keyboard('{End}');
      expect(document.activeElement).to.equal(tab('What Could I Borrow?'));
      await user.keyboard('{Home}');
      expect(document.activeElement).to.equal(tab('Mortgage Calculator'));
      expect(screen.getByRole('tab', { selected: true })).to.equal(tab('Mortgage Calculator'));
    });

    it('leaves other keys alone', async () => {
      const { vm } = await open();
      let prevented: boolean | undefined;
      document.addEventListener('keydown', (event) => {
        prevented = event.defaultPrevented;
      });
      await user.keyboard('{ArrowDown}');
      expect(prevented).to.equal(false);
      expect(vm.activeTab).to.equal('mortgage');
      expect(document.activeElement).to.equal(tab('Mortgage Calculator'));
    });

    it('selects a tab when clicked', async () => {
      await open();
      await user.click(tab('Stamp Duty Calculator'));
      expect(screen.getByRole('tab', { selected: true })).to.equal(tab('Stamp Duty Calculator'));
      expect(field('Property price').value).to.equal('250000');
    });

    it("has no Stamp Duty Calculator tab for a property tagged 'gth commercial'", async () => {
      await open(aCalculator(aPropertyForSale({ tags: ['gth commercial'] })));
      expect(tabs().map((t) => t.textContent)).to.deep.equal([
        'Mortgage Calculator',
        'Rental Yield Calculator',
        'What Could I Borrow?',
      ]);
      expect(document.querySelectorAll('[role="tabpanel"]')).to.have.length(3);
    });

    it('offers no calculator on a lettings property', async () => {
      const { dialog } = await open(
        aCalculator(aPropertyForSale({ property_channel: 'lettings' })),
      );
      expect(screen.queryByRole('tablist')).to.equal(null);
      expect(screen.queryByRole('textbox')).to.equal(null);
      expect(within(dialog).getByText(/for properties for sale/)).to.not.equal(null);
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
      expect(field('Repayment term').value).to.equal('25');
      expect(
        (within(panel()).getByRole('radio', { name: 'Repayment' }) as HTMLInputElement).checked,
      ).to.equal(true);
    });

    it("announces the result politely: '£1,169 per month'", async () => {
      await open();
      expect(result().getAttribute('aria-live')).to.equal('polite');
      expect(result().textContent).to.contain('£1,169 per month');
      await user.click(within(panel()).getByRole('radio', { name: 'Interest only' }));
      expect(result().textContent).to.contain('£833 per month');
    });

    it('keeps only digits in the price as it is typed, and the deposit follows at 20%', async () => {
      await open();
      await retype('Property price', '£300,000');
      expect(field('Property price').value).to.equal('300000');
      expect(field('Deposit').value).to.equal('60000');
    });

    it('links an error to its input and shows £0 per month', async () => {
      await open();
      await retype('Interest rate', '12');
      expect(
        within(panel())
          .getByRole('textbox', {
            name: /^Interest rate/,
            description: 'Enter a value between 0.01 and 10',
          })
          .getAttribute('aria-invalid'),
      ).to.equal('true');
      expect(result().textContent).to.contain('£0 per month');

      await retype('Repayment term', '40');
      expect(
        within(panel()).getByRole('textbox', {
          name: /^Repayment term/,
          description: 'Enter a value between 5 and 35',
        }),
      ).to.equal(field('Repayment term'));

      await retype('Interest rate', '4');
      expect(field('Interest rate').hasAttribute('aria-invalid')).to.equal(false);
    });
  });

  describe('stamp duty form', () => {
    async function openStampDuty(vm = aCalculator()) {
      const opened = await open(vm);
      await user.click(tab('Stamp Duty Calculator'));
      return opened;
    }

    it('announces the tax and effective rate, and shows how it is worked out', async () => {
      await openStampDuty();
      expect(result().textContent).to.contain('£2,500');
      expect(result().textContent).to.contain('1.0%');
      expect(within(panel()).getByRole('table', { name: 'How it is worked out' })).to.not.equal(
        null,
      );
    });

    it("unticks 'First time buyer' when 'Additional property' is ticked, and the reverse", async () => {
      await openStampDuty();
      await user.click(checkbox('First time buyer')!);
      expect(result().textContent).to.contain('£0');
      await user.click(checkbox('Additional property')!);
      expect([
        checkbox('First time buyer')!.checked,
        checkbox('Additional property')!.checked,
      ]).to.deep.equal([false, true]);
      await user.click(checkbox('First time buyer')!);
      expect([
        checkbox('First time buyer')!.checked,
        checkbox('Additional property')!.checked,
      ]).to.deep.equal([true, false]);
    });

    it("offers 'Non-UK resident' in England only", async () => {
      await openStampDuty();
      expect(checkbox('Non-UK resident')).to.not.equal(null);
      teardownDom();
      setupDom();
      user = userSession();
      await openStampDuty(aCalculator(aPropertyForSale({ country: 'scotland' })));
      expect(checkbox('Non-UK resident')).to.equal(null);
      expect(checkbox('First time buyer')).to.not.equal(null);
    });

    it("links 'Enter a property price' to an emptied price", async () => {
      await openStampDuty();
      await retype('Property price', '');
      const input = within(panel()).getByRole('textbox', {
        name: /^Property price/,
        description: 'Enter a property price',
      });
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(result().textContent).to.contain('£0');
    });
  });

  describe('links and navigation', () => {
    it('links to the mortgage guide', async () => {
      await open();
      expect(
        screen.getByRole('link', { name: 'Read our mortgage guide' }).getAttribute('href'),
      ).to.equal('/mortgages');
    });

    it('shows Back to search only when there is a search to go back to', async () => {
      await open(aCalculator(), '/search?channel=sales');
      expect(screen.getByRole('link', { name: 'Back to search' }).getAttribute('href')).to.equal(
        '/search?channel=sales',
      );
      teardownDom();
      setupDom();
      await open();
      expect(screen.queryByRole('link', { name: 'Back to search' })).to.equal(null);
    });

    it('Back to top scrolls the content to the top and moves focus to the heading', async () => {
      const { dialog } = await open();
      const body = dialog.querySelector<HTMLElement>('.modal__body')!;
      // jsdom has no layout, so its scrollTop is always 0: give the body a real one.
      let scrolled = 400;
      Object.defineProperty(body, 'scrollTop', {
        configurable: true,
        get: () => scrolled,
        set: (value: number) => (scrolled = value),
      });
      expect(body.scrollTop).to.equal(400);
      await user.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(body.scrollTop).to.equal(0);
      expect(document.activeElement).to.equal(screen.getByRole('heading', { name: TITLE }));
    });
  });
});
