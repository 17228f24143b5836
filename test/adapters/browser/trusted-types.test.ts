import { expect } from 'chai';
import {
  installDefaultHtmlPolicy,
  trustedScriptUrl,
  trustedSnippetHtml,
  trustedSnippetScript,
  TRUSTED_TYPES_POLICY_NAMES,
} from '../../../adapters/browser/trusted-types.js';
import type { DOMPurify } from 'dompurify';

/** A window with a Trusted Types factory that records the policies made and wraps what they create. */
function aWindow(withTrustedTypes = true) {
  const made: string[] = [];
  const win = {
    location: { href: 'https://agency.example/properties/1' },
    ...(withTrustedTypes
      ? {
          trustedTypes: {
            defaultPolicy: null as unknown,
            createPolicy(name: string, rules: Record<string, (input: string) => string>) {
              made.push(name);
              const wrap = (kind: string, rule?: (input: string) => string) => (input: string) => ({
                kind,
                value: rule ? rule(input) : input,
              });
              const policy = {
                createHTML: wrap('html', rules['createHTML']),
                createScript: wrap('script', rules['createScript']),
                createScriptURL: wrap('url', rules['createScriptURL']),
              };
              if (name === 'default') this.defaultPolicy = policy;
              return policy;
            },
          },
        }
      : {}),
  };
  return { win: win as unknown as Window, made };
}

describe('Trusted Types policies', () => {
  it('names every policy the site creates, for the CSP', () => {
    expect([...TRUSTED_TYPES_POLICY_NAMES]).to.deep.equal([
      'dompurify',
      'agency-scripts',
      'agency-snippets',
      'default',
    ]);
  });

  it('gives script addresses through agency-scripts, web addresses only, and makes each policy once', () => {
    const { win, made } = aWindow();
    expect(trustedScriptUrl(win, 'https://maps.example/api.js')).to.deep.equal({
      kind: 'url',
      value: 'https://maps.example/api.js',
    });
    expect(trustedScriptUrl(win, '/legacy_asset_bundles/legacy_calendar.js')).to.deep.include({
      kind: 'url',
    });
    for (const url of [
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:https://agency.example/x',
    ]) {
      expect(() => trustedScriptUrl(win, url), url).to.throw(TypeError);
    }
    trustedSnippetHtml(win, '<p>x</p>');
    trustedSnippetScript(win, 'track()');
    expect(made).to.deep.equal(['agency-scripts', 'agency-snippets']);
  });

  it("passes the agency's analytics code through agency-snippets as HTML and as script", () => {
    const { win } = aWindow();
    expect(trustedSnippetHtml(win, '<script>track()</script>')).to.deep.equal({
      kind: 'html',
      value: '<script>track()</script>',
    });
    expect(trustedSnippetScript(win, 'track()')).to.deep.equal({
      kind: 'script',
      value: 'track()',
    });
  });

  it('answers plain strings where the browser has no Trusted Types, still refusing a script address that is not a web one', () => {
    const { win } = aWindow(false);
    expect(trustedScriptUrl(win, 'https://maps.example/api.js')).to.equal(
      'https://maps.example/api.js',
    );
    expect(trustedSnippetHtml(win, '<p>x</p>')).to.equal('<p>x</p>');
    expect(() => trustedScriptUrl(win, 'javascript:alert(1)')).to.throw(TypeError);
  });

  it('installs a default policy that sanitises HTML strings with DOMPurify, once', () => {
    const { win, made } = aWindow();
    const seen: unknown[] = [];
    const purify = {
      sanitize: (html: string, config: unknown) => (
        seen.push(config),
        html.replace(/<script.*<\/script>/, '')
      ),
    } as unknown as DOMPurify;
    installDefaultHtmlPolicy(win, purify);
    installDefaultHtmlPolicy(win, purify);
    expect(made).to.deep.equal(['default']);
    const policy = (
      win as unknown as { trustedTypes: { defaultPolicy: { createHTML(s: string): unknown } } }
    ).trustedTypes.defaultPolicy;
    expect(
      policy.createHTML('<a href="/x" target="_blank">x</a><script>alert(1)</script>'),
    ).to.deep.equal({ kind: 'html', value: '<a href="/x" target="_blank">x</a>' });
    expect(seen[0]).to.deep.include({ ADD_ATTR: ['target'] });
  });
});
