import { pagePerTest, render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import {
  PropertyCardView,
  cardSrcSet,
  describeCard,
  type PropertyCardViewProps,
} from '../../../ui/property/property-card.view.js';
import { listingPrice } from '../../../core/format/price.js';
import type { PropertyCard } from '../../../core/property/property.js';
import { IMAGE_WIDTHS } from '../../../core/content/images.js';
import { aCard } from './results-builders.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const PPPW_ON = { displayStudentPropertyAsPppw: true, displayPppwWithoutBedroomDivision: false };

async function showCard(props: Partial<PropertyCardViewProps> = {}) {
  await render(
    <PropertyCardView card={aCard('7')} now={NOW} displaySstcStatusAsSold={false} {...props} />,
  );
  return document.querySelector<HTMLElement>('article.property-card')!;
}

describe('PropertyCardView', () => {
  pagePerTest();

  it('offers every card width of SPEC §9 in the srcset', async () => {
    const card = await showCard();
    const srcset = card.querySelector('img')!.getAttribute('srcset')!;
    const widths = srcset
      .split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
    expect(widths).to.deep.equal([...IMAGE_WIDTHS.cards].sort((a, b) => a - b));
    expect(cardSrcSet('/p.jpg?v=2')).to.contain('/p.jpg?v=2&w=320 320w');
  });

  it("shows an auction lot's date to come in a time element", async () => {
    const card = await showCard({
      card: aCard('7', { disposal: 'auction', auctionDate: '2027-01-09' }),
    });
    const time = card.querySelector('time')!;
    expect([time.textContent, time.getAttribute('datetime')]).to.deep.equal([
      'Auction 9 January 2027',
      '2027-01-09',
    ]);
  });

  it('loads the first two cards eagerly (the first with high priority) and the rest lazily', async () => {
    await render(
      <>
        {[0, 1, 2, 5].map((index) => (
          <PropertyCardView
            key={index}
            card={aCard(String(index))}
            index={index}
            now={NOW}
            displaySstcStatusAsSold={false}
          />
        ))}
      </>,
    );
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).to.deep.equal([
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).to.deep.equal([
      'high',
      null,
      null,
      null,
    ]);
  });

  it('shows the price without its qualifier, with the qualifier apart', async () => {
    const card = await showCard({
      card: aCard('7', { price: 'Guide price £425,000', priceWithoutQualifier: '£425,000' }),
    });
    expect(card.querySelector('.property-card__qualifier')?.textContent?.trim()).to.equal(
      'Guide price',
    );
    expect(card.querySelector('.property-card__price .visually-hidden')?.textContent).to.equal(
      'Guide price £425,000',
    );
    expect(
      listingPrice(aCard('7', { price: undefined, priceValue: 950, property_channel: 'lettings' }))
        .text,
    ).to.equal('£950 pcm');
  });

  it('shows a student let per person per week when the theme asks', async () => {
    const student = aCard('7', {
      property_channel: 'lettings',
      isStudent: true,
      priceValue: 2600,
      bedrooms: 4,
      price: '£2,600 pcm',
    });
    const card = await showCard({ card: student, pppw: PPPW_ON });
    // 2600 × 12 / 52 / 4 = 150
    expect(card.querySelector('.property-card__price .visually-hidden')?.textContent).to.equal(
      '£150 per person per week',
    );
    expect(
      listingPrice(student, { ...PPPW_ON, displayPppwWithoutBedroomDivision: true }).amount,
    ).to.equal('£600');
    expect(
      listingPrice(student, { ...PPPW_ON, displayStudentPropertyAsPppw: false }).amount,
    ).to.equal('£2,600 pcm');
  });

  it('shows status tags from core and the rooms with their words', async () => {
    const card = await showCard({
      card: aCard('7', { status: 'under offer', createdAt: '2026-11-20T09:00:00Z' }),
    });
    expect(
      [...card.querySelectorAll('.property-card__tags li')].map((li) => li.textContent),
    ).to.deep.equal(['Under offer', 'New Listing']);
    expect(
      [...card.querySelectorAll('.property-card__features li')].map((li) => li.textContent),
    ).to.deep.equal(['3 bedrooms', '2 bathrooms', '1 reception']);
    expect(
      card.querySelectorAll('.property-card__features svg[aria-hidden="true"]'),
    ).to.have.length(3);
  });

  it('shows the acreage with its icon only when the theme asks', async () => {
    const land = aCard('7', {
      acreage: 12.5,
      bedrooms: 0,
      bathrooms: undefined,
      receptionRooms: undefined,
    });
    let card = await showCard({ card: land });
    expect(card.querySelector('.property-card__acreage')).to.equal(null);
    teardownDom();
    setupDom();
    card = await showCard({ card: land, showAcreage: true });
    expect(card.querySelector('.property-card__acreage')?.textContent).to.equal('12.5 acres');
  });

  it('renders the save control it is given, and reports when the property is opened', async () => {
    const opened: string[] = [];
    const card = await showCard({
      save: (
        <button type="button" aria-pressed="false">
          Save
        </button>
      ),
      onOpen: (id) => opened.push(id),
    });
    expect(card.querySelector('.property-card__save button')?.textContent).to.equal('Save');
    const link = card.querySelector<HTMLAnchorElement>('.property-card__link')!;
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    expect(opened).to.deep.equal(['7']);
  });

  it('is not rendered again when its list re-renders with the same props (memoised)', async () => {
    // A mutable copy shows whether React called the component again: cards are never mutated in
    // the app, so only a re-render could pick the change up.
    const card: { -readonly [K in keyof PropertyCard]: PropertyCard[K] } = { ...aCard('7') };
    const theme = { displaySstcStatusAsSold: false, now: NOW, pppw: PPPW_ON } as const;
    const view = await render(<PropertyCardView card={card} {...theme} />);
    card.display_address = 'Changed without a new card';
    await view.rerender(<PropertyCardView card={card} {...theme} />);
    expect(document.querySelector('.property-card__link')?.textContent).to.equal(
      '7 Castle Street, Taunton',
    );
    await view.rerender(<PropertyCardView card={{ ...card }} {...theme} />);
    expect(document.querySelector('.property-card__link')?.textContent).to.equal(
      'Changed without a new card',
    );
  });
});

describe('describeCard', () => {
  const options = { displaySstcStatusAsSold: false, now: NOW };

  it('works out tags with their CSS modifiers, the photo sources and the rooms once', () => {
    const display = describeCard(
      aCard('7', { status: 'sold subject to contract', createdAt: '2026-11-20T09:00:00Z' }),
      options,
    );
    expect(display.tags).to.deep.equal([{ label: 'SSTC', className: 'tag tag--sstc' }]);
    expect(display.photo?.src).to.match(/^\/images\/7\.jpg\?w=\d+$/);
    expect(IMAGE_WIDTHS.cards).to.include(Number(display.photo?.src.split('w=')[1]));
    expect(display.photo?.srcSet).to.equal(cardSrcSet('/images/7.jpg'));
    expect(display.photo?.alt).to.equal('Front of 7 Castle Street');
    expect(display.rooms.map((room) => room.text)).to.deep.equal([
      '3 bedrooms',
      '2 bathrooms',
      '1 reception',
    ]);
    expect(display.price.spoken).to.equal('£350,000');
  });

  it('follows the theme: SSTC as Sold, acreage only when asked', () => {
    const land = aCard('7', { status: 'sstc', acreage: 2 });
    expect(
      describeCard(land, { ...options, displaySstcStatusAsSold: true }).tags.map(
        (t) => t.className,
      ),
    ).to.deep.equal(['tag tag--sold']);
    expect(describeCard(land, options).acreage).to.equal('');
    expect(describeCard(land, { ...options, showAcreage: true }).acreage).to.equal('2 acres');
  });

  it("gives an auction lot its date to come (core's upcomingAuction), and a past or private sale none", () => {
    const lot = aCard('7', { disposal: 'auction', auctionDate: '2027-01-09' });
    expect(describeCard(lot, options).auction).to.deep.equal({
      datetime: '2027-01-09',
      label: 'Auction 9 January 2027',
    });
    expect(describeCard({ ...lot, auctionDate: '2026-11-01' }, options).auction).to.equal(
      undefined,
    );
    expect(describeCard(aCard('7'), options).auction).to.equal(undefined);
  });

  it('has no photo for a card without photos, and names a photo without alt text by the address', () => {
    expect(describeCard(aCard('7', { photos: [] }), options).photo).to.equal(undefined);
    expect(describeCard(aCard('7', { photos: [{ url: '/p.jpg' }] }), options).photo?.alt).to.equal(
      'Photo of 7 Castle Street, Taunton',
    );
  });
});
