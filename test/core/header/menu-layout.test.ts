import { expect } from 'chai';
import fc from 'fast-check';
import type { MenuItem } from '../../../core/agency/agency.js';
import {
  dropdownAlignment,
  dropdownWidth,
  headerPhoneLink,
  isMobileMenu,
  isNewTab,
  isScrolledHeader,
  parseLogoDimensions,
  sectionIllustration,
  sectionIllustrationMap,
  splitPrimaryMenu,
  telHref,
} from '../../../core/header/menu-layout.js';

const menuItem = (name: string, items: MenuItem[] = [], target?: string): MenuItem => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  url: `/${name.toLowerCase()}`,
  items,
  ...(target === undefined ? {} : { target }),
});

describe('splitPrimaryMenu', () => {
  const names = ['Buy', 'Rent', 'Sell', 'Let', 'Services', 'About', 'Contact'];

  it('puts the first four items left of the logo and the rest right', () => {
    expect(splitPrimaryMenu(names, { splitEqually: false })).to.deep.equal({
      left: ['Buy', 'Rent', 'Sell', 'Let'],
      right: ['Services', 'About', 'Contact'],
    });
  });

  it('puts everything left when there are four items or fewer', () => {
    expect(splitPrimaryMenu(['Buy', 'Rent'], { splitEqually: false })).to.deep.equal({
      left: ['Buy', 'Rent'],
      right: [],
    });
  });

  it('splits an even menu in half when asked to split equally', () => {
    expect(splitPrimaryMenu(names.slice(0, 6), { splitEqually: true })).to.deep.equal({
      left: ['Buy', 'Rent', 'Sell'],
      right: ['Let', 'Services', 'About'],
    });
  });

  it('gives the extra item of an odd menu to the left', () => {
    expect(splitPrimaryMenu(names, { splitEqually: true })).to.deep.equal({
      left: ['Buy', 'Rent', 'Sell', 'Let'],
      right: ['Services', 'About', 'Contact'],
    });
    expect(splitPrimaryMenu(['Buy'], { splitEqually: true })).to.deep.equal({
      left: ['Buy'],
      right: [],
    });
    expect(splitPrimaryMenu([], { splitEqually: true })).to.deep.equal({ left: [], right: [] });
  });

  it('keeps every item once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.boolean(), (items, splitEqually) => {
        const { left, right } = splitPrimaryMenu(items, { splitEqually });
        return JSON.stringify([...left, ...right]) === JSON.stringify(items);
      }),
    );
  });

  it('never leaves the two halves more than one item apart when splitting equally', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const { left, right } = splitPrimaryMenu(items, { splitEqually: true });
        const difference = left.length - right.length;
        return difference === 0 || difference === 1;
      }),
    );
  });
});

describe('dropdownWidth', () => {
  it('estimates 230 px for a single-level dropdown', () => {
    expect(dropdownWidth(menuItem('Buy', [menuItem('Houses'), menuItem('Flats')]))).to.equal(230);
    expect(dropdownWidth(menuItem('Contact'))).to.equal(230);
  });

  it('estimates 460 px when a child has its own children', () => {
    expect(
      dropdownWidth(
        menuItem('Services', [menuItem('Survey'), menuItem('Lettings', [menuItem('Landlords')])]),
      ),
    ).to.equal(460);
  });
});

describe('dropdownAlignment', () => {
  it('opens rightwards from the item when it fits on screen', () => {
    expect(dropdownAlignment(100, 1280, 460)).to.equal('left');
    expect(dropdownAlignment(820, 1280, 460)).to.equal('left');
  });

  it('lines up with the right edge when it would overflow', () => {
    expect(dropdownAlignment(821, 1280, 460)).to.equal('right');
  });
});

describe('isNewTab', () => {
  it("opens items whose target is 'B' in a new tab", () => {
    expect(isNewTab(menuItem('Blog', [], 'B'))).to.equal(true);
    expect(isNewTab({ target: ' b ' })).to.equal(true);
  });

  it('opens other items in the same tab', () => {
    expect(isNewTab(menuItem('Buy'))).to.equal(false);
    expect(isNewTab(menuItem('Buy', [], 'S'))).to.equal(false);
    expect(isNewTab(menuItem('Buy', [], ''))).to.equal(false);
  });
});

