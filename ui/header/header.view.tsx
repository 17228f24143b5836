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
import { useEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import type { MenuItem } from '../../core/index.js';
import { focusReturnTarget } from '../modal/focus.js';
import { PhoneIcon, UserIcon } from './header-icons.js';
import {
  ACCOUNT_HREF,
  LogoLink,
  MenuLink,
  PrimaryNavItem,
  VALUATION_HREF,
  modifiers,
  register,
  type HeaderViewProps,
} from './header-menus.view.js';
import { MobileHeader } from './mobile-header.view.js';

export { ACCOUNT_HREF, VALUATION_HREF, type HeaderViewProps } from './header-menus.view.js';

export const HeaderView = observer(function HeaderView({ vm }: HeaderViewProps) {
  const classes = modifiers('site-header', {
    home: vm.isHome,
    scrolled: vm.scrolled,
    'menu-open': vm.mobileMenuOpen,
  });
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
      if (vm.openDropdownId !== undefined && !root.contains(event.target as Node | null))
        vm.closeDropdowns();
    };
    const onKeyDownAnywhere = (event: globalThis.KeyboardEvent): void => {
      if (
        (event.key === 'Escape' || event.key === 'Esc') &&
        !event.defaultPrevented &&
        vm.openDropdownId !== undefined
      ) {
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
    const inSubmenu = (event.target as Element)
      .closest?.('[data-submenu-of]')
      ?.getAttribute('data-submenu-of');
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
          {vm.menuError !== undefined ? (
            <p className="site-header__menu-error">{vm.menuError}</p>
          ) : null}
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
