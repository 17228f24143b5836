import { expect } from 'chai';
import { isLeft } from 'fp-ts/Either';
import { createContainer, PageRenderClock, serverEnvironment } from '../composition-root.js';
import { decodeSiteSettings } from '../core/settings/settings.codec.js';
import { TOKENS } from '../ui/tokens.js';

const { settings } = decodeSiteSettings({
  agency_name: 'Test Agency',
  authenticityToken: 't',
  page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
  header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
});

describe('serverEnvironment', () => {
  const renderedAt = new Date('2026-11-22T10:00:00Z');

  it('answers the render time from its clock, every time, as a fresh Date', () => {
    const env = serverEnvironment(settings, 'https://agency.test', renderedAt);
    const first = env.clock.now();
    first.setFullYear(1999);
    expect(env.clock.now().toISOString()).to.equal('2026-11-22T10:00:00.000Z');
  });

  it('makes no network call: a port answers a network failure', async () => {
    const container = createContainer(
      serverEnvironment(settings, 'https://agency.test', renderedAt),
    );
    const result = await container.get(TOKENS.account).currentUser();
    expect(isLeft(result) && result.left.kind).to.equal('network');
  });

  it('starts with empty storage for every request and has no DOM', () => {
    const env = serverEnvironment(settings, 'https://agency.test', renderedAt);
    expect(env.storage()?.length).to.equal(0);
    env.storage()?.setItem('k', 'v');
    expect(
      serverEnvironment(settings, 'https://agency.test', renderedAt).storage()?.length,
    ).to.equal(0);
    expect(() => env.document()).to.throw(/no DOM/);
    expect(() => env.window()).to.throw(/no DOM/);
  });
});

describe('PageRenderClock', () => {
  const renderedAt = new Date('2026-11-22T10:00:00Z');
  const system = { now: () => new Date('2026-11-22T10:00:07Z') };

  it('answers the server’s render time until hydration is done, then the system clock', () => {
    const clock = new PageRenderClock(renderedAt, system);
    expect(clock.now().toISOString()).to.equal('2026-11-22T10:00:00.000Z');
    clock.settle();
    expect(clock.now().toISOString()).to.equal('2026-11-22T10:00:07.000Z');
  });

  it('is the system clock for a page rendered in the browser only', () => {
    expect(new PageRenderClock(undefined, system).now().toISOString()).to.equal(
      '2026-11-22T10:00:07.000Z',
    );
  });
});
