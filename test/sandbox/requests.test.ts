import { expect } from 'chai';
import { parseFormFields } from '../../sandbox/body.js';
import { compilePattern } from '../../sandbox/router.js';
import { safeLocalPath } from '../../sandbox/respond.js';
import { useTestSandbox, type Visitor } from './support/sandbox.js';

describe('sandbox request handling', () => {
  describe('parseFormFields', () => {
    it('nests Rails-style keys and collects [] lists', () => {
      expect(
        JSON.parse(
          JSON.stringify(
            parseFormFields(
              'lead_client%5Bfirst_name%5D=Ann&lead%5Bmessage%5D=Hi&ids%5B%5D=1&ids%5B%5D=2&plain=x',
            ),
          ),
        ),
      ).to.deep.equal({
        lead_client: { first_name: 'Ann' },
        lead: { message: 'Hi' },
        ids: ['1', '2'],
        plain: 'x',
      });
    });

    it('ignores keys that would reach the prototype', () => {
      const fields = parseFormFields('__proto__%5Bpolluted%5D=1&a%5Bconstructor%5D=2&ok=3');
      expect(Object.keys(fields)).to.deep.equal(['ok']);
      expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
    });
  });

  describe('compilePattern', () => {
    it('matches named segments and a trailing wildcard, and never bad percent-encoding', () => {
      expect(compilePattern('/saved_properties/:id')('/saved_properties/12')).to.deep.equal({
        id: '12',
      });
      expect(compilePattern('/a/:slug/*')('/a/b/c/d')).to.deep.equal({ slug: 'b', rest: 'c/d' });
      expect(compilePattern('/a/:slug/*')('/a/b')).to.deep.equal({ slug: 'b', rest: '' });
      expect(compilePattern('/a/:slug')('/a/%E0%A4%A')).to.equal(undefined);
      expect(compilePattern('/a/:slug')('/a/b/c')).to.equal(undefined);
    });
  });

  describe('safeLocalPath', () => {
    it('keeps same-site paths and refuses anything that leaves the site', () => {
      expect(safeLocalPath('/properties/1#/flash/x', '/')).to.equal('/properties/1#/flash/x');
      expect(safeLocalPath('/\\evil.example/', '/')).to.equal('/');
      expect(safeLocalPath('//evil.example/', '/')).to.equal('/');
      expect(safeLocalPath('https://evil.example/', '/')).to.equal('/');
      expect(safeLocalPath('javascript:alert(1)', '/')).to.equal('/');
      expect(
        safeLocalPath('http://localhost:8080/branches', '/', 'http://localhost:8080'),
      ).to.equal('/branches');
    });

    it('never answers a path a browser reads as another site (dot segments folding into //)', () => {
      for (const value of [
        '/.//evil.example/landing',
        '/./\\evil.example',
        '/a/..//evil.example',
        '/%2e//evil.example',
        '///evil.example',
      ]) {
        const path = safeLocalPath(value, '/');
        expect(path, value).to.match(/^\/(?![/\\])/);
        expect(new URL(path, 'http://localhost:8080').origin, value).to.equal(
          'http://localhost:8080',
        );
      }
    });
  });

  describe('over HTTP', () => {
    let visitor: Visitor;
    useTestSandbox((_sandbox, v) => (visitor = v), { firstPage: '/' });

    it('answers a malformed JSON body with 400', async () => {
      const response = await visitor.fetch('/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"lead":',
      });
      expect(response.status).to.equal(400);
    });

    it('answers an unsupported body type with 415', async () => {
      const response = await visitor.fetch('/leads', {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: 'a,b',
      });
      expect(response.status).to.equal(415);
    });

    it('answers a known path with the wrong method with 405 and Allow', async () => {
      const response = await visitor.fetch('/search.ljson', {
        method: 'DELETE',
        headers: { 'x-csrf-token': visitor.token as string },
      });
      expect(response.status).to.equal(405);
      expect(response.headers.get('allow')).to.equal('GET');
    });

    it('answers unknown calls with JSON and unknown pages with the not-found page', async () => {
      const call = await visitor.fetch('/nothing.ljson');
      expect(call.status).to.equal(404);
      expect(await call.json()).to.deep.equal({ error: 'not-found' });
      const page = await visitor.fetch('/nothing', { headers: { accept: 'text/html' } });
      expect(page.status).to.equal(404);
      expect(page.headers.get('content-type')).to.match(/^text\/html/);
    });

    it('answers HEAD for a page without a body', async () => {
      const response = await visitor.fetch('/branches', { method: 'HEAD' });
      expect(response.status).to.equal(200);
      expect(await response.text()).to.equal('');
    });

    it('keeps going after a request it cannot read', async () => {
      await visitor.fetch('/%E0%A4%A', { headers: { accept: 'text/html' } });
      expect((await visitor.fetch('/user.ljson')).status).to.equal(200);
    });
  });
});
