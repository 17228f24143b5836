/**
 * The site header's state (SPEC §2 Header, §4 Header, §8 missing menu, §9 breakpoints, scroll
 * threshold and dropdown widths): which desktop dropdown and second-level list are open, the mobile
 * menu and its nested levels, the home page's scrolled style, and everything the view derives from
 * the settings (menu split around the logo, logo sizes, phone link, admin error, current page).
 *
 * The browser reaches it only through `HeaderEnvironment` (the viewport adapter), so it is tested
 * without a DOM. The constructor has no side effects; `start()` subscribes and returns a disposer.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  dropdownAlignment,
  dropdownWidth,
  headerPhoneLink,
  isMobileMenu,
  isNewTab,
  isScrolledHeader,
  parseLogoDimensions,
  sectionIllustration,
  splitPrimaryMenu,
  telHref,
  MESSAGES,
  safeLink,
} from '../../core/index.js';
import type {
  MenuItem,
  HeaderData,
  ThemeSettings,
  ScrollLockPort,
  ViewportPort,
} from '../../core/index.js';

export interface HeaderSettings {
  readonly header: HeaderData;
  readonly theme: ThemeSettings;
  readonly agencyName: string;
}

export interface HeaderPage {
  /** The platform page's path, e.g. '/' or '/branches'. */
  readonly path: string;
  readonly isHome: boolean;
}

/** What the header needs from the browser: two ports, the viewport and the page's scroll lock. */
export type HeaderEnvironment = Pick<
  ViewportPort,
  'viewportWidth' | 'scrollY' | 'onResize' | 'onScroll'
> &
  ScrollLockPort;

export interface LogoSize {
  readonly width: number;
  readonly height: number;
}

export interface HeaderLogo {
  readonly src: string;
  /** The image below 1200 px: the mobile logo when configured, else the desktop one. */
  readonly mobileSrc: string;
  readonly alt: string;
  readonly desktopSize?: LogoSize;
  readonly mobileSize?: LogoSize;
}

export type LogoPosition = 'left' | 'center' | 'right';

/** One level of the mobile menu: the top level has no parent. */
export interface MobileMenuLevel {
  readonly parent: MenuItem | undefined;
  /** The item one level up from `parent`, for the Back button's name ('main menu' when none). */
  readonly grandparent: MenuItem | undefined;
  readonly items: readonly MenuItem[];
}

/** The mobile menu shows the top level and up to two nested levels below it (SPEC §2 Header). */
export const MAX_MOBILE_NESTED_LEVELS = 2;

export class HeaderViewModel {
  /** The primary item whose desktop dropdown is open. */
  openDropdownId: string | undefined = undefined;
  /** The first-level item (inside the open dropdown) whose second-level list is shown. */
  openSubmenuId: string | undefined = undefined;
  /** Left edge (px from the viewport's left) of the item the open dropdown hangs from. */
  dropdownAnchorLeft: number | undefined = undefined;
  mobileMenuOpen = false;
  /** The items whose nested levels are open in the mobile menu, outermost first (0–2 of them). */
  mobileStack: readonly MenuItem[] = [];
  /** The home page's header style once the page has scrolled past 30 px. */
  scrolled = false;
  /** Viewport width in CSS px; 0 until `start()` has read it. */
  viewportWidth = 0;

  private releaseScrollLock: (() => void) | undefined = undefined;
  /**
   * Which open lists a mouse hover opened (the dropdown, its second-level list): the first click on
   * such a list's toggle keeps it open, since a visitor who hovers and then clicks wants the list
   * they see. Not observable: nothing is drawn from it.
   */
  private hoverOpened = { dropdown: false, submenu: false };

  constructor(
    private readonly settings: HeaderSettings,
    private readonly page: HeaderPage,
    private readonly env: HeaderEnvironment,
  ) {
    makeObservable<HeaderViewModel, 'syncViewport' | 'syncScroll'>(this, {
      openDropdownId: observable,
      openSubmenuId: observable,
      dropdownAnchorLeft: observable,
      mobileMenuOpen: observable,
      mobileStack: observableRef,
      scrolled: observable,
      viewportWidth: observable,
      agencyName: computed,
      isHome: computed,
      menuError: computed,
      primaryItems: computed,
      secondaryItems: computed,
      logoPosition: computed,
      primarySplit: computed,
      logo: computed,
      phoneHref: computed,
      phoneLabel: computed,
      desktopPhone: computed,
      showValuationLink: computed,
      openDropdownItem: computed,
      openDropdownWidth: computed,
      openDropdownAlignment: computed,
      mobileLevel: computed,
      openDropdown: action,
      closeDropdowns: action,
      toggleDropdown: action,
      hoverDropdown: action,
      pressDropdownToggle: action,
      openSubmenu: action,
      closeSubmenu: action,
      toggleSubmenu: action,
      hoverSubmenu: action,
      pressSubmenuToggle: action,
      openMobileMenu: action,
      closeMobileMenu: action,
      toggleMobileMenu: action,
      pushMobileLevel: action,
      popMobileLevel: action,
      syncViewport: action,
      syncScroll: action,
    });
  }

