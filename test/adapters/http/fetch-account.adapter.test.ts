import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { FetchAccountAdapter } from '../../../adapters/http/fetch-account.adapter.js';
import {
  client,
  expectGet,
  expectPost,
  fetchStub,
  jsonResponse,
  sent,
  textResponse,
} from '../support/fake-fetch.js';
import type { FetchStub } from '../support/fake-fetch.js';

function account(fetch: FetchStub) {
  return new FetchAccountAdapter(client(fetch));
}

const SERVER_USER = {
  user_id: 42,
  first_name: 'Ann',
  last_name: 'Other',
  email: 'ann@example.com',
  tel_home: null,
  marketing_preference_id: 7,
  is_opted_in_to_marketing: true,
  saved_properties: [101, '102'],
};

describe('FetchAccountAdapter', () => {
  describe('currentUser', () => {
    it('GETs /user.ljson and decodes the user, ids as strings and nulls dropped', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, SERVER_USER));
      const result = await account(fetch).currentUser();
      expectGet(fetch, '/user.ljson');
      expect(result).to.deep.equal(
        right({
          user_id: '42',
          first_name: 'Ann',
          last_name: 'Other',
          email: 'ann@example.com',
          marketing_preference_id: '7',
          is_opted_in_to_marketing: true,
          saved_properties: ['101', '102'],
        }),
      );
    });

    it('accepts the user wrapped as { user }', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, { user: { user_id: '9', first_name: 'Bo' } }),
      );
      expect(await account(fetch).currentUser()).to.deep.equal(
        right({ user_id: '9', first_name: 'Bo' }),
      );
    });

    it('answers the local user for { user_id: null }, a null body, 401 and 403', async () => {
      for (const response of [
        jsonResponse(200, { user_id: null }),
        jsonResponse(200, null),
        jsonResponse(401, { error: 'signed out' }),
        jsonResponse(403, {}),
      ]) {
        const fetch = fetchStub().resolves(response);
        expect(await account(fetch).currentUser()).to.deep.equal(right({ user_id: null }));
      }
    });

    it('answers failures for 500, a malformed body and a body that is not a user', async () => {
      const cases: [Response, unknown][] = [
        [jsonResponse(500, {}), left({ kind: 'http', status: 500 })],
        [textResponse(200, '{"user_id":'), left({ kind: 'decode', detail: 'malformed JSON body' })],
      ];
      for (const [response, expected] of cases) {
        expect(await account(fetchStub().resolves(response)).currentUser()).to.deep.equal(expected);
      }
      const wrong = await account(
        fetchStub().resolves(jsonResponse(200, ['a list'])),
      ).currentUser();
      expect(wrong._tag).to.equal('Left');
      expect(wrong._tag === 'Left' && wrong.left.kind).to.equal('decode');
    });

    it('answers a network failure when offline', async () => {
      expect(
        await account(fetchStub().rejects(new TypeError('Failed to fetch'))).currentUser(),
      ).to.deep.equal(left({ kind: 'network' }));
    });
  });

  describe('signIn', () => {
    it('POSTs /session with username, password, the bot-check token and the authenticity token', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, {}));
      const result = await account(fetch).signIn({
        email: 'ann@example.com',
        password: 'secret1',
        captchaToken: 'cap',
      });
      expect(result).to.deep.equal(right(undefined));
      expectPost(fetch, '/session', {
        username: 'ann@example.com',
        password: 'secret1',
        'g-recaptcha-response': 'cap',
      });
    });

    it('leaves the bot-check field out when there is no token', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, {}));
      await account(fetch).signIn({ email: 'a@b.co', password: 'xxxxx' });
      expect(sent(fetch).form.has('g-recaptcha-response')).to.equal(false);
    });

    it('counts only 200 as success: 204, 401 and 422 fail', async () => {
      expect(
        await account(fetchStub().resolves(textResponse(204, ''))).signIn({
          email: 'a',
          password: 'b',
        }),
      ).to.deep.equal(left({ kind: 'http', status: 204 }));
      expect(
        await account(fetchStub().resolves(jsonResponse(401, {}))).signIn({
          email: 'a',
          password: 'b',
        }),
      ).to.deep.equal(left({ kind: 'http', status: 401 }));
      expect(
        await account(
          fetchStub().resolves(jsonResponse(422, { errors: ['Invalid email or password'] })),
        ).signIn({
          email: 'a',
          password: 'b',
        }),
      ).to.deep.equal(left({ kind: 'validation', errors: ['Invalid email or password'] }));
    });
  });

  describe('signOut', () => {
    it('POSTs /session with the delete override and the token', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      expect(await account(fetch).signOut()).to.deep.equal(right(undefined));
      expectPost(fetch, '/session', { _method: 'delete' });
    });

    it('answers an http failure for a 500', async () => {
      expect(await account(fetchStub().resolves(textResponse(500, ''))).signOut()).to.deep.equal(
        left({ kind: 'http', status: 500 }),
      );
    });
  });

  describe('register', () => {
    const registration = {
      user_id: null,
      first_name: 'Ann',
      last_name: 'Other',
      email: 'ann@example.com',
      tel_mobile: '07700900123',
      is_opted_in_to_marketing: false,
      saved_properties: ['1'],
      password: 'Secret-12345',
      password_confirmation: 'Secret-12345',
      captchaToken: 'cap',
    };

    it('POSTs /user.ljson with the user fields, passwords, bot-check token and authenticity token', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { message: 'Welcome' }));
      expect(await account(fetch).register(registration)).to.deep.equal(right(undefined));
      expectPost(fetch, '/user.ljson', {
        first_name: 'Ann',
        last_name: 'Other',
        email: 'ann@example.com',
        tel_mobile: '07700900123',
        is_opted_in_to_marketing: 'false',
        password: 'Secret-12345',
        password_confirmation: 'Secret-12345',
        'g-recaptcha-response': 'cap',
      });
    });

    it('succeeds on a JSON answer without errors, and not on an empty, HTML or non-JSON one', async () => {
      expect(
        await account(
          fetchStub().resolves(
            jsonResponse(200, { message: 'You have been successfully registered!' }),
          ),
        ).register(registration),
      ).to.deep.equal(right(undefined));
      for (const body of ['', 'OK', '<!doctype html><title>Sign in</title>']) {
        expect(
          (await account(fetchStub().resolves(textResponse(200, body))).register(registration))
            ._tag,
          body,
        ).to.equal('Left');
      }
    });

    it('answers the errors listed in a 2xx answer as a validation failure', async () => {
      const fetch = fetchStub().resolves(
        jsonResponse(200, { errors: ['Email has already been taken'] }),
      );
      expect(await account(fetch).register(registration)).to.deep.equal(
        left({ kind: 'validation', errors: ['Email has already been taken'] }),
      );
      const other = fetchStub().resolves(
        jsonResponse(200, { validationErrors: ['Password is too short'] }),
      );
      expect(await account(other).register(registration)).to.deep.equal(
        left({ kind: 'validation', errors: ['Password is too short'] }),
      );
    });

    it('answers a 422 errors list or message as a validation failure, and other statuses as http', async () => {
      expect(
        await account(
          fetchStub().resolves(jsonResponse(422, { errors: ['Email is invalid'] })),
        ).register(registration),
      ).to.deep.equal(left({ kind: 'validation', errors: ['Email is invalid'] }));
      expect(
        await account(
          fetchStub().resolves(jsonResponse(422, { message: 'You may already have an account' })),
        ).register(registration),
      ).to.deep.equal(
        left({
          kind: 'validation',
          errors: ['You may already have an account'],
          message: 'You may already have an account',
        }),
      );
      expect(
        await account(
          fetchStub().resolves(
            jsonResponse(422, {
              errors: ['Email has already been taken'],
              message: 'Please sign in instead.',
            }),
          ),
        ).register(registration),
      ).to.deep.equal(
        left({
          kind: 'validation',
          errors: ['Email has already been taken'],
          message: 'Please sign in instead.',
        }),
      );
      expect(
        await account(
          fetchStub().resolves(
            jsonResponse(200, {
              validationErrors: ['Password is too short'],
              message: ' Not registered ',
            }),
          ),
        ).register(registration),
      ).to.deep.equal(
        left({ kind: 'validation', errors: ['Password is too short'], message: 'Not registered' }),
      );
      expect(
        await account(fetchStub().resolves(jsonResponse(500, {}))).register(registration),
      ).to.deep.equal(left({ kind: 'http', status: 500 }));
    });
  });

  describe('updateProfile', () => {
    for (const [what, changes, currentPassword, form] of [
      [
        'only the changed fields',
        { first_name: 'Anne', town: 'Taunton' },
        undefined,
        { first_name: 'Anne', town: 'Taunton' },
      ],
      [
        'the current password beside the changes when given (an email change)',
        { email: 'anne@example.org' },
        'Old Secret 1',
        { email: 'anne@example.org', current_password: 'Old Secret 1' },
      ],
    ] as const) {
      it(`POSTs ${what} with the put override and answers the user`, async () => {
        const user = { user_id: '42', ...changes };
        const fetch = fetchStub().resolves(jsonResponse(200, user));
        const result = await account(fetch).updateProfile(changes, currentPassword);
        expect(result).to.deep.equal(right(user));
        expectPost(fetch, '/user.ljson', { ...form, _method: 'put' });
      });
    }

    it('refuses an answer that carries no signed-in user', async () => {
      const result = await account(
        fetchStub().resolves(jsonResponse(200, { ok: true })),
      ).updateProfile({ first_name: 'A' });
      expect(result).to.deep.equal(
        left({ kind: 'decode', detail: 'expected the signed-in user (user_id)' }),
      );
    });

    it('answers a 422 as a validation failure', async () => {
      const result = await account(
        fetchStub().resolves(jsonResponse(422, { errors: ['Email is invalid'] })),
      ).updateProfile({
        email: 'x',
      });
      expect(result).to.deep.equal(left({ kind: 'validation', errors: ['Email is invalid'] }));
    });
  });

  describe('resetPassword', () => {
    const change = {
      user_id: '42',
      current_password: ' Old Secret 1',
      password: 'NewSecret123',
      password_confirmation: 'NewSecret123',
    };

    it('POSTs /user.ljson with the put override, user_id, the current password and both new ones', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { ok: true }));
      expect(await account(fetch).resetPassword(change)).to.deep.equal(right({ kind: 'changed' }));
      expectPost(fetch, '/user.ljson', {
        user_id: '42',
        current_password: ' Old Secret 1',
        password: 'NewSecret123',
        password_confirmation: 'NewSecret123',
        _method: 'put',
      });
    });

    it('answers the Location of a 302 as a redirect', async () => {
      const fetch = fetchStub().resolves(textResponse(302, '', { Location: '/user' }));
      expect(await account(fetch).resetPassword(change)).to.deep.equal(
        right({ kind: 'redirect', location: '/user' }),
      );
    });

    it('fails on a 302 without Location, an unparseable 200, and a 422 errors list', async () => {
      expect(
        await account(fetchStub().resolves(textResponse(302, ''))).resetPassword(change),
      ).to.deep.equal(left({ kind: 'http', status: 302 }));
      expect(
        await account(fetchStub().resolves(textResponse(200, '<html>'))).resetPassword(change),
      ).to.deep.equal(left({ kind: 'decode', detail: 'malformed JSON body' }));
      expect(
        await account(
          fetchStub().resolves(jsonResponse(422, { errors: ['is too short'] })),
        ).resetPassword(change),
      ).to.deep.equal(left({ kind: 'validation', errors: ['is too short'] }));
    });
  });

  describe('requestPasswordReset', () => {
    it('POSTs /reset_passwords with email, body and the bot-check token', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      await account(fetch).requestPasswordReset({
        email: 'ann@example.com',
        body: '',
        captchaToken: 'cap',
      });
      expectPost(fetch, '/reset_passwords', {
        email: 'ann@example.com',
        body: '',
        'g-recaptcha-response': 'cap',
      });
    });
  });

  describe('updateMarketingPreferences', () => {
    const signedIn = { user_id: '42', marketing_preference_id: '7' };

    it('refuses a visitor who is not signed in, without a call', async () => {
      const fetch = fetchStub();
      for (const user of [{ user_id: null }, {}, { user_id: '  ' }]) {
        expect(
          await account(fetch).updateMarketingPreferences({
            user,
            optIn: true,
            pageUrl: 'https://agency.example/user',
          }),
        ).to.deep.equal(left({ kind: 'unauthorised' }));
      }
      expect(fetch.called).to.equal(false);
    });

    it('is not done on a 200 that is not JSON (a sign-in page, a captive portal)', async () => {
      const result = await account(
        fetchStub().resolves(textResponse(200, '<html>Sign in</html>')),
      ).updateMarketingPreferences({
        user: signedIn,
        optIn: true,
        pageUrl: 'https://agency.example/',
      });
      expect(result._tag).to.equal('Left');
    });

    it('POSTs /marketing_preferences/{id} with the put override when the user has a preference id', async () => {
      const fetch = fetchStub().resolves(jsonResponse(200, { ok: true }));
      const result = await account(fetch).updateMarketingPreferences({
        user: signedIn,
        optIn: true,
        pageUrl: 'https://agency.example/#/user/marketing-preferences',
      });
      expect(result).to.deep.equal(right(undefined));
      expectPost(fetch, '/marketing_preferences/7', {
        user_id: '42',
        opt_in_marketing_at: 'optin',
        opt_in_marketing_url: 'https://agency.example/#/user/marketing-preferences',
        _method: 'put',
      });
    });

    it('POSTs /custom_marketing_preferences/{user_id} with marketing_preferences[is_opted_in_to_marketing] otherwise', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      await account(fetch).updateMarketingPreferences({
        user: { user_id: '42', marketing_preference_id: null },
        optIn: false,
        pageUrl: '/user',
      });
      expectPost(fetch, '/custom_marketing_preferences/42', {
        user_id: '42',
        opt_in_marketing_at: 'optout',
        opt_in_marketing_url: '/user',
        'marketing_preferences[is_opted_in_to_marketing]': 'false',
      });
    });

    it('encodes ids in the path', async () => {
      const fetch = fetchStub().resolves(textResponse(200, ''));
      await account(fetch).updateMarketingPreferences({
        user: { user_id: '4/2', marketing_preference_id: 'a b' },
        optIn: true,
        pageUrl: '/',
      });
      expect(sent(fetch).url).to.equal('https://agency.example/marketing_preferences/a%20b');
    });

    it('answers an http failure for a 500', async () => {
      const fetch = fetchStub().resolves(textResponse(500, ''));
      expect(
        await account(fetch).updateMarketingPreferences({
          user: signedIn,
          optIn: true,
          pageUrl: '/',
        }),
      ).to.deep.equal(left({ kind: 'http', status: 500 }));
    });
  });
});
