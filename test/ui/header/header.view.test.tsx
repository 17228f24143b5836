import { actAsync, currentDom, pagePerTest, pressKey, render } from '../support/dom.js';
import { expect } from 'chai';
import { HeaderView } from '../../../ui/header/header.view.js';
import { HeaderViewModel } from '../../../ui/header/header.view-model.js';
import type { HeaderPage, HeaderSettings } from '../../../ui/header/header.view-model.js';
import { FakeBrowser, HOME, INNER_PAGE, headerSettings, menuItem } from './header-builders.js';

function sampleSettings(overrides: Parameters<typeof headerSettings>[0] = {}): HeaderSettings {
  const buy = menuItem('Buy', { url: '/buy' }, menuItem('Houses'), menuItem('Flats'));
  const sales = menuItem('Sales', { id: 'sales', url: '/sales' }, buy, menuItem('Sell'));
  const lettings = menuItem(
    'Lettings',
    { id: 'lettings', url: '#' },
    menuItem('Rent'),
    menuItem('Landlords'),
  );
  const antiques = menuItem(
    'Antiques',
    { id: 'antiques' },
    menuItem('Catalogue'),
    menuItem('Valuations'),
  );
  const branches = menuItem('Branches', { url: '/branches' });
  const blog = menuItem('Blog', { url: 'https://blog.example.co.uk/', target: 'B' });
  return headerSettings({
    header: {
      primaryMenuItems: [sales, lettings, antiques, branches, blog],
      secondaryMenuItems: [menuItem('Careers'), menuItem('Contact')],
      logo: { url: '/logo.svg', alt: 'Harbour & Vale' },
      agencyContactTelephone: '01234 567890',
      ...overrides.header,
    },
    theme: {
      headerDesktopLogoDimensions: '220,64',
      menuSectionIllustrations: { Antiques: '/img/antiques.svg' },
      ...overrides.theme,
    },
    ...(overrides.noPrimaryMenu ? { noPrimaryMenu: true } : {}),
  });
}

async function renderHeader(
  options: { settings?: HeaderSettings; page?: HeaderPage; browser?: FakeBrowser } = {},
) {
  const browser = options.browser ?? new FakeBrowser(1280);
  const vm = new HeaderViewModel(
    options.settings ?? sampleSettings(),
    options.page ?? INNER_PAGE,
    browser.env,
  );
  const stop = vm.start();
  const view = await render(<HeaderView vm={vm} />);
  const desktop = view.container.querySelector<HTMLElement>('.site-header__desktop')!;
  const mobile = view.container.querySelector<HTMLElement>('.site-header__mobile')!;
  return { vm, browser, view, desktop, mobile, stop };
}

