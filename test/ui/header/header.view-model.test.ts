import { expect } from 'chai';
import { autorun } from 'mobx';
import type { MenuItem } from '../../../core/agency/agency.js';
import { HeaderViewModel } from '../../../ui/header/header.view-model.js';
import type { HeaderPage, HeaderSettings } from '../../../ui/header/header.view-model.js';
import { FakeBrowser, HOME, INNER_PAGE, headerSettings, menuItem } from './header-builders.js';

function viewModel(
  settings: HeaderSettings,
  page: HeaderPage = INNER_PAGE,
  browser = new FakeBrowser(),
) {
  const vm = new HeaderViewModel(settings, page, browser.env);
  return { vm, browser };
}

function items(...names: string[]): MenuItem[] {
  return names.map((name) => menuItem(name));
}

/** Sales ▸ (Buy ▸ (Houses, Flats), Sell), Lettings ▸ (Rent, Landlords), About (no children). */
function sampleMenu() {
  const houses = menuItem('Houses');
  const flats = menuItem('Flats');
  const buy = menuItem('Buy', {}, houses, flats);
  const sell = menuItem('Sell');
  const sales = menuItem('Sales', {}, buy, sell);
  const rent = menuItem('Rent');
  const landlords = menuItem('Landlords');
  const lettings = menuItem('Lettings', {}, rent, landlords);
  const about = menuItem('About');
  return {
    sales,
    buy,
    sell,
    houses,
    flats,
    lettings,
    rent,
    landlords,
    about,
    all: [sales, lettings, about],
  };
}

/** A header over the sample menu on an inner page, in a window `width` px wide. */
function sampleMenuHeader(width?: number) {
  const menu = sampleMenu();
  const settings = headerSettings({ header: { primaryMenuItems: menu.all } });
  return { menu, ...viewModel(settings, INNER_PAGE, new FakeBrowser(width)) };
}

