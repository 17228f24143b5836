import { actAsync, pagePerTest, render, screen, userSession } from '../support/dom.js';
import { expect } from 'chai';
import { right } from 'fp-ts/Either';
import { COOKIE_CONSENT_KEY } from '../../../core/consent/cookie-consent.js';
import type { CookieConsentConfig } from '../../../core/settings/settings.codec.js';
import {
  COOKIE_BANNER_HEIGHT_PROPERTY,
  CookieBannerView,
} from '../../../ui/consent/cookie-banner.view.js';
import { CookieConsentViewModel } from '../../../ui/consent/cookie-consent.view-model.js';
import { FirstCookieBanner } from '../../../ui/consent/cookie-banner.model.js';
import { consentGatedAnalytics } from '../../../ui/services/consent-gated-analytics.js';
import { MemoryStorage, RecordingAnalytics, RecordingNotifier } from '../services/fakes.js';

const OAKFIELD: CookieConsentConfig = {
  enabled: true,
  message:
    'We use cookies to make this site work and, with your consent, to understand how it is used.',
  policyUrl: '/articles/cookie-policy',
  acceptText: 'Accept all cookies',
  rejectText: 'Reject non-essential',
};

function aViewModel(options: { config?: CookieConsentConfig; stored?: unknown } = {}) {
  const storage = new MemoryStorage();
  if (options.stored !== undefined) storage.write(COOKIE_CONSENT_KEY, options.stored);
  const vm = new CookieConsentViewModel({
    settings: { cookieConsent: options.config ?? OAKFIELD, agencyName: 'Oakfield & Vale' },
    gate: consentGatedAnalytics(new RecordingAnalytics(), 'hold'),
    storage,
    cookie: { read: () => undefined, write: () => undefined },
    clock: { now: () => new Date('2026-11-25T10:00:00Z') },
    tracking: { consentLog: async () => right(undefined) },
    analyticsCode: { analyticsCode: async () => right({ head: '', body: '' }) },
    snippets: { inject: async () => right(undefined) },
    notifier: new RecordingNotifier(),
    logger: { warn: () => undefined, error: () => undefined },
  });
  return { vm, storage };
}