  /** Read the viewport and scroll position and follow their changes. Returns the disposer. */
  start(): () => void {
    this.syncViewport();
    this.syncScroll();
    const stopResize = this.env.onResize(() => this.syncViewport());
    const stopScroll = this.page.isHome
      ? this.env.onScroll(() => this.syncScroll())
      : () => undefined;
    return () => {
      stopResize();
      stopScroll();
      this.closeMobileMenu();
    };
  }

  // ---------- derived from settings -----------------------------------------------------------

  get agencyName(): string {
    return this.settings.agencyName.trim() || this.settings.header.agencyName?.trim() || '';
  }

  get isHome(): boolean {
    return this.page.isHome;
  }

  /** SPEC §8: the admin error when primaryMenuItems is missing from the settings. */
  get menuError(): string | undefined {
    return this.settings.header.primaryMenuItems === undefined
      ? MESSAGES.menuNotConfigured
      : undefined;
  }

  get primaryItems(): readonly MenuItem[] {
    return this.settings.header.primaryMenuItems ?? [];
  }

  get secondaryItems(): readonly MenuItem[] {
    return this.settings.header.secondaryMenuItems;
  }

  /** Where the desktop logo sits: theme navbarLogoPosition 'left' or 'right', else centred. */
  get logoPosition(): LogoPosition {
    const setting = this.settings.theme.navbarLogoPosition.trim().toLowerCase();
    return setting === 'left' || setting === 'right' ? setting : 'center';
  }

  /**
   * The primary items before and after the logo (SPEC §9): centred, the first four go left (or half
   * each when split equally); with the logo on the left every item follows it; on the right every
   * item comes before it.
   */
  get primarySplit(): { readonly left: readonly MenuItem[]; readonly right: readonly MenuItem[] } {
    if (this.logoPosition === 'left') return { left: [], right: this.primaryItems };
    if (this.logoPosition === 'right') return { left: this.primaryItems, right: [] };
    return splitPrimaryMenu(this.primaryItems, {
      splitEqually: this.settings.theme.splitNavigationMenuItemsEqually,
    });
  }

  /** The logo with its alt text and sizes (theme 'width,height' settings), or undefined when unset. */
  get logo(): HeaderLogo | undefined {
    const logo = this.settings.header.logo;
    const src = logo?.url.trim();
    if (logo === undefined || !src) return undefined;
    const desktopSize = parseDimensions(this.settings.theme.headerDesktopLogoDimensions);
    const mobileSize = parseDimensions(this.settings.theme.headerMobileLogoDimensions);
    return {
      src,
      mobileSrc: logo.mobileUrl?.trim() || src,
      alt: logo.alt?.trim() || this.agencyName || 'Home',
      ...(desktopSize ? { desktopSize } : {}),
      ...(mobileSize ? { mobileSize } : {}),
    };
  }

  /** The mobile header's phone link (SPEC §2 Header), or undefined when none is usable. */
  get phoneHref(): string | undefined {
    return headerPhoneLink(
      this.settings.theme.mobileHeaderContactLink,
      this.settings.header.agencyContactTelephone,
    );
  }

  /** The accessible name of the mobile phone link: 'Call {agency}' for a tel: link, else 'Contact {agency}'. */
  get phoneLabel(): string {
    const who = this.agencyName || 'us';
    return this.phoneHref?.startsWith('tel:') ? `Call ${who}` : `Contact ${who}`;
  }

  /** The agency telephone for the desktop top bar, as written and as a tel: link. */
  get desktopPhone(): { readonly text: string; readonly href: string } | undefined {
    const text = this.settings.header.agencyContactTelephone?.trim();
    const href = text ? telHref(text) : undefined;
    return text && href ? { text, href } : undefined;
  }

