import { act, currentDom, pagePerTest, render } from '../support/dom.js';
import { expect } from 'chai';
import type { WindowLike } from 'dompurify';
import { loadSanitiser, type Sanitise } from '../../../ui/content/sanitise-html.js';
import { SanitisedHtml } from '../../../ui/content/sanitised-html.view.js';

const load = (): Promise<Sanitise> => loadSanitiser(currentDom().window as unknown as WindowLike);

describe('the description sanitiser', () => {
  pagePerTest();

  it('removes scripts, styles, iframes and event handlers, and keeps the text and links', async () => {
    const sanitise = await load();
    const safe = sanitise(
      '<p onclick="steal()">A <strong>charming</strong> cottage.</p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.test"></iframe><img src="x" onerror="steal()"><a href="javascript:steal()">x</a>',
    );
    expect(safe).to.not.match(/script|style|iframe|onclick|onerror|javascript:/i);
    expect(safe).to.contain('<strong>charming</strong>');
  });

  it('gives every link rel="noopener", keeping a new-tab target and dropping other targets', async () => {
    const sanitise = await load();
    const holder = document.createElement('div');
    holder.innerHTML = String(
      sanitise(
        '<a href="/branches" target="_blank" rel="nofollow">Branches</a><a href="/a" target="_top">A</a>',
      ),
    );
    const [first, second] = [...holder.querySelectorAll('a')];
    expect(first?.getAttribute('rel')).to.equal('nofollow noopener');
    expect(first?.getAttribute('target')).to.equal('_blank');
    expect(second?.getAttribute('rel')).to.equal('noopener');
    expect(second?.hasAttribute('target')).to.equal(false);
  });

  it('treats an image without a text alternative as decorative (alt=""), and keeps the agency’s own', async () => {
    const sanitise = await load();
    const holder = document.createElement('div');
    holder.innerHTML = String(sanitise('<img src="/a.jpg"><img src="/b.jpg" alt="The office">'));
    expect([...holder.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).to.deep.equal(
      ['', 'The office'],
    );
  });

  it('removes form controls (keeping only their text) and style attributes', async () => {
    const sanitise = await load();
    expect(
      sanitise(
        '<form action="/x"><input name="a"><button>Go</button></form><p style="color:red">Hi</p>',
      ),
    ).to.equal('Go<p>Hi</p>');
  });
});

describe('SanitisedHtml (jsdom)', () => {
  pagePerTest();

  it('renders only the fallback until the sanitiser has loaded, then the sanitised HTML', async () => {
    let release: (s: Sanitise) => void = () => undefined;
    const pending = new Promise<Sanitise>((resolve) => {
      release = resolve;
    });
    const view = await render(
      <SanitisedHtml
        html={'<p>Lovely</p><script>window.ran = true</script>'}
        className="description"
        load={() => pending}
        fallback={<p>Summary</p>}
      />,
    );
    expect(view.container.innerHTML).to.equal('<p>Summary</p>');
    const sanitise = await load();
    await act(async () => {
      release(sanitise);
      await pending;
    });
    expect(view.container.querySelector('.description')?.innerHTML).to.equal('<p>Lovely</p>');
    expect(view.container.querySelector('script')).to.equal(null);
  });

  it('never renders the raw HTML when the sanitiser cannot load', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const failing = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      const view = await render(
        <SanitisedHtml html={'<img src=x onerror="alert(1)">'} load={() => failing} />,
      );
      await act(async () => {
        await failing.catch(() => undefined);
      });
      expect(view.container.innerHTML).to.equal('');
    } finally {
      console.warn = warn;
    }
  });
});
