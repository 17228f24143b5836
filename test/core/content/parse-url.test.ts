import { expect } from 'chai';
import { parseUrl, webUrl } from '../../../core/content/links.js';
import { needsBotCheck } from '../../../core/bot-check/bot-check.js';
import { toEmbed } from '../../../core/media/video-urls.js';
import { videoProvider } from '../../../core/media/video-consent.js';
import { absoluteUrl } from '../../../core/seo/structured-data.js';
import { siteOrigin } from '../../../core/seo/page-meta.js';

describe('parseUrl and webUrl', () => {
  it('parse an absolute address, or a relative one against its base', () => {
    expect(parseUrl('https://agency.example/a?b=1')?.href).to.equal('https://agency.example/a?b=1');
    expect(parseUrl('/leads', 'https://agency.example/p/1')?.href).to.equal(
      'https://agency.example/leads',
    );
    expect(parseUrl('mailto:a@b.example')?.protocol).to.equal('mailto:');
  });

  it('answer undefined for what is no address, never throwing', () => {
    expect(parseUrl('not a url')).to.equal(undefined);
    expect(parseUrl('/leads')).to.equal(undefined);
    expect(parseUrl('/leads', 'no base')).to.equal(undefined);
    expect(parseUrl('')).to.equal(undefined);
  });

  it('webUrl keeps http and https only', () => {
    expect(webUrl('http://agency.example')?.origin).to.equal('http://agency.example');
    expect(webUrl('https://agency.example')?.origin).to.equal('https://agency.example');
    expect(webUrl('mailto:a@b.example')).to.equal(undefined);
    expect(webUrl('javascript:alert(1)')).to.equal(undefined);
    expect(webUrl('ftp://agency.example/file')).to.equal(undefined);
  });
});

// Safari before 17 and Chrome before 120, both supported by the site, have no URL.canParse.
describe('core on an engine without URL.canParse', () => {
  const canParse = Object.getOwnPropertyDescriptor(URL, 'canParse');
  before(() => {
    Reflect.deleteProperty(URL, 'canParse');
  });
  after(() => {
    if (canParse) Object.defineProperty(URL, 'canParse', canParse);
  });

  it('is really without it in these tests', () => {
    expect('canParse' in URL).to.equal(false);
  });

  it('holds a form for the bot check by its action on the page’s origin', () => {
    const form = { noBotCheckFlag: false, invalid: false, pageUrl: 'https://agency.example/p/1' };
    expect(needsBotCheck({ ...form, action: '/leads' })).to.equal(true);
    expect(needsBotCheck({ ...form, action: 'https://elsewhere.example/leads' })).to.equal(false);
  });

  it('reads video addresses and their provider', () => {
    const embed = toEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(embed.kind).to.equal('youtube');
    expect(toEmbed('not a video').kind).to.equal('unsupported');
    if (embed.kind !== 'unsupported') expect(videoProvider(embed)).to.equal('YouTube');
  });

  it('writes absolute addresses and the site’s origin for the structured data and meta tags', () => {
    expect(absoluteUrl('/properties/1', 'https://agency.example')).to.equal(
      'https://agency.example/properties/1',
    );
    expect(absoluteUrl('javascript:alert(1)', 'https://agency.example')).to.equal(undefined);
    expect(siteOrigin('https://agency.example/some/page')).to.equal('https://agency.example');
    expect(siteOrigin('not an origin')).to.equal(undefined);
  });
});