/** The page around the banner: the banner first (as the shell puts it), the main content, the footer's button. */
async function aPage(vm: CookieConsentViewModel) {
  const view = await render(
    <>
      <CookieBannerView vm={vm} />
      <main id="main" tabIndex={-1}>
        <a href="/property-for-sale">Property for sale</a>
      </main>
      <footer>
        <button type="button" onClick={() => vm.changeChoice()}>
          Cookie settings
        </button>
      </footer>
    </>,
  );
  await actAsync(() => void vm.start());
  return view;
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Oakfield & Vale' });

describe('CookieBannerView', () => {
  let user: ReturnType<typeof userSession>;
  pagePerTest({ body: '' });
  beforeEach(() => {
    user = userSession();
  });

  it('is the same banner, in the same element, when the first banner (the page’s first render) hands over to the chunk’s view-model', async () => {
    const chosen: string[] = [];
    const first = new FirstCookieBanner(
      { cookieConsent: OAKFIELD, agencyName: 'Oakfield & Vale' },
      (decision) => void chosen.push(decision),
    );
    const { vm } = aViewModel();
    const view = await render(<CookieBannerView vm={first} />);
    const element = banner();
    const firstMarkup = element?.outerHTML;
    vm.start();
    await view.rerender(<CookieBannerView vm={vm} />);
    expect(banner()).to.equal(element);
    expect(banner()?.outerHTML).to.equal(firstMarkup);
    expect(chosen).to.deep.equal([]);
  });

  it('sits on top of the valuation bar when the page has one: a class of its own from the first render, never a rule on what follows it in the page', async () => {
    const { vm } = aViewModel();
    await render(<CookieBannerView vm={vm} aboveValuationBar />);
    vm.start();
    await actAsync(() => undefined);
    expect(banner()?.className).to.equal('cookie-banner cookie-banner--above-bar');
  });

  it('the first banner closes on a choice and hands it on', async () => {
    const chosen: string[] = [];
    const first = new FirstCookieBanner(
      { cookieConsent: OAKFIELD, agencyName: 'Oakfield & Vale' },
      (decision) => void chosen.push(decision),
    );
    await render(<CookieBannerView vm={first} />);
    await user.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(banner()).to.equal(null);
    expect(chosen).to.deep.equal(['rejected']);
  });

  it('is a form posting the choice for a page that runs no script (the token, this page to come back to), which the app never sends itself', async () => {
    const { vm, storage } = aViewModel();
    await render(
      <CookieBannerView vm={vm} form={{ token: 'tok-1', returnTo: '/property-for-sale' }} />,
    );
    await actAsync(() => void vm.start());
    const form = banner()?.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).to.deep.equal([
      'post',
      '/cookie_consent',
    ]);
    expect(
      Object.fromEntries(
        [...(form?.querySelectorAll('input[type=hidden]') ?? [])].map((i) => [
          i.getAttribute('name'),
          i.getAttribute('value'),
        ]),
      ),
    ).to.deep.equal({
      authenticity_token: 'tok-1',
      return_to: '/property-for-sale',
    });
    const buttons = [...(form?.querySelectorAll('button') ?? [])].map((b) => [
      b.type,
      b.name,
      b.value,
    ]);
    expect(buttons).to.deep.equal([
      ['submit', 'decision', 'accepted'],
      ['submit', 'decision', 'rejected'],
    ]);
    let posted = 0;
    form?.addEventListener('submit', () => (posted += 1));
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(posted, 'no post: the app records the choice').to.equal(0);
    expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.include({ status: 'accepted' });
  });

  it('is a region named by its heading, not a dialog: the message, the policy link and the two choices', async () => {
    const { vm } = aViewModel();
    await aPage(vm);
    const region = banner();
    expect(region).to.not.equal(null);
    expect(region?.tagName).to.equal('SECTION');
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(region?.getAttribute('aria-modal')).to.equal(null);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cookies on Oakfield & Vale' }).tagName,
    ).to.equal('H2');
    expect(region?.textContent).to.include('We use cookies to make this site work');
    expect(
      screen.getByRole('link', { name: 'Read our cookie policy' }).getAttribute('href'),
    ).to.equal('/articles/cookie-policy');
    expect(
      screen.getByRole('button', { name: 'Accept all cookies' }).getAttribute('type'),
    ).to.equal('submit');
    expect(screen.getByRole('button', { name: 'Reject non-essential' }).className).to.equal(
      screen.getByRole('button', { name: 'Accept all cookies' }).className,
    );
  });

  it('takes no focus as it appears, and the keyboard reaches it first: the policy link, Accept, Reject, then on into the page (no trap)', async () => {
    const { vm } = aViewModel();
    await aPage(vm);
    expect(document.activeElement).to.equal(document.body);
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Read our cookie policy');
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Accept all cookies');
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Reject non-essential');
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Property for sale');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).to.equal('Reject non-essential');
  });

  it('closes on a choice made with the keyboard, and puts focus on the main content rather than nowhere', async () => {
    const { vm, storage } = aViewModel();
    await aPage(vm);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(banner()).to.equal(null);
    expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.include({ status: 'accepted' });
    expect(document.activeElement?.id).to.equal('main');
  });

  it('shows nothing for a visitor who has chosen, until the footer link opens it: then it says the choice and takes focus', async () => {
    const { vm } = aViewModel({
      stored: { status: 'accepted', decidedAt: new Date('2026-11-20T10:00:00Z').getTime() },
    });
    await aPage(vm);
    expect(banner()).to.equal(null);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).to.not.equal(null);
    expect(document.activeElement).to.equal(banner());
    expect(banner()?.textContent).to.include('You have accepted analytics cookies.');
  });

  it("takes focus when 'Cookie settings' was pressed before the banner's code had read the choice", async () => {
    const { vm } = aViewModel({
      stored: { status: 'rejected', decidedAt: new Date('2026-11-20T10:00:00Z').getTime() },
    });
    vm.changeChoice();
    await render(<CookieBannerView vm={vm} />);
    expect(banner()).to.equal(null);
    await actAsync(() => void vm.start());
    expect(banner()).to.not.equal(null);
    expect(document.activeElement).to.equal(banner());
  });

  it('after a choice made from the reopened banner, focus goes back to the footer link that opened it', async () => {
    const { vm, storage } = aViewModel({
      stored: { status: 'accepted', decidedAt: new Date('2026-11-20T10:00:00Z').getTime() },
    });
    await aPage(vm);
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).to.equal(banner());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).to.equal('Reject non-essential');
    await user.keyboard(' ');
    expect(banner()).to.equal(null);
    expect(storage.read(COOKIE_CONSENT_KEY)).to.deep.include({ status: 'rejected' });
    expect(document.activeElement).to.equal(settings);
  });

  it('publishes its height for the page to keep clear while it shows, and withdraws it when it closes', async () => {
    const { vm } = aViewModel();
    await aPage(vm);
    expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_HEIGHT_PROPERTY)).to.match(
      /^\d+px$/,
    );
    await user.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(document.documentElement.style.getPropertyValue(COOKIE_BANNER_HEIGHT_PROPERTY)).to.equal(
      '',
    );
  });

  it('uses the default texts, and shows no policy link, for an agency that gave none (or an unsafe one)', async () => {
    const { vm } = aViewModel({ config: { enabled: true, policyUrl: 'javascript:alert(1)' } });
    await aPage(vm);
    expect(screen.getByRole('button', { name: 'Accept analytics cookies' }).tagName).to.equal(
      'BUTTON',
    );
    expect(screen.getByRole('button', { name: 'Reject analytics cookies' }).tagName).to.equal(
      'BUTTON',
    );
    expect(screen.queryByRole('link', { name: /cookie policy/ })).to.equal(null);
  });

  it('never shows for an agency without a banner', async () => {
    const { vm } = aViewModel({ config: { enabled: false } });
    await aPage(vm);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.queryByRole('region')).to.equal(null);
  });
});