  /** The home page shows the fixed 'Book a valuation' side link (SPEC §2 Header). */
  get showValuationLink(): boolean {
    return this.page.isHome;
  }

  // ---------- desktop dropdowns ----------------------------------------------------------------

  get openDropdownItem(): MenuItem | undefined {
    return this.primaryItems.find(
      (item) => item.id === this.openDropdownId && item.items.length > 0,
    );
  }

  /** 230 px, or 460 px when the open dropdown has a second level (SPEC §9). */
  get openDropdownWidth(): number | undefined {
    const item = this.openDropdownItem;
    return item ? dropdownWidth(item) : undefined;
  }

  /** Which edge of its item the open dropdown lines up with, so it stays on screen. */
  get openDropdownAlignment(): 'left' | 'right' {
    const width = this.openDropdownWidth;
    if (width === undefined || this.dropdownAnchorLeft === undefined || this.viewportWidth <= 0)
      return 'left';
    return dropdownAlignment(this.dropdownAnchorLeft, this.viewportWidth, width);
  }

  /**
   * Open a primary item's dropdown (hover or click, SPEC §4 Header). Only items with children have
   * one. Its first child with children of its own shows its second level straight away, so a
   * two-column dropdown never opens half empty. `anchorLeft` is the item's left edge in px.
   */
  openDropdown(id: string, anchorLeft?: number): void {
    const item = this.primaryItems.find(
      (candidate) => candidate.id === id && candidate.items.length > 0,
    );
    if (item === undefined) return;
    if (this.openDropdownId !== id) {
      this.openSubmenuId = item.items.find((child) => child.items.length > 0)?.id;
      this.hoverOpened = { dropdown: false, submenu: false };
    }
    this.openDropdownId = id;
    if (anchorLeft !== undefined && Number.isFinite(anchorLeft))
      this.dropdownAnchorLeft = anchorLeft;
  }

  /** Close every dropdown (leaving the header, Esc, a click elsewhere). */
  closeDropdowns(): void {
    this.openDropdownId = undefined;
    this.openSubmenuId = undefined;
    this.dropdownAnchorLeft = undefined;
    this.hoverOpened = { dropdown: false, submenu: false };
  }

  toggleDropdown(id: string, anchorLeft?: number): void {
    if (this.openDropdownId === id) this.closeDropdowns();
    else this.openDropdown(id, anchorLeft);
  }

  /** Show a first-level item's second-level list (hover or click); only inside the open dropdown. */
  openSubmenu(id: string): void {
    if (this.openDropdownItem?.items.some((child) => child.id === id && child.items.length > 0)) {
      this.openSubmenuId = id;
    }
  }

  closeSubmenu(): void {
    this.openSubmenuId = undefined;
  }

  toggleSubmenu(id: string): void {
    if (this.openSubmenuId === id) this.closeSubmenu();
    else this.openSubmenu(id);
  }

  /**
   * The mouse came over a primary item: its dropdown opens (with the second-level list it shows
   * straight away), both marked as opened by hover; an item without children closes any dropdown.
   */
  hoverDropdown(id: string, anchorLeft?: number): void {
    if (!this.primaryItems.some((item) => item.id === id && item.items.length > 0)) {
      this.closeDropdowns();
      return;
    }
    if (this.openDropdownId === id) return;
    this.openDropdown(id, anchorLeft);
    this.hoverOpened = { dropdown: true, submenu: this.openSubmenuId !== undefined };
  }

  /**
   * The mouse came over a first-level item of the open dropdown: its second level shows, marked
   * as opened by hover.
   */
  hoverSubmenu(id: string): void {
    if (this.openSubmenuId === id) return;
    this.openSubmenu(id);
    if (this.openSubmenuId === id) this.hoverOpened = { ...this.hoverOpened, submenu: true };
  }

  /** A press on a primary item's toggle (`byPointer`: a mouse or touch click, not Enter or Space). */
  pressDropdownToggle(id: string, byPointer: boolean, anchorLeft?: number): void {
    const open = this.openDropdownId === id;
    if (!this.keepsHoverOpened('dropdown', open, byPointer)) this.toggleDropdown(id, anchorLeft);
  }

  /** A press on a first-level item's toggle (`byPointer` as for pressDropdownToggle). */
  pressSubmenuToggle(id: string, byPointer: boolean): void {
    if (!this.keepsHoverOpened('submenu', this.openSubmenuId === id, byPointer))
      this.toggleSubmenu(id);
  }

