/**
 * The site header (SPEC §2 Header, §4 Header): desktop (≥ 1200 px) and mobile (< 1200 px) layouts
 * are both rendered and CSS shows one, so the server and browser render the same markup.
 *
 * Desktop: logo (link to /) with the primary menu split around it, a slim top bar with the
 * secondary menu and phone, the account link to #/user, and disclosure-navigation dropdowns
 * (buttons with aria-expanded/aria-controls, never role=menu): pointer hover or a click opens one,
 * leaving the header, a click elsewhere, focus moving away or Esc closes it (Esc returns focus to
 * its button). Second-level lists show on hover or click of a first-level item.
 * Mobile: menu button, logo, phone and account icons, and a full-screen panel whose items with
 * children open nested levels (up to two) with a Back button; secondary links below.
 * Home page: a fixed 'Book a valuation' side link and the scrolled style past 30 px.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import type { MenuItem } from '../../core/index.js';
import { focusReturnTarget } from '../modal/focus.js';
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalIcon,
  MenuIcon,
  PhoneIcon,
  UserIcon,
} from './header-icons.js';
import type { HeaderViewModel } from './header.view-model.js';

export interface HeaderViewProps {
  readonly vm: HeaderViewModel;
}

/** The account link of both layouts (SPEC §2: user profile link to /user). */
export const ACCOUNT_HREF = '#/user';
/** The home page's fixed side link (SPEC §2 Header). */
export const VALUATION_HREF = '#/book-a-valuation';

/** A block's class with the modifiers that are on: modifiers('dropdown', { open: true }) is 'dropdown dropdown--open'. */
function modifiers(block: string, on: Readonly<Record<string, boolean>>): string {
  return [block, ...Object.keys(on).filter((name) => on[name]).map((name) => `${block}--${name}`)].join(' ');
}

export const HeaderView = observer(function HeaderView({ vm }: HeaderViewProps) {
  const classes = modifiers('site-header', { home: vm.isHome, scrolled: vm.scrolled, 'menu-open': vm.mobileMenuOpen });
  return (
    <header className={classes}>
      <SkipLink />
      <DesktopHeader vm={vm} />
      <MobileHeader vm={vm} />
      {vm.showValuationLink ? (
        <a className="valuation-side-link" href={VALUATION_HREF}>
          Book a valuation
        </a>
      ) : null}
    </header>
  );
});

/** Skip link: focuses the page's #main without touching the URL hash (the hash is the router's). */
function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    const doc = event.currentTarget.ownerDocument;
    const target = focusReturnTarget(null, doc);
    target?.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={onClick}>
      Skip to main content
    </a>
  );
}

// ---------- desktop -------------------------------------------------------------------------