describe('HeaderViewModel', () => {
  describe('primary menu around the logo', () => {
    it('puts the first four items left of a centred logo and the rest right', () => {
      const primary = items('One', 'Two', 'Three', 'Four', 'Five', 'Six');
      const { vm } = viewModel(headerSettings({ header: { primaryMenuItems: primary } }));
      expect(vm.logoPosition).to.equal('center');
      expect(vm.primarySplit.left.map((i) => i.name)).to.deep.equal([
        'One',
        'Two',
        'Three',
        'Four',
      ]);
      expect(vm.primarySplit.right.map((i) => i.name)).to.deep.equal(['Five', 'Six']);
    });

    it('splits half each when the theme splits the menu equally, the extra item going left', () => {
      const primary = items('One', 'Two', 'Three', 'Four', 'Five');
      const { vm } = viewModel(
        headerSettings({
          header: { primaryMenuItems: primary },
          theme: { splitNavigationMenuItemsEqually: true },
        }),
      );
      expect(vm.primarySplit.left.map((i) => i.name)).to.deep.equal(['One', 'Two', 'Three']);
      expect(vm.primarySplit.right.map((i) => i.name)).to.deep.equal(['Four', 'Five']);
    });

    it('puts the logo first and every item after it when navbarLogoPosition is left', () => {
      const primary = items('One', 'Two', 'Three', 'Four', 'Five');
      const { vm } = viewModel(
        headerSettings({
          header: { primaryMenuItems: primary },
          theme: { navbarLogoPosition: ' Left ' },
        }),
      );
      expect(vm.logoPosition).to.equal('left');
      expect(vm.primarySplit.left).to.deep.equal([]);
      expect(vm.primarySplit.right.map((i) => i.name)).to.deep.equal([
        'One',
        'Two',
        'Three',
        'Four',
        'Five',
      ]);
    });

    it('puts every item before the logo when navbarLogoPosition is right', () => {
      const primary = items('One', 'Two');
      const { vm } = viewModel(
        headerSettings({
          header: { primaryMenuItems: primary },
          theme: { navbarLogoPosition: 'right' },
        }),
      );
      expect(vm.primarySplit.left.map((i) => i.name)).to.deep.equal(['One', 'Two']);
      expect(vm.primarySplit.right).to.deep.equal([]);
    });

    it('treats an unknown logo position as centred', () => {
      const { vm } = viewModel(headerSettings({ theme: { navbarLogoPosition: 'middle-ish' } }));
      expect(vm.logoPosition).to.equal('center');
    });
  });

  describe('missing menu configuration', () => {
    it('gives the SPEC §8 admin error when primaryMenuItems is missing', () => {
      const { vm } = viewModel(headerSettings({ noPrimaryMenu: true }));
      expect(vm.menuError).to.equal(
        'Error, menu items need to be set in admin for the header component to work',
      );
      expect(vm.primaryItems).to.deep.equal([]);
    });

    it('gives no error for a configured but empty menu', () => {
      const { vm } = viewModel(headerSettings({ header: { primaryMenuItems: [] } }));
      expect(vm.menuError).to.equal(undefined);
    });
  });

  describe('desktop dropdowns', () => {
    it('opens the dropdown of an item with children and shows its first second level', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.openDropdown(menu.sales.id);
      expect(vm.openDropdownId).to.equal(menu.sales.id);
      expect(vm.openDropdownItem).to.equal(menu.sales);
      expect(vm.openSubmenuId).to.equal(menu.buy.id);
    });

    it('has no dropdown for an item without children or an unknown id', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.openDropdown(menu.about.id);
      vm.openDropdown('nope');
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('opens a dropdown without a second level with no submenu', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.openDropdown(menu.lettings.id);
      expect(vm.openSubmenuId).to.equal(undefined);
    });

    it('toggles: a second click closes it, a click on another item moves to that one', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.toggleDropdown(menu.sales.id);
      expect(vm.openDropdownId).to.equal(menu.sales.id);
      vm.toggleDropdown(menu.lettings.id);
      expect(vm.openDropdownId).to.equal(menu.lettings.id);
      vm.toggleDropdown(menu.lettings.id);
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('keeps the chosen second level when the same dropdown is opened again by hover', () => {
      const menu = sampleMenu();
      const other = menuItem('Other', {}, menuItem('Deep'));
      const sales = { ...menu.sales, items: [...menu.sales.items, other] };
      const { vm } = viewModel(headerSettings({ header: { primaryMenuItems: [sales] } }));
      vm.openDropdown(sales.id);
      vm.openSubmenu(other.id);
      vm.openDropdown(sales.id);
      expect(vm.openSubmenuId).to.equal(other.id);
    });

    it('keeps a list open at either level when the pointer clicks its toggle after hovering opened it', () => {
      const menu = sampleMenu();
      const other = menuItem('Other', {}, menuItem('Deep'));
      const sales = { ...menu.sales, items: [...menu.sales.items, other] };
      const { vm } = viewModel(
        headerSettings({ header: { primaryMenuItems: [sales, menu.lettings] } }),
      );
      vm.hoverDropdown(sales.id);
      vm.hoverSubmenu(menu.buy.id);
      vm.pressSubmenuToggle(menu.buy.id, true);
      expect(vm.openSubmenuId, 'the second level the hover showed stays').to.equal(menu.buy.id);
      vm.pressSubmenuToggle(menu.buy.id, true);
      expect(vm.openSubmenuId, 'a second click closes it').to.equal(undefined);
      vm.hoverSubmenu(other.id);
      vm.pressSubmenuToggle(other.id, true);
      expect(vm.openSubmenuId).to.equal(other.id);
      vm.pressDropdownToggle(sales.id, true);
      expect(vm.openDropdownId, 'the dropdown the hover opened stays').to.equal(sales.id);
      vm.pressDropdownToggle(sales.id, true);
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('toggles from the keys whatever the hover opened, and the next click closes a list a click opened', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.hoverDropdown(menu.sales.id);
      vm.pressSubmenuToggle(menu.buy.id, false);
      expect(vm.openSubmenuId).to.equal(undefined);
      vm.pressSubmenuToggle(menu.buy.id, false);
      expect(vm.openSubmenuId).to.equal(menu.buy.id);
      vm.pressDropdownToggle(menu.sales.id, false);
      expect(vm.openDropdownId).to.equal(undefined);
      vm.pressDropdownToggle(menu.sales.id, true);
      vm.hoverDropdown(menu.sales.id);
      vm.hoverSubmenu(menu.buy.id);
      vm.pressSubmenuToggle(menu.buy.id, true);
      expect(vm.openSubmenuId, 'opened by the click, not the hover').to.equal(undefined);
      vm.pressDropdownToggle(menu.sales.id, true);
      expect(vm.openDropdownId).to.equal(undefined);
      vm.hoverDropdown(menu.sales.id);
      vm.hoverDropdown(menu.about.id);
      expect(vm.openDropdownId, 'the pointer came over an item without one').to.equal(undefined);
    });

    it('closes every level at once', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.openDropdown(menu.sales.id, 100);
      vm.closeDropdowns();
      expect([vm.openDropdownId, vm.openSubmenuId, vm.dropdownAnchorLeft]).to.deep.equal([
        undefined,
        undefined,
        undefined,
      ]);
    });

    it('opens a second level only for a child with children inside the open dropdown', () => {
      const { menu, vm } = sampleMenuHeader();
      vm.openSubmenu(menu.buy.id);
      expect(vm.openSubmenuId, 'no dropdown open').to.equal(undefined);
      vm.openDropdown(menu.sales.id);
      vm.openSubmenu(menu.sell.id);
      expect(vm.openSubmenuId, 'Sell has no children').to.equal(menu.buy.id);
      vm.toggleSubmenu(menu.buy.id);
      expect(vm.openSubmenuId).to.equal(undefined);
      vm.toggleSubmenu(menu.buy.id);
      expect(vm.openSubmenuId).to.equal(menu.buy.id);
    });

    it('is 460 px wide with a second level and 230 px without', () => {
      const { menu, vm } = sampleMenuHeader();
      expect(vm.openDropdownWidth).to.equal(undefined);
      vm.openDropdown(menu.sales.id);
      expect(vm.openDropdownWidth).to.equal(460);
      vm.openDropdown(menu.lettings.id);
      expect(vm.openDropdownWidth).to.equal(230);
    });

    it('lines a dropdown up with the right edge of its item when it would run off screen', () => {
      const { menu, vm } = sampleMenuHeader(1280);
      vm.start();
      vm.openDropdown(menu.sales.id, 820);
      expect(vm.openDropdownAlignment, '820 + 460 = 1280 fits').to.equal('left');
      vm.openDropdown(menu.sales.id, 821);
      expect(vm.openDropdownAlignment).to.equal('right');
    });

    it('closes the dropdown when the window shrinks to the mobile menu', () => {
      const { menu, vm, browser } = sampleMenuHeader();
      vm.start();
      vm.openDropdown(menu.sales.id);
      browser.resizeTo(1199);
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('is observable: a reaction sees the dropdown open and close', () => {
      const { menu, vm } = sampleMenuHeader();
      const seen: (string | undefined)[] = [];
      const stop = autorun(() => seen.push(vm.openDropdownId));
      vm.openDropdown(menu.sales.id);
      vm.closeDropdowns();
      stop();
      expect(seen).to.deep.equal([undefined, menu.sales.id, undefined]);
    });
  });

  describe('mobile menu', () => {
    it('locks body scroll while open and unlocks on close', () => {
      const { vm, browser } = viewModel(headerSettings(), INNER_PAGE, new FakeBrowser(375));
      vm.start();
      vm.openMobileMenu();
      expect(vm.mobileMenuOpen).to.equal(true);
      expect(browser.locksHeld).to.equal(1);
      vm.openMobileMenu();
      expect(browser.lockCalls, 'opening twice locks once').to.equal(1);
      vm.closeMobileMenu();
      expect(vm.mobileMenuOpen).to.equal(false);
      expect(browser.locksHeld).to.equal(0);
    });

    it('toggles open and closed', () => {
      const { vm, browser } = viewModel(headerSettings(), INNER_PAGE, new FakeBrowser(375));
      vm.toggleMobileMenu();
      expect(vm.mobileMenuOpen).to.equal(true);
      vm.toggleMobileMenu();
      expect(vm.mobileMenuOpen).to.equal(false);
      expect(browser.locksHeld).to.equal(0);
    });

    it('unlocks (and closes) when the window grows to 1200 px, not at 1199 px', () => {
      const { vm, browser } = viewModel(headerSettings(), INNER_PAGE, new FakeBrowser(375));
      vm.start();
      vm.openMobileMenu();
      browser.resizeTo(1199);
      expect(vm.mobileMenuOpen).to.equal(true);
      expect(browser.locksHeld).to.equal(1);
      browser.resizeTo(1200);
      expect(vm.mobileMenuOpen).to.equal(false);
      expect(browser.locksHeld).to.equal(0);
    });

    it('opens nested levels up to two deep, each with a way back', () => {
      const { menu, vm } = sampleMenuHeader(375);
      vm.openMobileMenu();
      expect(vm.mobileLevel).to.deep.equal({
        parent: undefined,
        grandparent: undefined,
        items: menu.all,
      });
      vm.pushMobileLevel(menu.sales);
      expect(vm.mobileLevel.parent).to.equal(menu.sales);
      expect(vm.mobileLevel.items).to.deep.equal([menu.buy, menu.sell]);
      vm.pushMobileLevel(menu.buy);
      expect(vm.mobileStack).to.deep.equal([menu.sales, menu.buy]);
      expect(vm.mobileLevel.grandparent).to.equal(menu.sales);
      expect(vm.mobileLevel.items).to.deep.equal([menu.houses, menu.flats]);
      vm.popMobileLevel();
      expect(vm.mobileLevel.parent).to.equal(menu.sales);
      vm.popMobileLevel();
      expect(vm.mobileLevel.parent).to.equal(undefined);
      vm.popMobileLevel();
      expect(vm.mobileStack).to.deep.equal([]);
    });

    it('never opens a third nested level', () => {
      const deepest = menuItem('Deepest');
      const third = menuItem('Third', {}, deepest);
      const second = menuItem('Second', {}, third);
      const first = menuItem('First', {}, second);
      const { vm } = viewModel(
        headerSettings({ header: { primaryMenuItems: [first] } }),
        INNER_PAGE,
        new FakeBrowser(375),
      );
      vm.openMobileMenu();
      vm.pushMobileLevel(first);
      vm.pushMobileLevel(second);
      expect(vm.opensMobileLevel(third)).to.equal(false);
      vm.pushMobileLevel(third);
      expect(vm.mobileStack).to.deep.equal([first, second]);
    });

    it('ignores items without children, items not on screen, and a closed menu', () => {
      const { menu, vm } = sampleMenuHeader(375);
      vm.pushMobileLevel(menu.sales);
      expect(vm.mobileStack, 'menu closed').to.deep.equal([]);
      vm.openMobileMenu();
      vm.pushMobileLevel(menu.about);
      vm.pushMobileLevel(menu.buy);
      expect(vm.mobileStack).to.deep.equal([]);
    });

    it('starts again at the top level after closing', () => {
      const { menu, vm } = sampleMenuHeader(375);
      vm.openMobileMenu();
      vm.pushMobileLevel(menu.sales);
      vm.closeMobileMenu();
      vm.openMobileMenu();
      expect(vm.mobileStack).to.deep.equal([]);
    });
  });

  describe('home page scroll style', () => {
    it('takes the scrolled style past 30 px, not at 30 px', () => {
      const { vm, browser } = viewModel(headerSettings(), HOME);
      vm.start();
      browser.scrollTo(30);
      expect(vm.scrolled).to.equal(false);
      browser.scrollTo(31);
      expect(vm.scrolled).to.equal(true);
      browser.scrollTo(0);
      expect(vm.scrolled).to.equal(false);
    });

    it('reads the scroll position on start (a reload half way down the page)', () => {
      const { vm } = viewModel(headerSettings(), HOME, new FakeBrowser(1280, 400));
      expect(vm.scrolled, 'nothing read before start').to.equal(false);
      vm.start();
      expect(vm.scrolled).to.equal(true);
    });

    it('never takes the scrolled style off the home page, nor listens to scrolling there', () => {
      const browser = new FakeBrowser(1280, 500);
      const { vm } = viewModel(headerSettings(), INNER_PAGE, browser);
      vm.start();
      expect(vm.scrolled).to.equal(false);
      expect(browser.listenerCount, 'resize only').to.equal(1);
    });

    it('shows the Book a valuation side link on the home page only', () => {
      expect(viewModel(headerSettings(), HOME).vm.showValuationLink).to.equal(true);
      expect(viewModel(headerSettings(), INNER_PAGE).vm.showValuationLink).to.equal(false);
    });
  });

  describe('start and stop', () => {
    it('does nothing in the constructor', () => {
      const browser = new FakeBrowser();
      viewModel(headerSettings(), HOME, browser);
      expect(browser.listenerCount).to.equal(0);
      expect(browser.lockCalls).to.equal(0);
    });

    it('stops listening and releases the scroll lock when disposed', () => {
      const browser = new FakeBrowser(375);
      const { vm } = viewModel(headerSettings(), HOME, browser);
      const stop = vm.start();
      expect(browser.listenerCount).to.equal(2);
      vm.openMobileMenu();
      stop();
      expect(browser.listenerCount).to.equal(0);
      expect(browser.locksHeld).to.equal(0);
      expect(vm.mobileMenuOpen).to.equal(false);
    });

    it('records the viewport width, and ignores a nonsense width', () => {
      const browser = new FakeBrowser(1024);
      const { vm } = viewModel(headerSettings(), INNER_PAGE, browser);
      vm.start();
      expect(vm.viewportWidth).to.equal(1024);
      browser.resizeTo(Number.NaN);
      expect(vm.viewportWidth).to.equal(0);
    });
  });

  describe('current page', () => {
    it('marks the item whose URL is the page path, ignoring a trailing slash', () => {
      const branches = menuItem('Branches', { url: '/branches/' });
      const sales = menuItem('Sales', { url: '/sales' });
      const { vm } = viewModel(
        headerSettings({ header: { primaryMenuItems: [branches, sales] } }),
        INNER_PAGE,
      );
      expect(vm.isCurrentPage(branches)).to.equal(true);
      expect(vm.isCurrentPage(sales)).to.equal(false);
    });

    it('marks the home item only on the home page', () => {
      const home = menuItem('Home', { url: '/' });
      expect(viewModel(headerSettings(), HOME).vm.isCurrentPage(home)).to.equal(true);
      expect(viewModel(headerSettings(), INNER_PAGE).vm.isCurrentPage(home)).to.equal(false);
    });

    it('marks a section as current when one of its descendants is the page', () => {
      const page = menuItem('Our branches', { url: '/branches' });
      const about = menuItem(
        'About',
        { url: '#' },
        menuItem('Team'),
        menuItem('Offices', { url: '/offices' }, page),
      );
      const { vm } = viewModel(
        headerSettings({ header: { primaryMenuItems: [about] } }),
        INNER_PAGE,
      );
      expect(vm.isCurrentPage(about)).to.equal(false);
      expect(vm.isInCurrentSection(about)).to.equal(true);
    });
  });

  describe('items', () => {
    it('opens target B items in a new tab', () => {
      const { vm } = viewModel(headerSettings());
      expect(vm.opensInNewTab(menuItem('Blog', { target: 'B' }))).to.equal(true);
      expect(vm.opensInNewTab(menuItem('News', { target: 'S' }))).to.equal(false);
      expect(vm.opensInNewTab(menuItem('Team'))).to.equal(false);
    });

    it('finds the section illustration by name', () => {
      const { vm } = viewModel(
        headerSettings({ theme: { menuSectionIllustrations: { Antiques: '/img/antiques.svg' } } }),
      );
      expect(vm.illustrationFor(menuItem('antiques'))).to.equal('/img/antiques.svg');
      expect(vm.illustrationFor(menuItem('Lettings'))).to.equal(undefined);
    });

    it('keeps javascript: and data: URLs out of menu links, and blank or # URLs are not links', () => {
      const { vm } = viewModel(headerSettings());
      const urls = [
        ' JavaScript:alert(1)',
        'data:text/html,hi',
        '',
        '#',
        '/sales',
        'https://blog.example.co.uk/',
        'tel:+441234567890',
        '#/valuation',
      ];
      expect(urls.map((url) => vm.hrefFor(menuItem('Item', { url })))).to.deep.equal([
        undefined,
        undefined,
        undefined,
        undefined,
        '/sales',
        'https://blog.example.co.uk/',
        'tel:+441234567890',
        '#/valuation',
      ]);
    });
  });

  describe('logo and phone', () => {
    it('takes the desktop and mobile logo sizes from the theme dimension settings', () => {
      const { vm } = viewModel(
        headerSettings({
          header: { logo: { url: '/logo.svg', mobileUrl: '/logo-small.svg' } },
          theme: { headerDesktopLogoDimensions: '220, 64', headerMobileLogoDimensions: '140,40' },
        }),
      );
      expect(vm.logo).to.deep.equal({
        src: '/logo.svg',
        mobileSrc: '/logo-small.svg',
        alt: 'Harbour & Vale',
        desktopSize: { width: 220, height: 64 },
        mobileSize: { width: 140, height: 40 },
      });
    });

    it('uses the desktop logo on mobile when there is no mobile one, and leaves out junk sizes', () => {
      const { vm } = viewModel(
        headerSettings({
          header: { logo: { url: '/logo.svg', alt: 'Harbour & Vale estate agents' } },
          theme: { headerDesktopLogoDimensions: 'big' },
        }),
      );
      expect(vm.logo).to.deep.equal({
        src: '/logo.svg',
        mobileSrc: '/logo.svg',
        alt: 'Harbour & Vale estate agents',
      });
    });

    it('has no logo when none is configured', () => {
      expect(viewModel(headerSettings()).vm.logo).to.equal(undefined);
      expect(viewModel(headerSettings({ header: { logo: { url: '  ' } } })).vm.logo).to.equal(
        undefined,
      );
    });

    it('links the phone icon to the agency telephone', () => {
      const { vm } = viewModel(
        headerSettings({ header: { agencyContactTelephone: '01234 567 890' } }),
      );
      expect(vm.phoneHref).to.equal('tel:01234567890');
      expect(vm.phoneLabel).to.equal('Call Harbour & Vale');
      expect(vm.desktopPhone).to.deep.equal({ text: '01234 567 890', href: 'tel:01234567890' });
    });

    it('prefers the mobile header contact link, named as a contact link when it is not a number', () => {
      const { vm } = viewModel(
        headerSettings({
          header: { agencyContactTelephone: '01234 567890' },
          theme: { mobileHeaderContactLink: '/contact' },
        }),
      );
      expect(vm.phoneHref).to.equal('/contact');
      expect(vm.phoneLabel).to.equal('Contact Harbour & Vale');
      expect(vm.desktopPhone?.href, 'the desktop bar keeps the telephone').to.equal(
        'tel:01234567890',
      );
    });

    it('has no phone link without a usable number', () => {
      const { vm } = viewModel(headerSettings({ header: { agencyContactTelephone: 'ring us' } }));
      expect(vm.phoneHref).to.equal(undefined);
      expect(vm.desktopPhone).to.equal(undefined);
    });
  });
});
