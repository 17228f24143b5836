import { expect } from 'chai';
import {
  SITE_COOKIES,
  decodeSiteSettings,
  storageKeyName,
  storedItemsOf,
} from '../../core/index.js';
import { SESSION_COOKIE } from '../../sandbox/session.js';
import { useTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

/** The page's article: its title and its body (trusted agency HTML, as the settings carry it). */
function articleOf(settings: Record<string, any>): { title: string; body: string } {
  return settings['page']['data']['article'];
}

describe('sandbox legal pages', () => {
  let t: TestSandbox;
  let oakfield: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (oakfield = v)));
  const harbour = () => new Visitor(t.url, { 'x-sandbox-agency': 'harbour.localhost' });

  it("serves each agency's terms, privacy notice and cookie policy at the paths its settings name", async () => {
    for (const [visitor, paths] of [
      [oakfield, ['/terms-and-conditions', '/privacy-notice', '/cookie-policy']],
      [harbour(), ['/terms', '/privacy', '/cookie-policy']],
    ] as const) {
      const home = decodeSiteSettings((await visitor.page('/')).settings).settings;
      expect(Object.values(home.legalPages)).to.deep.equal(paths);
      for (const path of paths) {
        const page = await visitor.page(path);
        expect(page.status, path).to.equal(200);
        expect(page.settings['page']['identifier']).to.equal('articles#show');
        expect(decodeSiteSettings(page.settings).problems, path).to.deep.equal([]);
      }
    }
  });

  it("answers another agency's legal path with the page-not-found page", async () => {
    expect((await oakfield.page('/terms')).status).to.equal(404);
    expect((await harbour().page('/privacy-notice')).status).to.equal(404);
  });

  it("lists in the cookie policy the platform's session cookie and everything core's list says the site keeps", async () => {
    for (const [visitor, bannerOn] of [
      [oakfield, true],
      [harbour(), false],
    ] as const) {
      const { body } = articleOf((await visitor.page('/cookie-policy')).settings);
      const kept = storedItemsOf(bannerOn);
      for (const name of [
        SESSION_COOKIE,
        ...kept.cookies.map((c) => c.name),
        ...kept.storage.map((s) => storageKeyName(s.key)),
      ]) {
        expect(body, name).to.contain(`<code>${name}</code>`);
      }
      expect(
        body.includes(SITE_COOKIES.consent.name),
        'the consent cookie, only with a banner',
      ).to.equal(bannerOn);
      expect(body.includes('Cookie settings'), 'how to change the choice').to.equal(bannerOn);
    }
  });

  it('tells in the privacy notice who the controller is, what is collected, why, for how long, the rights and the contact', async () => {
    const { body } = articleOf((await harbour().page('/privacy')).settings);
    for (const heading of [
      'Who we are',
      'What we collect',
      'Why we use it',
      'Who we share it with',
      'How long we keep it',
      'Your rights',
      'Complaints',
    ]) {
      expect(body).to.contain(`<h2>${heading}</h2>`);
    }
    expect(body)
      .to.contain('Harbour Homes Limited')
      .and.contain('mailto:privacy@harbourhomes.co.uk')
      .and.contain('href="/cookie-policy"');
  });

  it("gives the cookie policy article the policy's words", async () => {
    const article = articleOf((await oakfield.page('/articles/cookie-policy')).settings);
    const page = articleOf((await oakfield.page('/cookie-policy')).settings);
    expect(article.body).to.equal(page.body);
  });
});