  /**
   * The one rule for a toggle pressed after hovering, at either level: a pointer's first press on
   * the toggle of a list the hover opened leaves it open; any press ends the hover's claim.
   */
  private keepsHoverOpened(
    level: 'dropdown' | 'submenu',
    open: boolean,
    byPointer: boolean,
  ): boolean {
    const keep = byPointer && open && this.hoverOpened[level];
    this.hoverOpened = { ...this.hoverOpened, [level]: false };
    return keep;
  }

  // ---------- mobile menu ----------------------------------------------------------------------

  /** Open the mobile menu at its top level and lock body scroll (SPEC §4 Header). */
  openMobileMenu(): void {
    if (this.mobileMenuOpen) return;
    this.mobileMenuOpen = true;
    this.mobileStack = [];
    this.releaseScrollLock = this.env.lockScroll();
  }

  /** Close the mobile menu, back to its top level, and unlock body scroll. */
  closeMobileMenu(): void {
    this.mobileMenuOpen = false;
    this.mobileStack = [];
    const release = this.releaseScrollLock;
    this.releaseScrollLock = undefined;
    release?.();
  }

  toggleMobileMenu(): void {
    if (this.mobileMenuOpen) this.closeMobileMenu();
    else this.openMobileMenu();
  }

  /** Whether an item in the current mobile level opens a nested level (it has children, and the
   *  two nested levels are not used up). */
  opensMobileLevel(item: MenuItem): boolean {
    return item.items.length > 0 && this.mobileStack.length < MAX_MOBILE_NESTED_LEVELS;
  }

  /** Open an item's children as the next mobile level (at most two nested levels). */
  pushMobileLevel(item: MenuItem): void {
    if (!this.mobileMenuOpen || !this.opensMobileLevel(item)) return;
    if (!this.mobileLevel.items.includes(item)) return;
    this.mobileStack = [...this.mobileStack, item];
  }

  /** The Back button: one level up. */
  popMobileLevel(): void {
    this.mobileStack = this.mobileStack.slice(0, -1);
  }

  /** The mobile level on screen. */
  get mobileLevel(): MobileMenuLevel {
    const parent = this.mobileStack[this.mobileStack.length - 1];
    const grandparent = this.mobileStack[this.mobileStack.length - 2];
    return { parent, grandparent, items: parent ? parent.items : this.primaryItems };
  }

  // ---------- per item -------------------------------------------------------------------------

  /** The item is the current page (aria-current="page"): same path, ignoring a trailing slash. */
  isCurrentPage(item: MenuItem): boolean {
    return samePath(item.url, this.page.path);
  }

  /** The current page is the item or one of its descendants (styles the section as active). */
  isInCurrentSection(item: MenuItem): boolean {
    return this.isCurrentPage(item) || item.items.some((child) => this.isInCurrentSection(child));
  }

  /** Items with target 'B' open in a new tab (SPEC §2 Header). */
  opensInNewTab(item: MenuItem): boolean {
    return isNewTab(item);
  }

  /** The section's dropdown illustration, when the agency has one for it (SPEC §2 Header). */
  illustrationFor(item: MenuItem): string | undefined {
    return sectionIllustration(item, this.settings.theme.menuSectionIllustrations);
  }

  /** The link target for an item: its URL when core's link rule finds it safe (never javascript:, data: …). */
  hrefFor(item: MenuItem): string | undefined {
    return safeLink(item.url);
  }

  // ---------- browser events -------------------------------------------------------------------

  private syncViewport(): void {
    const width = this.env.viewportWidth();
    this.viewportWidth = Number.isFinite(width) && width > 0 ? width : 0;
    if (this.viewportWidth === 0) return;
    // SPEC §4: the lock goes once the window is desktop-wide; the menu closes with it.
    if (!isMobileMenu(this.viewportWidth) && this.mobileMenuOpen) this.closeMobileMenu();
    if (isMobileMenu(this.viewportWidth) && this.openDropdownId !== undefined)
      this.closeDropdowns();
  }

  private syncScroll(): void {
    this.scrolled = this.page.isHome && isScrolledHeader(this.env.scrollY());
  }
}

function parseDimensions(setting: string | undefined): LogoSize | undefined {
  return setting === undefined ? undefined : parseLogoDimensions(setting);
}

function samePath(url: string, path: string): boolean {
  const normalise = (value: string): string => {
    const trimmed = value.trim().split(/[?#]/)[0] ?? '';
    return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
  };
  const itemPath = normalise(url);
  return itemPath !== '' && itemPath === normalise(path);
}