describe('sectionIllustration', () => {
  const map = sectionIllustrationMap({
    antiques: '/img/antiques.svg',
    auctions: '/img/auctions.svg',
    professionalServices: '/img/services.svg',
    agriculture: '/img/agriculture.svg',
    sedgemoor: '/img/sedgemoor.svg',
  });

  it('finds the illustration by section name, ignoring case and spacing', () => {
    expect(sectionIllustration(menuItem('Antiques'), map)).to.equal('/img/antiques.svg');
    expect(sectionIllustration(menuItem('  AUCTIONS '), map)).to.equal('/img/auctions.svg');
    expect(sectionIllustration(menuItem('survey  &  valuation'), map)).to.equal(
      '/img/services.svg',
    );
  });

  it('gives every professional-services section the same illustration', () => {
    for (const name of [
      'Services',
      'Development Land & Planning',
      'Survey & Valuation',
      'Property Management',
    ]) {
      expect(sectionIllustration(menuItem(name), map), name).to.equal('/img/services.svg');
    }
  });

  it("reads '&amp;' in a menu name as '&'", () => {
    expect(sectionIllustration(menuItem('Development Land &amp; Planning'), map)).to.equal(
      '/img/services.svg',
    );
  });

  it('gives nothing for other sections or unconfigured illustrations', () => {
    expect(sectionIllustration(menuItem('Buy'), map)).to.equal(undefined);
    const partial = sectionIllustrationMap({ antiques: '/img/antiques.svg', auctions: ' ' });
    expect(partial).to.deep.equal({ Antiques: '/img/antiques.svg' });
    expect(sectionIllustration(menuItem('Auctions'), partial)).to.equal(undefined);
    expect(sectionIllustration(menuItem('constructor'), {})).to.equal(undefined);
  });

  it('takes a hand-written map too', () => {
    expect(sectionIllustration(menuItem('Sedgemoor'), { sedgemoor: '/s.svg' })).to.equal('/s.svg');
  });
});

describe('headerPhoneLink', () => {
  it('links the agency telephone with spaces removed', () => {
    expect(headerPhoneLink(undefined, '01234 567 890')).to.equal('tel:01234567890');
  });

  it("keeps a leading + and drops the '(0)' of an international number", () => {
    expect(headerPhoneLink(undefined, '+44 (0)1234 567890')).to.equal('tel:+441234567890');
    expect(headerPhoneLink(undefined, '+44-20-7946-0000')).to.equal('tel:+442079460000');
  });

  it('prefers the configured mobile header contact link', () => {
    expect(headerPhoneLink('/contact-us', '01234 567890')).to.equal('/contact-us');
    expect(headerPhoneLink('tel:01234567890', '0800 000 000')).to.equal('tel:01234567890');
    expect(headerPhoneLink('mailto:hello@agency.example')).to.equal('mailto:hello@agency.example');
    expect(headerPhoneLink('https://agency.example/contact')).to.equal(
      'https://agency.example/contact',
    );
    expect(headerPhoneLink('#/contact-office')).to.equal('#/contact-office');
  });

  it('turns a configured bare phone number into a tel: link', () => {
    expect(headerPhoneLink(' 0800 123 4567 ', '01234 567890')).to.equal('tel:08001234567');
  });

  it('ignores an unsafe or blank configured link and falls back to the telephone', () => {
    expect(headerPhoneLink('javascript:alert(1)', '01234 567890')).to.equal('tel:01234567890');
    expect(headerPhoneLink('//evil.example', '01234 567890')).to.equal('tel:01234567890');
    expect(headerPhoneLink('/\\evil.example', '01234 567890')).to.equal('tel:01234567890');
    expect(headerPhoneLink('   ', '01234 567890')).to.equal('tel:01234567890');
  });

  it('gives nothing without a usable link or number', () => {
    expect(headerPhoneLink()).to.equal(undefined);
    expect(headerPhoneLink(undefined, 'call us')).to.equal(undefined);
    expect(headerPhoneLink('javascript:alert(1)')).to.equal(undefined);
  });
});

describe('telHref', () => {
  it('needs 6 to 15 digits', () => {
    expect(telHref('12345')).to.equal(undefined);
    expect(telHref('123456')).to.equal('tel:123456');
    expect(telHref('1234567890123456')).to.equal(undefined);
  });

  it('rejects text that is not a phone number', () => {
    expect(telHref('0123 456 789 ext. 4')).to.equal(undefined);
    expect(telHref('01234+567890')).to.equal(undefined);
  });
});

describe('parseLogoDimensions', () => {
  it("reads 'width,height'", () => {
    expect(parseLogoDimensions('200,80')).to.deep.equal({ width: 200, height: 80 });
  });

  it('tolerates spaces, px and decimals', () => {
    expect(parseLogoDimensions(' 200 , 80 ')).to.deep.equal({ width: 200, height: 80 });
    expect(parseLogoDimensions('200px,80px')).to.deep.equal({ width: 200, height: 80 });
    expect(parseLogoDimensions('180.5,60')).to.deep.equal({ width: 180.5, height: 60 });
  });

  it('rejects junk, zero and absurd sizes', () => {
    for (const junk of [
      '',
      '200',
      '200,',
      ',80',
      '200x80',
      'a,b',
      '200,80,10',
      '-200,80',
      '0,80',
      '200,0',
      '20000,80',
      '1e3,80',
    ]) {
      expect(parseLogoDimensions(junk), junk).to.equal(undefined);
    }
  });
});

describe('isMobileMenu', () => {
  it('uses the mobile menu below 1200 px', () => {
    expect(isMobileMenu(1199)).to.equal(true);
    expect(isMobileMenu(1200)).to.equal(false);
  });
});

describe('isScrolledHeader', () => {
  it('restyles the header only past 30 px', () => {
    expect(isScrolledHeader(30)).to.equal(false);
    expect(isScrolledHeader(31)).to.equal(true);
    expect(isScrolledHeader(0)).to.equal(false);
  });
});
