import { expect } from 'chai';
import sinon from 'sinon';
import { left, right } from 'fp-ts/Either';
import { JSDOM, VirtualConsole, requestInterceptor } from 'jsdom';
import { DomPageSnippets } from '../../../adapters/browser/dom-page-snippets.adapter.js';

type ScriptSource = { body?: string; delayMs?: number; fail?: boolean; never?: boolean };

/** Serves external scripts by URL: each answers after `delayMs`, fails (404), or never answers. */
class Scripts {
  readonly requested: string[] = [];
  constructor(private readonly sources: Record<string, ScriptSource>) {}

  readonly interceptor = requestInterceptor((request) => {
    const pathname = new URL(request.url).pathname;
    this.requested.push(pathname);
    const source = this.sources[pathname];
    if (source?.never) return new Promise<Response>(() => {});
    const response =
      source === undefined || source.fail
        ? new Response('', { status: 404 })
        : new Response(source.body ?? '', {
            headers: { 'Content-Type': 'application/javascript' },
          });
    return new Promise<Response>((resolve) =>
      setTimeout(() => resolve(response), source?.delayMs ?? 0),
    );
  });
}

/** A page that runs scripts, with `ran` recording what they did, in order. */
function aPage(sources: ConstructorParameters<typeof Scripts>[0] = {}) {
  const loader = new Scripts(sources);
  const dom = new JSDOM(
    '<!doctype html><html><head><title>Page</title></head><body><main id="main"></main></body></html>',
    {
      url: 'https://agency.example/',
      runScripts: 'dangerously',
      resources: { interceptors: [loader.interceptor] },
      // jsdom reports a script that did not load on its console: expected here, and not worth printing.
      virtualConsole: new VirtualConsole(),
    },
  );
  (dom.window as unknown as { ran: string[] }).ran = [];
  const snippets = new DomPageSnippets({
    document: () => dom.window.document,
    scriptTimeoutMs: 2000,
  });
  const ran = () => (dom.window as unknown as { ran: string[] }).ran;
  return { dom, snippets, ran, loader };
}

const record = (what: string, id?: string) =>
  `<script${id ? ` id="${id}"` : ''}>window.ran.push(${JSON.stringify(what)})</script>`;

/**
 * An external script's source that records `name`, or that the element after it was already in
 * the page when it ran (the injector did not wait for it).
 */
const external = (name: string, nextId: string) =>
  `window.ran.push(document.getElementById(${JSON.stringify(nextId)}) ? ${JSON.stringify(`${name}, with the next script already in the page`)} : ${JSON.stringify(name)})`;

