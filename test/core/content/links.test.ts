import { expect } from 'chai';
import fc from 'fast-check';
import {
  ANY_SAFE_LINK,
  linkCodec,
  linkKind,
  safeLink,
  WEB_PAGE_LINK,
  type LinkKind,
} from '../../../core/content/links.js';
import { decodePropertyCards } from '../../../core/settings/property.codec.js';
import { decodeSiteSettings } from '../../../core/settings/settings.codec.js';
import { decodeArticleCards } from '../../../core/articles/article-card.js';

/** A safe link of each kind, a page of this site written two ways. */
const LINKS_OF_EACH_KIND: readonly (readonly [string, LinkKind])[] = [
  ['/sales', 'site'],
  ['branches/taunton', 'site'],
  ['#/valuation', 'fragment'],
  ['https://blog.example.co.uk/', 'https'],
  ['http://old.example', 'http'],
  ['mailto:hello@agency.example', 'mailto'],
  ['tel:+441234567890', 'tel'],
];

describe('linkKind (the one link-safety rule)', () => {
  for (const [url, kind] of LINKS_OF_EACH_KIND) {
    it(`names ${url} a ${kind} link`, () => {
      expect(linkKind(url)).to.equal(kind);
    });
  }

  it('refuses script and data schemes however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'JAVASCRIPT:x',
      'data:text/html,hi',
      'vbscript:x',
      'blob:https://x.example/1',
      'file:///etc/passwd',
    ]) {
      expect(linkKind(url), url).to.equal(undefined);
    }
  });

  it('refuses addresses that leave the site while looking local, and malformed ones', () => {
    for (const url of [
      '//evil.example',
      '/\\evil.example',
      'https://',
      'https:evil.example',
      'https://x.example/"onmouseover=',
      'java\tscript:x',
      'tel:',
      'mailto:',
      '',
      '   ',
      '#',
    ]) {
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
  });

  it('takes a link of every kind unless told otherwise (ANY_SAFE_LINK)', () => {
    expect(ANY_SAFE_LINK).to.include.members(LINKS_OF_EACH_KIND.map(([, kind]) => kind));
    for (const [url] of LINKS_OF_EACH_KIND) expect(safeLink(url), url).to.equal(url);
  });
});

describe('linkCodec: the link rule at every decoder of platform data', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/x',
    '/\\evil.example',
  ];

  it('takes a safe link, trimmed, and refuses every script-running or site-leaving one', () => {
    expect(linkCodec(WEB_PAGE_LINK).decode(' /properties/1001 ')).to.deep.equal({
      _tag: 'Right',
      right: '/properties/1001',
    });
    for (const link of [...HOSTILE, 42, null])
      expect(linkCodec(WEB_PAGE_LINK).decode(link)._tag, String(link)).to.equal('Left');
    expect(linkCodec(ANY_SAFE_LINK).decode('tel:01823250100')._tag).to.equal('Right');
    expect(linkCodec(WEB_PAGE_LINK).decode('tel:01823250100')._tag).to.equal('Left');
  });

  it('drops a menu item, a property card or an article card whose link is hostile, reporting it, and keeps the rest', () => {
    for (const link of HOSTILE) {
      const decoded = decodeSiteSettings({
        agency_name: 'A',
        page: { identifier: 'properties#index', path: '/', title: 'T', data: {} },
        header_data: {
          primaryMenuItems: [
            { id: '1', name: 'Bad', url: link },
            { id: '2', name: 'Good', url: '/about' },
          ],
          secondaryMenuItems: [{ id: '3', name: 'Footer', url: link }],
        },
        our_offices_slider_data: [{ id: 'b1', branchName: 'Taunton', branchUrl: link }],
      });
      expect(
        (decoded.settings.header.primaryMenuItems ?? []).map((i) => i.name),
        link,
      ).to.deep.equal(['Good']);
      expect(decoded.settings.header.secondaryMenuItems, link).to.deep.equal([]);
      expect(decoded.settings.branches[0]?.branchUrl, link).to.equal('');
      expect(
        decoded.problems.some((p) => p.includes('not a safe link')),
        link,
      ).to.equal(true);
      const problems: string[] = [];
      expect(
        decodePropertyCards(
          [
            { property_id: '1', display_address: 'X', property_url: link },
            { property_id: '2', display_address: 'Y', property_url: '/properties/2' },
          ],
          'cards',
          problems,
        ).map((c) => c.property_id),
      ).to.deep.equal(['2']);
      expect(problems).to.have.length(1);
      expect(
        decodeArticleCards(
          [
            { title: 'Bad', url: link },
            { title: 'Good', url: '/articles/good' },
          ],
          'articles',
          [],
        ).map((a) => a.title),
      ).to.deep.equal(['Good']);
    }
  });
});
