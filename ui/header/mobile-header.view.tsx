/**
 * The mobile header (< 1200 px, SPEC §2 Header): menu button, logo, phone and account icons, and a
 * full-screen panel whose items with children open nested levels (up to two) with a Back button;
 * secondary links below.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  MenuIcon,
  PhoneIcon,
  UserIcon,
} from './header-icons.js';
import {
  ACCOUNT_HREF,
  LogoLink,
  MenuLink,
  register,
  type HeaderViewProps,
} from './header-menus.view.js';

export const MobileHeader = observer(function MobileHeader({ vm }: HeaderViewProps) {
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
        {vm.menuError !== undefined ? (
          <p className="site-header__menu-error">{vm.menuError}</p>
        ) : null}
        <MobileMenuLevelView vm={vm} />
        {vm.secondaryItems.length > 0 ? (
          <ul className="mobile-menu__secondary">
            {vm.secondaryItems.map((item) => (
              <li key={item.id}>
                <MenuLink
                  vm={vm}
                  item={item}
                  className="mobile-menu__secondary-link"
                  onClick={() => vm.closeMobileMenu()}
                />
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
          <button
            ref={backButton}
            type="button"
            className="mobile-menu__back"
            onClick={() => vm.popMobileLevel()}
          >
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
