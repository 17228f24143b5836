import { expect } from 'chai';
import fc from 'fast-check';
import { ATTRIBUTION_LINK, parseMapAttribution } from '../../../core/maps/map-attribution.js';
import { safeLink } from '../../../core/content/links.js';
import { DEFAULT_MAP_TILE_ATTRIBUTION } from '../../../core/maps/map-tiles.js';

describe('parseMapAttribution', () => {
  it("reads OpenStreetMap's credit as text and a link to its copyright page", () => {
    expect(parseMapAttribution(DEFAULT_MAP_TILE_ATTRIBUTION)).to.deep.equal([
      { text: '© ' },
      { text: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
      { text: ' contributors' },
    ]);
  });

  it('keeps plain text as it is', () => {
    expect(parseMapAttribution('Sandbox demo tiles')).to.deep.equal([
      { text: 'Sandbox demo tiles' },
    ]);
  });

  it('decodes entities: &copy;, &amp;, numeric ones', () => {
    expect(parseMapAttribution('&copy; Maps &amp; Co &#169; &#xA9; &unknown;')).to.deep.equal([
      { text: '© Maps & Co © © &unknown;' },
    ]);
  });

  it('drops every other tag but keeps its text, and never keeps a script', () => {
    const parts = parseMapAttribution(
      '<img src=x onerror="alert(1)"><b>Bold</b> tiles<script>alert(2)</script>',
    );
    expect(parts).to.deep.equal([{ text: 'Bold tilesalert(2)' }]);
    expect(JSON.stringify(parts)).to.not.contain('<');
  });

  it('keeps a link only to an https or same-origin address; other links become text', () => {
    expect(
      parseMapAttribution(
        '<a href="javascript:alert(1)">Evil</a> <a href=\'/terms\'>Terms</a> <a href=http://x.example>Plain</a>',
      ),
    ).to.deep.equal([{ text: 'Evil ' }, { text: 'Terms', href: '/terms' }, { text: ' Plain' }]);
  });

  it('reads link attributes in any order and quoting, ignoring the others', () => {
    expect(
      parseMapAttribution(
        '<A target="_blank" HREF="https://tiles.example/about" onclick="x()">Tiles</A>',
      ),
    ).to.deep.equal([{ text: 'Tiles', href: 'https://tiles.example/about' }]);
  });

  it('leaves no angle bracket in the text, even one an entity would make', () => {
    expect(parseMapAttribution('<&#0;javascript:> &lt;b&gt;Tiles')).to.deep.equal([
      { text: 'javascript: bTiles' },
    ]);
  });

  it('gives nothing for a credit with nothing readable in it', () => {
    expect(parseMapAttribution('  <br/>  ')).to.deep.equal([]);
  });

  it('never throws, and no part holds a tag or an unsafe link (text is written as text anyway)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            '<',
            '>',
            'a',
            ' ',
            'href=',
            '"',
            "'",
            '/',
            'https://x.y',
            'javascript:',
            '&amp;',
            '&#0;',
            'x',
          ),
        }),
        (input) => {
          for (const part of parseMapAttribution(input)) {
            expect(part.text).to.not.match(/<\/?[a-z!][^>]*>/i);
            if (part.href !== undefined)
              expect(safeLink(part.href, ATTRIBUTION_LINK)).to.equal(part.href);
          }
        },
      ),
    );
  });
});

describe('the links a credit keeps', () => {
  it('are https pages and pages of this site, nothing else', () => {
    expect(
      parseMapAttribution('<a href="https://www.openstreetmap.org/copyright">OSM</a>')[0]?.href,
    ).to.equal('https://www.openstreetmap.org/copyright');
    expect(parseMapAttribution('<a href="/copyright">Terms</a>')[0]?.href).to.equal('/copyright');
    for (const href of [
      'http://x.example',
      '//x.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://x.example/&quot;onmouseover=',
      'mailto:a@b.c',
    ]) {
      expect(parseMapAttribution(`<a href="${href}">Tiles</a>`), href).to.deep.equal([
        { text: 'Tiles' },
      ]);
    }
  });
});
