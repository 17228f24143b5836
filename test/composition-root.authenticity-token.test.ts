/** The composition root's token holder: a token the platform rotates reaches every later call. */
import { expect } from 'chai';
import sinon from 'sinon';
import { createContainer, testEnvironment } from '../composition-root.js';
import { decodeSiteSettings } from '../core/settings/settings.codec.js';
import { TOKENS } from '../ui/tokens.js';

const { settings } = decodeSiteSettings({
  agency_name: 'Test Agency',
  authenticityToken: 'page-token',
  page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
  header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
});

describe('the authenticity token in the composition root', () => {
  it('signs out with the token the sign-in answer brought, not the one in the page settings', async () => {
    const fetch = sinon.stub<
      Parameters<typeof globalThis.fetch>,
      ReturnType<typeof globalThis.fetch>
    >();
    fetch
      .onFirstCall()
      .resolves(new Response('{}', { status: 200, headers: { 'X-CSRF-Token': 'after-sign-in' } }));
    fetch.resolves(new Response('{}', { status: 200 }));
    const container = createContainer(testEnvironment(settings, { fetch }));
    const account = container.get(TOKENS.account);

    await account.signIn({ email: 'ann@example.com', password: 'Password123!' });
    await account.signOut();

    const bodies = fetch
      .getCalls()
      .map((call) => new URLSearchParams(String(call.args[1]?.body)).get('authenticity_token'));
    expect(bodies).to.deep.equal(['page-token', 'after-sign-in']);
    expect((fetch.secondCall.args[1]?.headers as Record<string, string>)['X-CSRF-Token']).to.equal(
      'after-sign-in',
    );
  });
});
