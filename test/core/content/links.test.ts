import { expect } from 'chai';
import fc from 'fast-check';
import { ANY_SAFE_LINK, linkKind, safeLink, WEB_PAGE_LINK } from '../../../core/content/links.js';

describe('linkKind (the one link-safety rule)', () => {
  it('names the kinds of safe link', () => {
    expect(linkKind('/sales')).to.equal('site');
    expect(linkKind('branches/taunton')).to.equal('site');
    expect(linkKind('#/valuation')).to.equal('fragment');
    expect(linkKind('https://blog.example.co.uk/')).to.equal('https');
    expect(linkKind('http://old.example')).to.equal('http');
    expect(linkKind('mailto:hello@agency.example')).to.equal('mailto');
    expect(linkKind('tel:+441234567890')).to.equal('tel');
  });

  it('refuses script and data schemes however they are written', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'JAVASCRIPT:x', 'data:text/html,hi', 'vbscript:x', 'blob:https://x.example/1', 'file:///etc/passwd']) {
      expect(linkKind(url), url).to.equal(undefined);
    }
  });

  it('refuses addresses that leave the site while looking local, and malformed ones', () => {
    for (const url of ['//evil.example', '/\\evil.example', 'https://', 'https:evil.example', 'https://x.example/"onmouseover=', 'java\tscript:x', 'tel:', 'mailto:', '', '   ', '#']) {
      expect(linkKind(url), JSON.stringify(url)).to.equal(undefined);
    }
  });

  it('never calls a link with a colon before any slash a page of this site (property)', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const kind = linkKind(url);
        const trimmed = url.trim();
        if (kind === 'site') expect(/^[^/?#]*:/.test(trimmed)).to.equal(false);
        if (kind !== undefined) expect(trimmed).to.not.match(/[\s"'<>`\\]/);
      }),
    );
  });
});

describe('safeLink', () => {
  it('answers the trimmed link when it is of a kind the caller takes', () => {
    expect(safeLink(' /mortgages ', WEB_PAGE_LINK)).to.equal('/mortgages');
    expect(safeLink('tel:0123456789', WEB_PAGE_LINK)).to.equal(undefined);
    expect(safeLink('tel:0123456789')).to.equal('tel:0123456789');
    expect(ANY_SAFE_LINK).to.include.members(['site', 'fragment', 'https', 'http', 'mailto', 'tel']);
  });
});
