/**
 * The cookie banner (SPEC §3 cookie_consent_config): a labelled region fixed to the foot of the
 * window, never a modal. It is the first thing in the page's reading and Tab order (as GOV.UK's
 * cookie banner is), takes no focus on its own and traps none; the page stays usable beside it.
 * Being fixed, it moves nothing on the page as it appears (no layout shift); the page keeps a strip
 * of its height free at the bottom and scrolls what is focused above it (consent.css, with the
 * height this view publishes as `--cookie-banner-height`).
 *
 * Focus: the footer's 'Cookie settings' opens it and moves focus to it; after a choice made from
 * inside it, focus goes back to what opened it (the footer button), else to the page's main
 * content, never to nowhere. A dialog open on the page (a first visit straight to a form) leaves
 * it above its backdrop and in its Tab loop (ui/modal/beside-dialogs.ts); a choice made in it
 * then sends focus back into the dialog.
 *
 * In a page that runs no script its buttons still work: they post the choice (a form, core's
 * CONSENT_FORM), and the platform sets the consent cookie and sends the visitor back to the page.
 *
 * Its model (cookie-banner.model.ts) is the first banner while the page starts (the server's
 * markup holds the banner when the consent cookie holds no choice: it is painted with the page),
 * then the banner chunk's view-model: the same markup, so nothing moves when one takes over.
 */
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { CONSENT_FORM } from '../../core/index.js';
import type { ConsentDecision, CookieBannerContent } from '../../core/index.js';
import type { CookieBannerModel } from './cookie-banner.model.js';

export const COOKIE_BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

type ChoiceText = keyof Pick<CookieBannerContent, 'acceptText' | 'rejectText'>;

/** The two choices, in order: the decision each posts, its text, and the model's action. */
const CHOICES = [
  ['accepted', 'acceptText', 'accept'],
  ['rejected', 'rejectText', 'reject'],
] as const satisfies readonly (readonly [ConsentDecision, ChoiceText, 'accept' | 'reject'])[];
const HEADING_ID = 'cookie-banner-heading';

export interface CookieBannerViewProps {
  readonly vm: CookieBannerModel;
  /** The page has the 'Book a valuation' bar at the foot of the window (below 1280 px): the banner sits on top of it. */
  readonly aboveValuationBar?: boolean;
  /**
   * What the banner's buttons post when the page runs no script (core's CONSENT_FORM): the
   * authenticity token, and the page to come back to.
   */
  readonly form?: { readonly token: string; readonly returnTo: string };
}

export const CookieBannerView = observer(function CookieBannerView(props: CookieBannerViewProps) {
  const { vm, aboveValuationBar = false, form } = props;
  const region = useRef<HTMLElement | null>(null);
  /** What had focus when the footer link opened the banner (focus goes back there after a choice). */
  const opener = useRef<HTMLElement | null>(null);
  const visible = vm.visible;
  const focusRequest = vm.focusRequest;

  /** The last request to move focus here that was carried out. */
  const focused = useRef(0);

  // A request may come before the banner can show (the footer link pressed while its code was on
  // its way): it is carried out once the banner is on screen.
  useEffect(() => {
    const element = region.current;
    if (element === null || focusRequest === focused.current) return;
    focused.current = focusRequest;
    const active = element.ownerDocument.activeElement;
    if (active instanceof HTMLElement && !element.contains(active)) opener.current = active;
    element.focus();
  }, [focusRequest, visible]);

  useLayoutEffect(() => {
    const element = region.current;
    if (!visible || element === null) return undefined;
    const root = element.ownerDocument.documentElement;
    const publish = (): void => {
      const value = `${element.offsetHeight}px`;
      if (root.style.getPropertyValue(COOKIE_BANNER_HEIGHT_PROPERTY) !== value)
        root.style.setProperty(COOKIE_BANNER_HEIGHT_PROPERTY, value);
    };
    const view = element.ownerDocument.defaultView;
    // A ResizeObserver reports the first size itself, after the frame's layout: the height is then
    // written outside the task that put the banner on screen (hydration), with no forced layout.
    const observer =
      typeof view?.ResizeObserver === 'function' ? new view.ResizeObserver(publish) : undefined;
    if (observer) observer.observe(element);
    else publish();
    view?.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      view?.removeEventListener('resize', publish);
      root.style.removeProperty(COOKIE_BANNER_HEIGHT_PROPERTY);
    };
  }, [visible]);

  if (!visible) return null;
  const { content, currentChoice } = vm;

  /** After a choice made from inside the banner, focus goes to its opener, else to the main content. */
  const choose = (decide: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    // The app records the choice itself; the form post is for a page that runs no script.
    event.preventDefault();
    const element = region.current;
    const focusWasInside =
      element !== null && element.contains(element.ownerDocument.activeElement);
    decide();
    if (!focusWasInside || element === null) return;
    const back = opener.current;
    opener.current = null;
    if (back !== null && back.isConnected) back.focus();
    else element.ownerDocument.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={region}
      className={aboveValuationBar ? 'cookie-banner cookie-banner--above-bar' : 'cookie-banner'}
      aria-labelledby={HEADING_ID}
      tabIndex={-1}
      // Usable beside an open dialog, and in its Tab loop (ui/modal/beside-dialogs.ts).
      data-beside-dialogs=""
    >
      <div className="container cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id={HEADING_ID} className="cookie-banner__heading">
            {content.heading}
          </h2>
          <p className="cookie-banner__message">
            {content.message}
            {content.policyUrl !== undefined && (
              <>
                {' '}
                <a href={content.policyUrl}>{content.policyLinkText}</a>
              </>
            )}
          </p>
          {currentChoice !== undefined && <p className="cookie-banner__current">{currentChoice}</p>}
        </div>
        <form className="cookie-banner__actions" method="post" action={CONSENT_FORM.action}>
          {form ? (
            <>
              <input type="hidden" name={CONSENT_FORM.token} value={form.token} />
              <input type="hidden" name={CONSENT_FORM.returnTo} value={form.returnTo} />
            </>
          ) : null}
          {CHOICES.map(([decision, text, decide]) => (
            <button
              key={decision}
              type="submit"
              name={CONSENT_FORM.decision}
              value={decision}
              className="button button--primary"
              onClick={choose(vm[decide])}
            >
              {content[text]}
            </button>
          ))}
        </form>
      </div>
    </section>
  );
});