function toggleFor(root: HTMLElement, name: string): HTMLButtonElement {
  const button = [...root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find((b) =>
    b.textContent?.trim().startsWith(name),
  );
  if (!button) throw new Error(`no toggle for ${name}`);
  return button;
}

function linkNamed(root: HTMLElement, name: string): HTMLAnchorElement {
  const link = [...root.querySelectorAll('a')].find((a) => a.textContent?.trim().startsWith(name));
  if (!link) throw new Error(`no link ${name}`);
  return link;
}

function pointer(type: string, init: PointerEventInit): Event {
  const win = currentDom().window;
  return new win.PointerEvent(type, { bubbles: true, cancelable: true, ...init });
}

describe('HeaderView', () => {
  pagePerTest();

  describe('desktop', () => {
    it('links the logo to the home page at its configured size', async () => {
      const { desktop } = await renderHeader();
      const logo = desktop.querySelector<HTMLAnchorElement>('a.site-header__logo')!;
      expect(logo.getAttribute('href')).to.equal('/');
      const img = logo.querySelector('img')!;
      expect([
        img.getAttribute('alt'),
        img.getAttribute('width'),
        img.getAttribute('height'),
      ]).to.deep.equal(['Harbour & Vale', '220', '64']);
      expect(logo.textContent).to.contain('home page');
    });

    it('places four items before the logo and the rest after it', async () => {
      const { desktop } = await renderHeader();
      const nav = desktop.querySelector('nav.primary-nav')!;
      const order = [...nav.children].map((el) => el.className.split(' ')[0]);
      expect(order).to.deep.equal(['primary-nav__list', 'site-header__logo', 'primary-nav__list']);
      expect(nav.querySelectorAll('.primary-nav__list--left > li')).to.have.length(4);
      expect(nav.querySelectorAll('.primary-nav__list--right > li')).to.have.length(1);
    });

    it('links to the account area with an accessible name', async () => {
      const { desktop } = await renderHeader();
      const account = desktop.querySelector<HTMLAnchorElement>('a.site-header__account')!;
      expect(account.getAttribute('href')).to.equal('#/user');
      expect(account.textContent).to.equal('Your account');
    });

    it('opens and closes a dropdown with its button, reflected in aria-expanded', async () => {
      const { desktop } = await renderHeader();
      const button = toggleFor(desktop, 'Sales menu');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);
      await actAsync(() => button.click());
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.hidden).to.equal(false);
      expect(panel.style.width, 'two levels').to.equal('460px');
      await actAsync(() => button.click());
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(panel.hidden).to.equal(true);
    });

    it('makes an item with no page of its own a single labelled button', async () => {
      const { desktop } = await renderHeader();
      const lettings = toggleFor(desktop, 'Lettings');
      expect(lettings.textContent?.trim()).to.equal('Lettings');
      expect(lettings.closest('li')?.querySelector('a.primary-nav__link')).to.equal(null);
    });

    it('closes the dropdown on Esc and puts focus back on its button', async () => {
      const { desktop, vm } = await renderHeader();
      const button = toggleFor(desktop, 'Lettings');
      button.focus();
      await actAsync(() => button.click());
      const rent = linkNamed(desktop, 'Rent');
      rent.focus();
      await actAsync(() => pressKey(rent, 'Escape'));
      expect(vm.openDropdownId).to.equal(undefined);
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(document.activeElement).to.equal(button);
    });

    it('closes only the second level on Esc inside it, focusing that level’s button', async () => {
      const { desktop, vm } = await renderHeader();
      await actAsync(() => toggleFor(desktop, 'Sales menu').click());
      const houses = linkNamed(desktop, 'Houses');
      houses.focus();
      await actAsync(() => pressKey(houses, 'Escape'));
      expect(vm.openDropdownId).to.equal('sales');
      expect(vm.openSubmenuId).to.equal(undefined);
      expect(document.activeElement).to.equal(toggleFor(desktop, 'Buy menu'));
    });

    it('shows second-level items on a click of their first-level button', async () => {
      const { desktop } = await renderHeader();
      await actAsync(() => toggleFor(desktop, 'Sales menu').click());
      const buy = toggleFor(desktop, 'Buy menu');
      const list = document.getElementById(buy.getAttribute('aria-controls') ?? '')!;
      expect(list.hidden, 'first second level shown on open').to.equal(false);
      await actAsync(() => buy.click());
      expect(list.hidden).to.equal(true);
      expect(buy.getAttribute('aria-expanded')).to.equal('false');
    });

    it('opens on mouse hover and closes when the pointer leaves the header', async () => {
      const { desktop, vm } = await renderHeader();
      const item = toggleFor(desktop, 'Sales menu').closest('li')!;
      await actAsync(() =>
        item.dispatchEvent(
          pointer('pointerover', { pointerType: 'mouse', relatedTarget: document.body }),
        ),
      );
      expect(vm.openDropdownId).to.equal('sales');
      await actAsync(() =>
        item.dispatchEvent(
          pointer('pointerout', { pointerType: 'mouse', relatedTarget: document.body }),
        ),
      );
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('closes a hover-opened dropdown on Esc without the pointer moving', async () => {
      const { desktop, vm } = await renderHeader();
      const item = toggleFor(desktop, 'Sales menu').closest('li')!;
      await actAsync(() =>
        item.dispatchEvent(
          pointer('pointerover', { pointerType: 'mouse', relatedTarget: document.body }),
        ),
      );
      await actAsync(() => pressKey(document.body, 'Escape'));
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('does not open on a touch, so tapping the link just follows it', async () => {
      const { desktop, vm } = await renderHeader();
      const item = toggleFor(desktop, 'Sales menu').closest('li')!;
      await actAsync(() =>
        item.dispatchEvent(
          pointer('pointerover', { pointerType: 'touch', relatedTarget: document.body }),
        ),
      );
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('closes when the visitor presses somewhere else on the page', async () => {
      const { desktop, vm } = await renderHeader();
      await actAsync(() => toggleFor(desktop, 'Sales menu').click());
      await actAsync(() =>
        document
          .getElementById('main')!
          .dispatchEvent(pointer('pointerdown', { pointerType: 'mouse' })),
      );
      expect(vm.openDropdownId).to.equal(undefined);
    });

    it('shows the section illustration as decoration in a matching dropdown', async () => {
      const { desktop } = await renderHeader();
      await actAsync(() => toggleFor(desktop, 'Antiques').click());
      const img = desktop.querySelector<HTMLImageElement>('.dropdown__illustration')!;
      expect(img.getAttribute('src')).to.equal('/img/antiques.svg');
      expect(img.getAttribute('alt')).to.equal('');
      expect(img.getAttribute('aria-hidden')).to.equal('true');
    });

    it('opens target B items in a new tab, safely, and says so', async () => {
      const { desktop } = await renderHeader();
      const blog = linkNamed(desktop, 'Blog');
      expect(blog.getAttribute('target')).to.equal('_blank');
      expect(blog.getAttribute('rel')).to.equal('noopener');
      expect(blog.textContent).to.equal('Blog (opens in a new tab)');
      expect(linkNamed(desktop, 'Branches').getAttribute('target')).to.equal(null);
    });

    it('marks the link to the current page with aria-current', async () => {
      const { desktop } = await renderHeader({ page: { path: '/branches', isHome: false } });
      expect(linkNamed(desktop, 'Branches').getAttribute('aria-current')).to.equal('page');
      expect(linkNamed(desktop, 'Sales').getAttribute('aria-current')).to.equal(null);
    });

    it('shows the secondary menu and the phone number in the top bar', async () => {
      const { desktop } = await renderHeader();
      const secondary = desktop.querySelector('nav[aria-label="Secondary"]')!;
      expect([...secondary.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
        'Careers',
        'Contact',
      ]);
      const phone = desktop.querySelector<HTMLAnchorElement>('a.site-header__phone')!;
      expect(phone.getAttribute('href')).to.equal('tel:01234567890');
      expect(phone.textContent).to.equal('Call Harbour & Vale on 01234 567890');
    });

    it('shows the admin error when the primary menu is not configured', async () => {
      const { view } = await renderHeader({ settings: sampleSettings({ noPrimaryMenu: true }) });
      expect(view.container.textContent).to.contain(
        'Error, menu items need to be set in admin for the header component to work',
      );
    });
  });

  describe('home page', () => {
    it('has a fixed Book a valuation side link', async () => {
      const { view } = await renderHeader({ page: HOME });
      const link = view.container.querySelector<HTMLAnchorElement>('a.valuation-side-link')!;
      expect(link.getAttribute('href')).to.equal('#/book-a-valuation');
      expect(link.textContent).to.equal('Book a valuation');
    });

    it('has no side link on other pages', async () => {
      const { view } = await renderHeader({ page: INNER_PAGE });
      expect(view.container.querySelector('a.valuation-side-link')).to.equal(null);
    });

    it('takes the scrolled style once the page scrolls past 30 px', async () => {
      const { view, browser } = await renderHeader({ page: HOME });
      const header = view.container.querySelector('header')!;
      expect(header.classList.contains('site-header--scrolled')).to.equal(false);
      await actAsync(() => browser.scrollTo(31));
      expect(header.classList.contains('site-header--scrolled')).to.equal(true);
    });
  });

  describe('mobile', () => {
    it('has a Menu button that opens and closes the menu panel', async () => {
      const { mobile, browser } = await renderHeader({ browser: new FakeBrowser(375) });
      const button = mobile.querySelector<HTMLButtonElement>('button.mobile-bar__menu')!;
      expect(button.textContent).to.equal('Menu');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
      expect(panel.tagName).to.equal('NAV');
      expect(panel.hidden).to.equal(true);
      await actAsync(() => button.click());
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.hidden).to.equal(false);
      expect(browser.locksHeld, 'body scroll locked').to.equal(1);
      await actAsync(() => button.click());
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(browser.locksHeld).to.equal(0);
    });

    it('has the logo, the account icon and the phone link in the bar', async () => {
      const { mobile } = await renderHeader({ browser: new FakeBrowser(375) });
      expect(mobile.querySelector('a.mobile-bar__logo')?.getAttribute('href')).to.equal('/');
      const icons = [...mobile.querySelectorAll<HTMLAnchorElement>('a.mobile-bar__icon')];
      expect(icons.map((a) => [a.getAttribute('href'), a.textContent])).to.deep.equal([
        ['tel:01234567890', 'Call Harbour & Vale'],
        ['#/user', 'Your account'],
      ]);
    });

    it('opens a nested level with a Back button, and Back returns to the item', async () => {
      const { mobile } = await renderHeader({ browser: new FakeBrowser(375) });
      await actAsync(() =>
        mobile.querySelector<HTMLButtonElement>('button.mobile-bar__menu')!.click(),
      );
      const sales = [
        ...mobile.querySelectorAll<HTMLButtonElement>('button.mobile-menu__next'),
      ].find((b) => b.textContent === 'Sales')!;
      await actAsync(() => sales.click());
      const back = mobile.querySelector<HTMLButtonElement>('button.mobile-menu__back')!;
      expect(back.textContent).to.equal('Back to main menu');
      expect(document.activeElement).to.equal(back);
      expect(mobile.querySelector('.mobile-menu__level-title')?.textContent).to.equal('Sales');
      const buy = [...mobile.querySelectorAll<HTMLButtonElement>('button.mobile-menu__next')].find(
        (b) => b.textContent === 'Buy',
      )!;
      await actAsync(() => buy.click());
      expect(mobile.querySelector('button.mobile-menu__back')?.textContent).to.equal(
        'Back to Sales',
      );
      expect(
        [...mobile.querySelectorAll('.mobile-menu__list a')].map((a) => a.textContent),
      ).to.deep.equal(['Houses', 'Flats']);
      await actAsync(() =>
        mobile.querySelector<HTMLButtonElement>('button.mobile-menu__back')!.click(),
      );
      await actAsync(() =>
        mobile.querySelector<HTMLButtonElement>('button.mobile-menu__back')!.click(),
      );
      const salesAgain = [
        ...mobile.querySelectorAll<HTMLButtonElement>('button.mobile-menu__next'),
      ].find((b) => b.textContent === 'Sales');
      expect(document.activeElement).to.equal(salesAgain);
    });

    it('lists the secondary links below the primary menu', async () => {
      const { mobile } = await renderHeader({ browser: new FakeBrowser(375) });
      const secondary = mobile.querySelector('.mobile-menu__secondary')!;
      expect([...secondary.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal([
        'Careers',
        'Contact',
      ]);
      expect(mobile.querySelector('.mobile-menu')!.lastElementChild).to.equal(secondary);
    });

    it('closes on Esc and returns focus to the Menu button', async () => {
      const { mobile, vm } = await renderHeader({ browser: new FakeBrowser(375) });
      const button = mobile.querySelector<HTMLButtonElement>('button.mobile-bar__menu')!;
      await actAsync(() => button.click());
      const first = mobile.querySelector<HTMLElement>(
        '.mobile-menu__list button, .mobile-menu__list a',
      )!;
      first.focus();
      await actAsync(() => pressKey(first, 'Escape'));
      expect(vm.mobileMenuOpen).to.equal(false);
      expect(document.activeElement).to.equal(button);
    });
  });
});
