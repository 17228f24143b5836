import { pagePerTest, render, screen, userSession, within } from '../support/dom.js';
import { expect } from 'chai';
import CalculatorModal from '../../../ui/calculator/calculator-modal.view.js';
import { aCalculator } from './calculator-builders.js';

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const field = (label: string) =>
  within(panel()).getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const result = () => within(panel()).getByRole('status');

describe('CalculatorModal: rental yield and What Could I Borrow?', () => {
  let user: ReturnType<typeof userSession>;
  pagePerTest();
  beforeEach(() => {
    user = userSession();
  });

  async function openOn(name: string) {
    await render(<CalculatorModal vm={aCalculator()} onClose={() => undefined} />);
    await user.click(tab(name));
    expect(screen.getByRole('tabpanel', { name })).to.equal(panel());
  }

  describe('Rental Yield Calculator', () => {
    it("starts from the property's price and announces the yields politely as the rent is typed", async () => {
      await openOn('Rental Yield Calculator');
      expect(field('Property price').value).to.equal('250000');
      expect(result().getAttribute('aria-live')).to.equal('polite');
      expect(result().textContent).to.contain('0.0%');
      await user.clear(field('Property price'));
      await user.type(field('Property price'), '200000');
      await user.type(field('Monthly rent'), '1000');
      expect(result().textContent).to.contain('Gross yield6.0%');
      await user.type(field('Yearly costs'), '2400');
      expect(result().textContent).to.contain('Net yield 4.8%');
    });

    it('describes each input by its hint, and links an error to its input', async () => {
      await openOn('Rental Yield Calculator');
      expect(
        within(panel()).getByRole('textbox', {
          name: /^Yearly costs/,
          description: 'Optional: letting fees, insurance, repairs, service charge',
        }),
      ).to.equal(field('Yearly costs'));
      await user.type(field('Monthly rent'), '100');
      await user.type(field('Yearly costs'), '5000');
      const costs = within(panel()).getByRole('textbox', {
        name: /^Yearly costs/,
        description: /Enter yearly costs between 0 and the yearly rent/,
      });
      expect(costs.getAttribute('aria-invalid')).to.equal('true');
    });
  });

  describe('What Could I Borrow?', () => {
    it("starts at the agency's multiple and lends £225,000 on £50,000, with a link to those homes", async () => {
      await openOn('What Could I Borrow?');
      expect(field('Income multiple').value).to.equal('4.5');
      expect(within(panel()).queryByRole('link')).to.equal(null);
      await user.type(field('Yearly income'), '50000');
      expect(result().textContent).to.contain('£225,000');
      const link = within(panel()).getByRole('link', {
        name: 'See homes for sale up to £225,000',
      });
      expect(link.getAttribute('href')).to.equal('/search?channel=sales&fragment=up-to-225000');
    });

    it('asks for a second income when two are buying, and adds it', async () => {
      await openOn('What Could I Borrow?');
      expect(within(panel()).queryByRole('textbox', { name: /^Second yearly income/ })).to.equal(
        null,
      );
      await user.click(within(panel()).getByRole('radio', { name: 'Two of us' }));
      await user.type(field('First yearly income'), '40000');
      await user.type(field('Second yearly income'), '30000');
      await user.type(field('Deposit'), '35000');
      expect(result().textContent).to.contain('£315,000');
      expect(result().textContent).to.contain('Budget with your deposit £350,000');
    });

    it("links the multiple's error to its input", async () => {
      await openOn('What Could I Borrow?');
      await user.clear(field('Income multiple'));
      await user.type(field('Income multiple'), '9');
      expect(
        within(panel())
          .getByRole('textbox', {
            name: /^Income multiple/,
            description: /Enter a value between 1 and 7/,
          })
          .getAttribute('aria-invalid'),
      ).to.equal('true');
    });
  });
});