const DesktopHeader = observer(function DesktopHeader({ vm }: HeaderViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const dropdownToggles = useRef(new Map<string, HTMLButtonElement>()).current;
  const submenuToggles = useRef(new Map<string, HTMLButtonElement>()).current;

  // A press anywhere outside the header closes the open dropdown; so does Esc wherever focus is
  // (a dropdown opened by hover must be dismissible without moving the pointer, WCAG 1.4.13).
  // Esc with focus inside the menu is handled (and marked handled) by onKeyDown below first.
  useEffect(() => {
    const root = rootRef.current;
    if (root === null) return undefined;
    const doc = root.ownerDocument;
    const onPointerDown = (event: Event): void => {
      if (vm.openDropdownId !== undefined && !root.contains(event.target as Node | null)) vm.closeDropdowns();
    };
    const onKeyDownAnywhere = (event: globalThis.KeyboardEvent): void => {
      if ((event.key === 'Escape' || event.key === 'Esc') && !event.defaultPrevented && vm.openDropdownId !== undefined) {
        vm.closeDropdowns();
      }
    };
    doc.addEventListener('pointerdown', onPointerDown);
    doc.addEventListener('keydown', onKeyDownAnywhere);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown);
      doc.removeEventListener('keydown', onKeyDownAnywhere);
    };
  }, [vm]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Escape' && event.key !== 'Esc') return;
    const dropdownId = vm.openDropdownId;
    if (dropdownId === undefined) return;
    event.preventDefault();
    const inSubmenu = (event.target as Element).closest?.('[data-submenu-of]')?.getAttribute('data-submenu-of');
    if (inSubmenu !== undefined && inSubmenu !== null && inSubmenu === vm.openSubmenuId) {
      vm.closeSubmenu();
      submenuToggles.get(inSubmenu)?.focus();
    } else {
      vm.closeDropdowns();
      dropdownToggles.get(dropdownId)?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    const next = event.relatedTarget;
    if (next !== null && !event.currentTarget.contains(next)) vm.closeDropdowns();
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse') vm.closeDropdowns();
  };

  const { left, right } = vm.primarySplit;
  const renderItems = (items: readonly MenuItem[], side: string) =>
    items.length > 0 ? (
      <ul className={`primary-nav__list primary-nav__list--${side}`}>
        {items.map((item) => (
          <PrimaryNavItem
            key={item.id}
            vm={vm}
            item={item}
            registerToggle={(button) => register(dropdownToggles, item.id, button)}
            registerSubmenuToggle={(id, button) => register(submenuToggles, id, button)}
          />
        ))}
      </ul>
    ) : null;

  return (
    <div ref={rootRef} className="site-header__desktop" onPointerLeave={onPointerLeave}>
      <TopBar vm={vm} />
      <div className={`site-header__bar site-header__bar--logo-${vm.logoPosition}`}>
        {/* The menu's arrow keys and Escape, delegated from its buttons and links. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <nav className="primary-nav" aria-label="Main" onKeyDown={onKeyDown} onBlur={onBlur}>
          {vm.menuError !== undefined ? <p className="site-header__menu-error">{vm.menuError}</p> : null}
          {renderItems(left, 'left')}
          <LogoLink vm={vm} className="site-header__logo" />
          {renderItems(right, 'right')}
        </nav>
        <a className="icon-button site-header__account" href={ACCOUNT_HREF}>
          <UserIcon />
          <span className="visually-hidden">Your account</span>
        </a>
      </div>
    </div>
  );
});

function register(map: Map<string, HTMLButtonElement>, id: string, button: HTMLButtonElement | null): void {
  if (button === null) map.delete(id);
  else map.set(id, button);
}

/** The slim bar above the desktop header: secondary menu and phone (shown on every page). */
const TopBar = observer(function TopBar({ vm }: HeaderViewProps) {
  const items = vm.secondaryItems;
  const phone = vm.desktopPhone;
  if (items.length === 0 && phone === undefined) return null;
  return (
    <div className="site-header__topbar">
      {items.length > 0 ? (
        <nav className="secondary-nav" aria-label="Secondary">
          <ul className="secondary-nav__list">
            {items.map((item) => (
              <li key={item.id} className="secondary-nav__item">
                <MenuLink vm={vm} item={item} className="secondary-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {phone !== undefined ? (
        <a className="site-header__phone" href={phone.href}>
          <PhoneIcon size={16} />
          <span className="visually-hidden">Call {vm.agencyName || 'us'} on </span>
          {phone.text}
        </a>
      ) : null}
    </div>
  );
});

interface PrimaryNavItemProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly registerToggle: (button: HTMLButtonElement | null) => void;
  readonly registerSubmenuToggle: (id: string, button: HTMLButtonElement | null) => void;
}

const PrimaryNavItem = observer(function PrimaryNavItem({ vm, item, registerToggle, registerSubmenuToggle }: PrimaryNavItemProps) {
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const hasDropdown = item.items.length > 0;
  const open = hasDropdown && vm.openDropdownId === item.id;
  const href = vm.hrefFor(item);
  const anchorLeft = (): number | undefined => itemRef.current?.getBoundingClientRect().left;
  const onPointerEnter = (event: PointerEvent<HTMLLIElement>): void => {
    if (event.pointerType === 'mouse') vm.hoverDropdown(item.id, anchorLeft());
  };
  // A click from a pointer has a detail (its click count); Enter or Space on the button has none.
  const onToggleClick = (event: MouseEvent<HTMLButtonElement>): void =>
    vm.pressDropdownToggle(item.id, event.detail > 0, anchorLeft());
  const classes = modifiers('primary-nav__item', { 'has-dropdown': hasDropdown, open, current: vm.isInCurrentSection(item) });

  return (
    <li ref={itemRef} className={classes} onPointerEnter={onPointerEnter}>
      {href !== undefined ? <MenuLink vm={vm} item={item} className="primary-nav__link" /> : null}
      {hasDropdown ? (
        <button
          ref={registerToggle}
          type="button"
          className={href !== undefined ? 'primary-nav__toggle' : 'primary-nav__toggle primary-nav__toggle--labelled'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggleClick}
        >
          {href !== undefined ? <span className="visually-hidden">{item.name} menu</span> : <span>{item.name}</span>}
          <ChevronDownIcon />
        </button>
      ) : null}
      {hasDropdown ? <Dropdown vm={vm} item={item} id={panelId} open={open} registerSubmenuToggle={registerSubmenuToggle} /> : null}
    </li>
  );
});

interface DropdownProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly id: string;
  readonly open: boolean;
  readonly registerSubmenuToggle: (id: string, button: HTMLButtonElement | null) => void;
}

const Dropdown = observer(function Dropdown({ vm, item, id, open, registerSubmenuToggle }: DropdownProps) {
  const twoLevels = item.items.some((child) => child.items.length > 0);
  const illustration = vm.illustrationFor(item);
  const classes = modifiers('dropdown', {
    'two-levels': twoLevels,
    [`align-${vm.openDropdownAlignment}`]: open,
    illustrated: illustration !== undefined,
  });
  return (
    <div id={id} className={classes} hidden={!open} style={open ? { width: `${vm.openDropdownWidth ?? 230}px` } : undefined}>
      {illustration !== undefined && open ? (
        <img className="dropdown__illustration" src={illustration} alt="" aria-hidden="true" loading="lazy" decoding="async" />
      ) : null}
      <ul className="dropdown__list">
        {item.items.map((child) => (
          <DropdownItem key={child.id} vm={vm} item={child} registerSubmenuToggle={registerSubmenuToggle} />
        ))}
      </ul>
    </div>
  );
});

interface DropdownItemProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly registerSubmenuToggle: (id: string, button: HTMLButtonElement | null) => void;
}

const DropdownItem = observer(function DropdownItem({ vm, item, registerSubmenuToggle }: DropdownItemProps) {
  const listId = useId();
  const hasSubmenu = item.items.length > 0;
  const open = hasSubmenu && vm.openSubmenuId === item.id;
  const href = vm.hrefFor(item);
  const onPointerEnter = (event: PointerEvent<HTMLLIElement>): void => {
    if (event.pointerType === 'mouse' && hasSubmenu) vm.hoverSubmenu(item.id);
  };
  const classes = modifiers('dropdown__item', { 'has-submenu': hasSubmenu, open, current: vm.isInCurrentSection(item) });
  return (
    <li className={classes} onPointerEnter={onPointerEnter}>
      <div className="dropdown__row">
        {href !== undefined ? <MenuLink vm={vm} item={item} className="dropdown__link" /> : null}
        {hasSubmenu ? (
          <button
            ref={(button) => registerSubmenuToggle(item.id, button)}
            type="button"
            className={href !== undefined ? 'dropdown__toggle' : 'dropdown__toggle dropdown__toggle--labelled'}
            aria-expanded={open}
            aria-controls={listId}
            onClick={(event) => vm.pressSubmenuToggle(item.id, event.detail > 0)}
          >
            {href !== undefined ? <span className="visually-hidden">{item.name} menu</span> : <span>{item.name}</span>}
            <ChevronRightIcon />
          </button>
        ) : href === undefined ? (
          <span className="dropdown__label">{item.name}</span>
        ) : null}
      </div>
      {hasSubmenu ? (
        <ul id={listId} className="dropdown__sublist" hidden={!open} data-submenu-of={item.id}>
          {item.items.map((grandchild) => (
            <li key={grandchild.id} className="dropdown__subitem">
              {vm.hrefFor(grandchild) !== undefined ? (
                <MenuLink vm={vm} item={grandchild} className="dropdown__sublink" />
              ) : (
                <span className="dropdown__label">{grandchild.name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});

// ---------- shared pieces -------------------------------------------------------------------

interface MenuLinkProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly className: string;
  readonly children?: ReactNode;
  readonly onClick?: () => void;
}

/** A menu item's link: aria-current on the current page; target 'B' opens a new tab (SPEC §2). */
function MenuLink({ vm, item, className, children, onClick }: MenuLinkProps) {
  const newTab = vm.opensInNewTab(item);
  return (
    <a
      className={className}
      href={vm.hrefFor(item) ?? '#'}
      aria-current={vm.isCurrentPage(item) ? 'page' : undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
      onClick={onClick}
    >
      {children ?? item.name}
      {newTab ? (
        <>
          <ExternalIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      ) : null}
    </a>
  );
}

/** The logo linking to the home page; one <picture> so only the image for the layout downloads. */
const LogoLink = observer(function LogoLink({ vm, className }: HeaderViewProps & { readonly className: string }) {
  const logo = vm.logo;
  return (
    <a className={className} href="/">
      {logo !== undefined ? (
        <picture>
          <source
            media="(max-width: 1199.98px)"
            srcSet={logo.mobileSrc}
            width={logo.mobileSize?.width}
            height={logo.mobileSize?.height}
          />
          <img
            className="site-logo__image"
            src={logo.src}
            alt={logo.alt}
            width={logo.desktopSize?.width}
            height={logo.desktopSize?.height}
            decoding="async"
          />
        </picture>
      ) : (
        <span className="site-logo__text">{vm.agencyName || 'Home'}</span>
      )}
      <span className="visually-hidden"> home page</span>
    </a>
  );
});

// ---------- mobile --------------------------------------------------------------------------

const MobileHeader = observer(function MobileHeader({ vm }: HeaderViewProps) {
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if ((event.key === 'Escape' || event.key === 'Esc') && vm.mobileMenuOpen) {
      event.preventDefault();
      vm.closeMobileMenu();
      menuButton.current?.focus();
    }
  };
  const phone = vm.phoneHref;
  return (
    // Escape closes the open menu, from whichever of its controls has focus (delegated).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="site-header__mobile" onKeyDown={onKeyDown}>
      <div className="mobile-bar">
        <button
          ref={menuButton}
          type="button"
          className="mobile-bar__menu"
          aria-expanded={vm.mobileMenuOpen}
          aria-controls={panelId}
          onClick={() => vm.toggleMobileMenu()}
        >
          <MenuIcon open={vm.mobileMenuOpen} />
          <span className="mobile-bar__menu-label">Menu</span>
        </button>
        <LogoLink vm={vm} className="mobile-bar__logo" />
        <div className="mobile-bar__actions">
          {phone !== undefined ? (
            <a className="icon-button mobile-bar__icon" href={phone}>
              <PhoneIcon />
              <span className="visually-hidden">{vm.phoneLabel}</span>
            </a>
          ) : null}
          <a className="icon-button mobile-bar__icon" href={ACCOUNT_HREF}>
            <UserIcon />
            <span className="visually-hidden">Your account</span>
          </a>
        </div>
      </div>
      <nav id={panelId} className="mobile-menu" aria-label="Main" hidden={!vm.mobileMenuOpen}>
        {vm.menuError !== undefined ? <p className="site-header__menu-error">{vm.menuError}</p> : null}
        <MobileMenuLevelView vm={vm} />
        {vm.secondaryItems.length > 0 ? (
          <ul className="mobile-menu__secondary">
            {vm.secondaryItems.map((item) => (
              <li key={item.id}>
                <MenuLink vm={vm} item={item} className="mobile-menu__secondary-link" onClick={() => vm.closeMobileMenu()} />
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </div>
  );
});

/** One level of the mobile menu. Moving in focuses Back; moving out focuses the item left. */
const MobileMenuLevelView = observer(function MobileMenuLevelView({ vm }: HeaderViewProps) {
  const backButton = useRef<HTMLButtonElement>(null);
  const levelButtons = useRef(new Map<string, HTMLButtonElement>()).current;
  const stack = vm.mobileStack;
  const previousStack = useRef(stack);

  useEffect(() => {
    const before = previousStack.current;
    previousStack.current = stack;
    if (!vm.mobileMenuOpen || before === stack) return;
    if (stack.length > before.length) backButton.current?.focus();
    else if (stack.length < before.length) {
      const left = before[stack.length];
      if (left !== undefined) levelButtons.get(left.id)?.focus();
    }
  }, [stack, vm, levelButtons]);

  const { parent, grandparent, items } = vm.mobileLevel;
  const parentHref = parent !== undefined ? vm.hrefFor(parent) : undefined;
  const close = (): void => vm.closeMobileMenu();

  return (
    <div className="mobile-menu__level" data-depth={stack.length}>
      {parent !== undefined ? (
        <div className="mobile-menu__level-head">
          <button ref={backButton} type="button" className="mobile-menu__back" onClick={() => vm.popMobileLevel()}>
            <ChevronLeftIcon />
            Back<span className="visually-hidden"> to {grandparent?.name ?? 'main menu'}</span>
          </button>
          {parentHref !== undefined ? (
            <MenuLink vm={vm} item={parent} className="mobile-menu__level-title" onClick={close} />
          ) : (
            <p className="mobile-menu__level-title">{parent.name}</p>
          )}
        </div>
      ) : null}
      <ul className="mobile-menu__list">
        {items.map((item) => (
          <li key={item.id} className="mobile-menu__item">
            {vm.opensMobileLevel(item) ? (
              <button
                ref={(button) => register(levelButtons, item.id, button)}
                type="button"
                className="mobile-menu__next"
                onClick={() => vm.pushMobileLevel(item)}
              >
                <span>{item.name}</span>
                <ChevronRightIcon />
              </button>
            ) : vm.hrefFor(item) !== undefined ? (
              <MenuLink vm={vm} item={item} className="mobile-menu__link" onClick={close} />
            ) : (
              <span className="mobile-menu__label">{item.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
