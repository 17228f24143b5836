import { expect } from 'chai';
import fc from 'fast-check';
import { escapeHtml, jsonForScript } from '../../../core/seo/escaping.js';

describe('escapeHtml', () => {
  it('writes & < > " and \' as character references, and nothing else', () => {
    expect(escapeHtml(`Tom & Jerry's "<b>home</b>"`)).to.equal(
      'Tom &amp; Jerry&#39;s &quot;&lt;b&gt;home&lt;/b&gt;&quot;',
    );
    expect(escapeHtml('Oakfield – £350,000')).to.equal('Oakfield – £350,000');
  });

  it('never leaves a character that could end an attribute or open a tag (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.to.match(/[<>"']/);
      }),
    );
  });
});

describe('jsonForScript', () => {
  it('escapes what could end a script element or open a comment', () => {
    expect(jsonForScript({ title: '</script><script>alert(1)</script>' })).to.equal(
      '{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
    expect(jsonForScript('<!-- & \u2028\u2029')).to.equal('"\\u003c!-- \\u0026 \\u2028\\u2029"');
    expect(jsonForScript(undefined)).to.equal('null');
  });

  it('never writes </script, <!-- or -->, and parses back to the same value, whatever the strings hold (property)', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '</script>',
        '</SCRIPT ',
        '<!--',
        '-->',
        '<script>alert(1)</script>',
        '\u2028',
        ']]>',
      ),
    );
    fc.assert(
      fc.property(fc.jsonValue(), hostile, hostile, (value, a, b) => {
        const input = { value, text: `${a}${b}`, [`${b}key`]: a };
        const out = jsonForScript(input);
        expect(out.toLowerCase()).not.to.include('</script');
        expect(out).not.to.include('<!--');
        expect(out).not.to.include('-->');
        expect(out).not.to.match(/[<>&\u2028\u2029]/);
        expect(JSON.parse(out)).to.deep.equal(JSON.parse(JSON.stringify(input)));
      }),
    );
  });
});