/**
 * jsdom runs an inline script inserted while it handles a script's load event a moment later (a
 * browser runs it at once): the tests let it, then read what ran.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('DomPageSnippets', () => {
  afterEach(() => sinon.restore());

  it('runs the inline scripts of a head snippet, in order, and keeps its other elements in the head', async () => {
    const { dom, snippets, ran } = aPage();
    const result = await snippets.inject(
      'head_analytics_code',
      'head',
      `<meta name="agency-analytics" content="x">${record('one')}${record('two')}`,
    );
    expect(result).to.deep.equal(right(undefined));
    expect(ran()).to.deep.equal(['one', 'two']);
    const head = dom.window.document.head;
    expect(head.querySelector('meta[name="agency-analytics"]')).to.not.equal(null);
    expect(head.querySelectorAll('script')).to.have.length(2);
  });

  it('puts the next script in only after an external script has run, whatever its download time', async () => {
    const { dom, snippets, ran } = aPage({
      '/tag.js': { body: external('tag', 'after-tag'), delayMs: 30 },
    });
    await snippets.inject(
      'head_analytics_code',
      'head',
      `${record('head')}<script src="/tag.js"></script>${record('after tag', 'after-tag')}`,
    );
    await settle();
    expect(ran()).to.deep.equal(['head', 'tag', 'after tag']);
    expect(dom.window.document.head.querySelector('script[src="/tag.js"]')).to.not.equal(null);
  });

  it('runs scripts inside other elements in their turn, in the element, at the end of the body', async () => {
    const { dom, snippets, ran } = aPage({
      '/late.js': { body: external('late', 'after-late'), delayMs: 20 },
    });
    await snippets.inject(
      'analytics_code',
      'body',
      `${record('first')}<div id="widget">${record('in div')}<script src="/late.js"></script>${record('after late', 'after-late')}</div>${record('last')}`,
    );
    await settle();
    expect(ran()).to.deep.equal(['first', 'in div', 'late', 'after late', 'last']);
    const widget = dom.window.document.getElementById('widget');
    expect(widget?.parentElement?.tagName).to.equal('BODY');
    expect(widget?.querySelectorAll('script')).to.have.length(3);
    expect(dom.window.document.body.lastElementChild?.textContent).to.include('last');
  });

  it('injects a snippet id once per page: a second call, even while the first is running, does nothing', async () => {
    const { dom, snippets, ran } = aPage({
      '/tag.js': { body: 'window.ran.push("tag")', delayMs: 20 },
    });
    const html = `${record('head')}<script src="/tag.js"></script>`;
    const first = snippets.inject('head_analytics_code', 'head', html);
    const second = await snippets.inject('head_analytics_code', 'head', html);
    expect(second).to.deep.equal(right(undefined));
    await first;
    expect(await snippets.inject('head_analytics_code', 'head', html)).to.deep.equal(
      right(undefined),
    );
    await settle();
    expect(ran()).to.deep.equal(['head', 'tag']);
    expect(dom.window.document.querySelectorAll('script')).to.have.length(2);
    // Another snippet (another id) still goes in.
    await snippets.inject('analytics_code', 'body', record('body'));
    await settle();
    expect(ran()).to.deep.equal(['head', 'tag', 'body']);
  });

  it('answers a network failure when an external script cannot load, and still puts the rest in', async () => {
    const { dom, snippets, ran } = aPage({ '/gone.js': { fail: true } });
    const result = await snippets.inject(
      'analytics_code',
      'body',
      `${record('before')}<script src="/gone.js"></script>${record('after', 'after')}<p id="note">note</p>`,
    );
    expect(result).to.deep.equal(left({ kind: 'network' }));
    expect(dom.window.document.getElementById('after')).to.not.equal(null);
    expect(dom.window.document.getElementById('note')).to.not.equal(null);
    await settle();
    expect(ran()[0]).to.equal('before');
  });

  it('goes on without an external script that does not load in time, answering a time-out', async () => {
    const { dom, ran } = aPage({ '/slow.js': { never: true } });
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const snippets = new DomPageSnippets({
      document: () => dom.window.document,
      scriptTimeoutMs: 10_000,
      timers: {
        setTimeout: (f, ms) => setTimeout(f, ms),
        clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
      },
    });
    const pending = snippets.inject(
      'analytics_code',
      'body',
      `<script src="/slow.js"></script>${record('after', 'after')}`,
    );
    const inPage = () => dom.window.document.getElementById('after') !== null;
    await clock.tickAsync(9_999);
    expect(inPage(), 'the next script waits').to.equal(false);
    await clock.tickAsync(1);
    expect(await pending).to.deep.equal(left({ kind: 'timeout' }));
    expect(inPage(), 'the next script goes in after the time-out').to.equal(true);
    clock.restore();
    expect(ran(), 'and runs, as in a browser').to.deep.equal(['after']);
  });

  it('does not wait for a script marked async, nor for one the browser does not run (JSON-LD, nomodule)', async () => {
    const { dom, snippets } = aPage({
      '/async.js': { never: true },
      '/legacy.js': { never: true },
    });
    const result = await snippets.inject(
      'analytics_code',
      'body',
      `<script async src="/async.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><script nomodule src="/legacy.js"></script>${record('after', 'after')}`,
    );
    // The promise settled although neither external script ever loads: nothing was waited for.
    expect(result).to.deep.equal(right(undefined));
    expect(dom.window.document.getElementById('after')).to.not.equal(null);
    expect(
      dom.window.document.body.querySelector('script[type="application/ld+json"]')?.textContent,
    ).to.include('Organization');
  });

  it('copies every attribute of a script onto the copy that runs', async () => {
    const { dom, snippets } = aPage({ '/tag.js': { body: '' } });
    await snippets.inject(
      'head_analytics_code',
      'head',
      '<script src="/tag.js" id="agency-tag" data-account="UA-1" crossorigin="anonymous"></script>',
    );
    const script = dom.window.document.getElementById('agency-tag');
    expect([
      script?.getAttribute('src'),
      script?.getAttribute('data-account'),
      script?.getAttribute('crossorigin'),
    ]).to.deep.equal(['/tag.js', 'UA-1', 'anonymous']);
  });

  it("leaves out <noscript> elements (a tag manager's frame for browsers without scripts), at the top level and inside others", async () => {
    const { dom, snippets, loader } = aPage();
    await snippets.inject(
      'analytics_code',
      'body',
      '<noscript><iframe src="/ns.html"></iframe></noscript><div id="box"><noscript><img src="/pixel.gif" alt=""></noscript></div>',
    );
    const body = dom.window.document.body;
    expect(body.querySelectorAll('noscript, iframe, img')).to.have.length(0);
    expect(body.querySelector('#box')).to.not.equal(null);
    expect(loader.requested).to.deep.equal([]);
  });

  it('injects nothing and answers success for an empty snippet', async () => {
    const { dom, snippets } = aPage();
    const before = dom.window.document.body.innerHTML;
    expect(await snippets.inject('analytics_code', 'body', '')).to.deep.equal(right(undefined));
    expect(dom.window.document.body.innerHTML).to.equal(before);
  });
});
