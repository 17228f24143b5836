import { expect } from 'chai';
import { JSDOM, VirtualConsole } from 'jsdom';
import { createContainer, testEnvironment } from '../../composition-root.js';
import { COOKIE_CONSENT_KEY } from '../../core/consent/cookie-consent.js';
import { decodeSiteSettings } from '../../core/settings/settings.codec.js';
import type { AnalyticsEvent } from '../../core/ports/analytics.port.js';
import { TOKENS } from '../../ui/tokens.js';
import { FirstCookieBanner } from '../../ui/consent/cookie-banner.model.js';

const OAKFIELD_CONSENT = {
  enabled: true,
  message: 'We use cookies.',
  acceptText: 'Accept all cookies',
  rejectText: 'Reject non-essential',
};

/** The site's container over a fake platform: what it was asked, and the page's data layer. */
function aSite(cookieConsent: Record<string, unknown>) {
  const { settings } = decodeSiteSettings({
    agency_name: 'Oakfield & Vale',
    authenticityToken: 'token-1',
    page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
    header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
    cookie_consent_config: cookieConsent,
  });
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(
      `${init?.method ?? 'GET'} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ''}`,
    );
    if (url.pathname === '/analytics_code') {
      return new Response(
        JSON.stringify({
          head_analytics_code: '<meta name="agency-analytics" content="oakfield">',
          analytics_code: '',
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }
    return new Response('{"ok":true}', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const dataLayer: AnalyticsEvent[] = [];
  const page = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://agency.test/',
    virtualConsole: new VirtualConsole(),
  });
  const logged: string[] = [];
  const env = testEnvironment(settings, {
    fetch,
    analytics: { push: (event) => void dataLayer.push(event) },
    document: () => page.window.document,
    logger: { warn: (m) => void logged.push(m), error: (m) => void logged.push(m) },
  });
  const container = createContainer(env);
  return { container, calls, dataLayer, page, logged, consentCookie: env.consentCookie };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookie consent in the container', () => {
  it("holds the site's analytics events until the banner's chunk knows the choice; 'Cookie settings' loads it, and an acceptance sends them, logs it and runs the code", async () => {
    const { container, calls, dataLayer, page, consentCookie } = aSite(OAKFIELD_CONSENT);
    const analytics = container.get(TOKENS.analytics);
    analytics.push({ event: 'property_saved', property_id: '1001' });
    expect(dataLayer).to.deep.equal([]);
    expect(container.isBound(TOKENS.cookieConsentViewModel), 'bound by its chunk only').to.equal(
      false,
    );

    const shell = container.get(TOKENS.shellViewModel);
    // No choice in the consent cookie: the page's first render has the banner (its first model).
    expect(shell.cookieBanner).to.be.instanceOf(FirstCookieBanner);
    shell.openCookieSettings();
    // The chunk is imported for real (compiled on the fly here): wait for it, with a deadline.
    for (
      const deadline = Date.now() + 8000;
      !container.isBound(TOKENS.cookieConsentViewModel) && Date.now() < deadline;
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    await flush();
    const banner = container.get(TOKENS.cookieConsentViewModel);
    expect(shell.cookieBanner, 'the chunk’s view-model took over').to.equal(banner);
    expect(container.get(TOKENS.cookieConsentViewModel), 'one per page').to.equal(banner);
    expect(banner.changeRequested).to.equal(true);

    banner.start();
    expect(banner.visible).to.equal(true);
    banner.accept();
    await flush();
    await flush();
    expect(dataLayer).to.deep.equal([{ event: 'property_saved', property_id: '1001' }]);
    expect(
      calls.some(
        (c) =>
          c.startsWith('POST /ajax-events/logs') &&
          c.includes('"status":"accepted"') &&
          c.includes('"event_type":"cookie_consent"'),
      ),
    ).to.equal(true);
    expect(calls).to.include('GET /analytics_code');
    expect(page.window.document.head.querySelector('meta[name="agency-analytics"]')).to.not.equal(
      null,
    );
    expect(
      container.get(TOKENS.storage).get(COOKIE_CONSENT_KEY, {
        decode: (raw: unknown) => ({ _tag: 'Right' as const, right: raw }),
      }),
    ).to.deep.include({ status: 'accepted' });
    expect(consentCookie.read(), 'the consent cookie mirrors the choice').to.equal('accepted');
  });

  it('drops every analytics event, and has no banner to open, for an agency without a banner', async () => {
    const { container, dataLayer, calls } = aSite({ enabled: false });
    container.get(TOKENS.analytics).push({ event: 'search', search_channel: 'sales' });
    const shell = container.get(TOKENS.shellViewModel);
    shell.openCookieSettings();
    await flush();
    expect(shell.cookieBanner).to.equal(undefined);
    expect(dataLayer).to.deep.equal([]);
    expect(calls).to.deep.equal([]);
  });
});
