import { render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import { PropertyCardView, cardPrice, cardPriceParts, cardSrcSet, type PropertyCardViewProps } from '../../../ui/property/property-card.view.js';
import { IMAGE_WIDTHS } from '../../../core/constants.js';
import { aCard } from './results-builders.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const PPPW_ON = { displayStudentPropertyAsPppw: true, displayPppwWithoutBedroomDivision: false };

async function showCard(props: Partial<PropertyCardViewProps> = {}) {
  await render(<PropertyCardView card={aCard('7')} now={NOW} displaySstcStatusAsSold={false} {...props} />);
  return document.querySelector<HTMLElement>('article.property-card')!;
}

describe('PropertyCardView', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  it('offers every card width of SPEC §9 in the srcset', async () => {
    const card = await showCard();
    const srcset = card.querySelector('img')!.getAttribute('srcset')!;
    const widths = srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths).to.deep.equal([...IMAGE_WIDTHS.cards].sort((a, b) => a - b));
    expect(cardSrcSet('/p.jpg?v=2')).to.contain('/p.jpg?v=2&w=320 320w');
  });

  it('loads the first two cards eagerly (the first with high priority) and the rest lazily', async () => {
    await render(
      <>
        {[0, 1, 2, 5].map((index) => (
          <PropertyCardView key={index} card={aCard(String(index))} index={index} now={NOW} displaySstcStatusAsSold={false} />
        ))}
      </>,
    );
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).to.deep.equal(['eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).to.deep.equal(['high', null, null, null]);
  });

  it('shows the price without its qualifier, with the qualifier apart', async () => {
    const card = await showCard({ card: aCard('7', { price: 'Guide price £425,000', priceWithoutQualifier: '£425,000' }) });
    expect(card.querySelector('.property-card__qualifier')?.textContent?.trim()).to.equal('Guide price');
    expect(card.querySelector('.property-card__price .visually-hidden')?.textContent).to.equal('Guide price £425,000');
    expect(cardPrice(aCard('7', { price: undefined, priceValue: 950, property_channel: 'lettings' }))).to.equal('£950 pcm');
  });

  it('shows a student let per person per week when the theme asks', async () => {
    const student = aCard('7', { property_channel: 'lettings', isStudent: true, priceValue: 2600, bedrooms: 4, price: '£2,600 pcm' });
    const card = await showCard({ card: student, pppw: PPPW_ON });
    // 2600 × 12 / 52 / 4 = 150
    expect(card.querySelector('.property-card__price .visually-hidden')?.textContent).to.equal('£150 per person per week');
    expect(cardPriceParts(student, { ...PPPW_ON, displayPppwWithoutBedroomDivision: true }).amount).to.equal('£600');
    expect(cardPriceParts(student, { ...PPPW_ON, displayStudentPropertyAsPppw: false }).amount).to.equal('£2,600 pcm');
  });

  it('shows status tags from core and the rooms with their words', async () => {
    const card = await showCard({ card: aCard('7', { status: 'under offer', createdAt: '2026-11-20T09:00:00Z' }) });
    expect([...card.querySelectorAll('.property-card__tags li')].map((li) => li.textContent)).to.deep.equal(['Under offer', 'New Listing']);
    expect([...card.querySelectorAll('.property-card__features li')].map((li) => li.textContent)).to.deep.equal(['3 bedrooms', '2 bathrooms', '1 reception']);
    expect(card.querySelectorAll('.property-card__features svg[aria-hidden="true"]')).to.have.length(3);
  });

  it('shows the acreage with its icon only when the theme asks', async () => {
    const land = aCard('7', { acreage: 12.5, bedrooms: 0, bathrooms: undefined, receptionRooms: undefined });
    let card = await showCard({ card: land });
    expect(card.querySelector('.property-card__acreage')).to.equal(null);
    teardownDom();
    setupDom();
    card = await showCard({ card: land, showAcreage: true });
    expect(card.querySelector('.property-card__acreage')?.textContent).to.equal('12.5 acres');
  });

  it('renders the save control it is given, and reports when the property is opened', async () => {
    const opened: string[] = [];
    const card = await showCard({ save: <button type="button" aria-pressed="false">Save</button>, onOpen: (id) => opened.push(id) });
    expect(card.querySelector('.property-card__save button')?.textContent).to.equal('Save');
    const link = card.querySelector<HTMLAnchorElement>('.property-card__link')!;
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(opened).to.deep.equal(['7']);
  });
});
