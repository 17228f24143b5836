/** The public origin of each agency (links the sandbox mails are built on) and where it comes from. */
import { expect } from 'chai';
import { originsFromEnv, publicOrigins } from '../../sandbox/origins.js';

describe('publicOrigins', () => {
  it('gives the default agency localhost on the port, and each other agency its own name under localhost', () => {
    expect(
      Object.fromEntries(publicOrigins({ port: 8080, defaultAgency: 'oakfield' })),
    ).to.deep.equal({
      oakfield: 'http://localhost:8080',
      harbour: 'http://harbour.localhost:8080',
    });
    expect(
      Object.fromEntries(publicOrigins({ port: 8080, defaultAgency: 'harbour' }))['harbour'],
    ).to.equal('http://localhost:8080');
  });

  it('names the listening host when the sandbox listens on one address that is not a loopback one', () => {
    expect(
      publicOrigins({ port: 9000, host: '192.0.2.10', defaultAgency: 'oakfield' }).get('oakfield'),
    ).to.equal('http://192.0.2.10:9000');
    expect(
      publicOrigins({ port: 9000, host: '127.0.0.1', defaultAgency: 'oakfield' }).get('oakfield'),
    ).to.equal('http://localhost:9000');
    expect(
      publicOrigins({ port: 9000, host: '0.0.0.0', defaultAgency: 'oakfield' }).get('oakfield'),
    ).to.equal('http://localhost:9000');
  });

  it('takes overrides as origins (a trailing slash dropped)', () => {
    const origins = publicOrigins({
      port: 8080,
      defaultAgency: 'oakfield',
      overrides: { harbour: 'https://harbour.example/' },
    });
    expect(origins.get('harbour')).to.equal('https://harbour.example');
  });
});

describe('originsFromEnv', () => {
  it('reads SANDBOX_ORIGIN_OAKFIELD and SANDBOX_ORIGIN_HARBOUR', () => {
    expect(
      originsFromEnv({ SANDBOX_ORIGIN_HARBOUR: 'https://harbour.example:8443' }),
    ).to.deep.equal({ harbour: 'https://harbour.example:8443' });
    expect(originsFromEnv({})).to.deep.equal({});
  });

  it('fails loudly on a value that is not an http(s) origin', () => {
    for (const bad of [
      'harbour.example',
      'ftp://harbour.example',
      'https://harbour.example/reset',
      'https://user@harbour.example',
    ]) {
      expect(() => originsFromEnv({ SANDBOX_ORIGIN_OAKFIELD: bad }), bad).to.throw(
        /SANDBOX_ORIGIN_OAKFIELD/,
      );
    }
  });
});
