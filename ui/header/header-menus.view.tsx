/**
 * The header's menus (SPEC §2 Header): what both layouts share (the account and valuation links,
 * the menu link that marks the current page and opens 'B' items in a new tab, the logo), and the
 * desktop primary menu's items with their disclosure dropdowns and second-level lists.
 */
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import type { MenuItem } from '../../core/index.js';
import { ChevronDownIcon, ChevronRightIcon, ExternalIcon } from './header-icons.js';
import type { HeaderViewModel } from './header.view-model.js';
import { overlayHref } from '../../core/index.js';

export interface HeaderViewProps {
  readonly vm: HeaderViewModel;
}

/** The account link of both layouts (SPEC §2: user profile link to /user). */
export const ACCOUNT_HREF = overlayHref('user');
/** The home page's fixed side link (SPEC §2 Header). */
export const VALUATION_HREF = overlayHref('bookValuation');

/** A block's class with the modifiers that are on: modifiers('dropdown', { open: true }) is 'dropdown dropdown--open'. */
export function modifiers(block: string, on: Readonly<Record<string, boolean>>): string {
  return [
    block,
    ...Object.keys(on)
      .filter((name) => on[name])
      .map((name) => `${block}--${name}`),
  ].join(' ');
}

/** Keeps a toggle button by its item's id, to move focus back to it. */
export function register(
  map: Map<string, HTMLButtonElement>,
  id: string,
  button: HTMLButtonElement | null,
): void {
  if (button === null) map.delete(id);
  else map.set(id, button);
}

interface PrimaryNavItemProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly registerToggle: (button: HTMLButtonElement | null) => void;
  readonly registerSubmenuToggle: (id: string, button: HTMLButtonElement | null) => void;
}

export const PrimaryNavItem = observer(function PrimaryNavItem({
  vm,
  item,
  registerToggle,
  registerSubmenuToggle,
}: PrimaryNavItemProps) {
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
  const classes = modifiers('primary-nav__item', {
    'has-dropdown': hasDropdown,
    open,
    current: vm.isInCurrentSection(item),
  });

  return (
    <li ref={itemRef} className={classes} onPointerEnter={onPointerEnter}>
      {href !== undefined ? <MenuLink vm={vm} item={item} className="primary-nav__link" /> : null}
      {hasDropdown ? (
        <MenuToggle
          block="primary-nav"
          item={item}
          labelled={href === undefined}
          open={open}
          controls={panelId}
          buttonRef={registerToggle}
          onClick={onToggleClick}
        >
          <ChevronDownIcon />
        </MenuToggle>
      ) : null}
      {hasDropdown ? (
        <Dropdown
          vm={vm}
          item={item}
          id={panelId}
          open={open}
          registerSubmenuToggle={registerSubmenuToggle}
        />
      ) : null}
    </li>
  );
});

interface DropdownProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly id: string;
  readonly open: boolean;
  readonly registerSubmenuToggle: (id: string, button: HTMLButtonElement | null) => void;
}

const Dropdown = observer(function Dropdown({
  vm,
  item,
  id,
  open,
  registerSubmenuToggle,
}: DropdownProps) {
  const twoLevels = item.items.some((child) => child.items.length > 0);
  const illustration = vm.illustrationFor(item);
  const classes = modifiers('dropdown', {
    'two-levels': twoLevels,
    [`align-${vm.openDropdownAlignment}`]: open,
    illustrated: illustration !== undefined,
  });
  return (
    <div
      id={id}
      className={classes}
      hidden={!open}
      style={open ? { width: `${vm.openDropdownWidth ?? 230}px` } : undefined}
    >
      {illustration !== undefined && open ? (
        <img
          className="dropdown__illustration"
          src={illustration}
          alt=""
          aria-hidden="true"
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <ul className="dropdown__list">
        {item.items.map((child) => (
          <DropdownItem
            key={child.id}
            vm={vm}
            item={child}
            registerSubmenuToggle={registerSubmenuToggle}
          />
        ))}
      </ul>
    </div>
  );
});

interface DropdownItemProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly registerSubmenuToggle: (id: string, button: HTMLButtonElement | null) => void;
}

const DropdownItem = observer(function DropdownItem({
  vm,
  item,
  registerSubmenuToggle,
}: DropdownItemProps) {
  const listId = useId();
  const hasSubmenu = item.items.length > 0;
  const open = hasSubmenu && vm.openSubmenuId === item.id;
  const href = vm.hrefFor(item);
  const onPointerEnter = (event: PointerEvent<HTMLLIElement>): void => {
    if (event.pointerType === 'mouse' && hasSubmenu) vm.hoverSubmenu(item.id);
  };
  const classes = modifiers('dropdown__item', {
    'has-submenu': hasSubmenu,
    open,
    current: vm.isInCurrentSection(item),
  });
  return (
    <li className={classes} onPointerEnter={onPointerEnter}>
      <div className="dropdown__row">
        {href !== undefined ? <MenuLink vm={vm} item={item} className="dropdown__link" /> : null}
        {hasSubmenu ? (
          <MenuToggle
            block="dropdown"
            item={item}
            labelled={href === undefined}
            open={open}
            controls={listId}
            buttonRef={(button) => registerSubmenuToggle(item.id, button)}
            onClick={(event) => vm.pressSubmenuToggle(item.id, event.detail > 0)}
          >
            <ChevronRightIcon />
          </MenuToggle>
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

interface MenuToggleProps {
  /** The menu's block class: the button is its `__toggle`. */
  readonly block: string;
  readonly item: MenuItem;
  /** The item has no link of its own: the button shows its name (otherwise only screen readers hear it). */
  readonly labelled: boolean;
  readonly open: boolean;
  /** The id of the list the button opens. */
  readonly controls: string;
  readonly buttonRef: (button: HTMLButtonElement | null) => void;
  readonly onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The chevron. */
  readonly children: ReactNode;
}

/** The disclosure button of an item with a list under it (the primary menu's and the dropdown's). */
function MenuToggle(props: MenuToggleProps) {
  const { block, item, labelled, open, controls, buttonRef, onClick, children } = props;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={modifiers(`${block}__toggle`, { labelled })}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      {labelled ? (
        <span>{item.name}</span>
      ) : (
        <span className="visually-hidden">{item.name} menu</span>
      )}
      {children}
    </button>
  );
}

interface MenuLinkProps extends HeaderViewProps {
  readonly item: MenuItem;
  readonly className: string;
  readonly children?: ReactNode;
  readonly onClick?: () => void;
}

/** A menu item's link: aria-current on the current page; target 'B' opens a new tab (SPEC §2). */
export function MenuLink({ vm, item, className, children, onClick }: MenuLinkProps) {
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
export const LogoLink = observer(function LogoLink({
  vm,
  className,
}: HeaderViewProps & { readonly className: string }) {
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
