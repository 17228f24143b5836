import { expect } from 'chai';
import { buildSearchUrl } from '../../core/search/search-path.js';
import { startTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

describe('sandbox accounts, sessions and saved items', () => {
  let t: TestSandbox;
  before(async () => {
    t = await startTestSandbox();
  });
  after(() => t.stop());

  const json = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, any>,
  });

  describe('the authenticity token', () => {
    it('refuses a state-changing call without it: 403 invalid-authenticity-token', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      const { status, body } = await json(
        await visitor.postJson('/leads', { lead: {}, lead_client: {} }, false),
      );
      expect(status).to.equal(403);
      expect(body).to.deep.equal({ error: 'invalid-authenticity-token' });
    });

    it("refuses another session's token", async () => {
      const mine = new Visitor(t.url);
      const other = new Visitor(t.url);
      await mine.page('/');
      await other.page('/');
      expect(
        (
          await mine.postJson(
            '/session',
            {
              username: 'demo@example.com',
              password: 'Password123!',
              authenticity_token: other.token,
            },
            false,
          )
        ).status,
      ).to.equal(403);
    });

    it('accepts it as the X-CSRF-Token header', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      const response = await visitor.fetch('/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': visitor.token as string },
        body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!' }),
      });
      expect(response.status).to.equal(200);
    });

    it('guards method overrides too (_method=delete, X-HTTP-Method-Override)', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      expect((await visitor.postForm('/session', { _method: 'delete' }, false)).status).to.equal(
        403,
      );
      expect(
        (
          await visitor.fetch('/saved_properties/1001', {
            method: 'POST',
            headers: { 'x-http-method-override': 'DELETE' },
          })
        ).status,
      ).to.equal(403);
      expect((await visitor.postForm('/session', { _method: 'delete' })).status).to.equal(200);
    });

    it('sends a native form post without it back to its page with the invalid-authenticity-token flash', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/properties/1001');
      const response = await visitor.postForm(
        '/properties/1001/sales/leads',
        { 'lead_client[first_name]': 'Ann' },
        false,
        {
          accept: 'text/html',
          referer: `${t.url}/properties/1001/sales/kingston-road-taunton`,
        },
      );
      expect(response.status).to.equal(302);
      expect(response.headers.get('location')).to.equal(
        '/properties/1001/sales/kingston-road-taunton#/flash/invalid-authenticity-token',
      );
    });
  });

  describe('signing in and saved properties', () => {
    it('answers an anonymous GET /user.ljson with user_id null', async () => {
      const visitor = new Visitor(t.url);
      expect((await json(await visitor.fetch('/user.ljson'))).body).to.deep.equal({
        user_id: null,
      });
    });

    it('refuses a wrong password with 401', async () => {
      const visitor = new Visitor(t.url);
      expect((await visitor.signIn('demo@example.com', 'wrong password')).status).to.equal(401);
      expect((await visitor.signIn('nobody@example.com', 'Password123!')).status).to.equal(401);
    });

    it('signs in, round-trips saved properties, and signs out', async () => {
      const visitor = new Visitor(t.url);
      expect((await visitor.signIn()).status).to.equal(200);
      const me = (await json(await visitor.fetch('/user.ljson'))).body;
      expect(me).to.include({
        first_name: 'Demo',
        last_name: 'Visitor',
        email: 'demo@example.com',
      });
      expect(me).not.to.have.property('passwordHash');
      expect(me['saved_properties']).to.have.length(2);

      const added = await json(
        await visitor.postForm('/saved_properties.ljson', { property_ids: '1010,1011,999999' }),
      );
      expect(added.status).to.equal(200);
      expect(added.body['property_ids']).to.include.members(['1010', '1011']);
      expect(added.body['ignored']).to.deep.equal(['999999']);

      expect(
        (await visitor.postForm('/saved_properties/1010', { _method: 'delete' })).status,
      ).to.equal(200);
      const listed = (await json(await visitor.fetch('/saved_properties.ljson'))).body;
      expect(listed['property_ids']).to.include('1011').and.not.include('1010');
      expect(listed['properties'].map((p: any) => p['property_id'])).to.deep.equal(
        listed['property_ids'],
      );

      expect((await visitor.postForm('/session', { _method: 'delete' })).status).to.equal(200);
      expect((await json(await visitor.fetch('/user.ljson'))).body).to.deep.equal({
        user_id: null,
      });
      expect((await visitor.fetch('/saved_properties.ljson')).status).to.equal(401);
    });

    it('keeps the sign-in across a page load in the same session', async () => {
      const visitor = new Visitor(t.url);
      await visitor.signIn();
      const { settings } = await visitor.page('/branches');
      expect(
        (
          await json(
            await visitor.postForm('/saved_properties.ljson', {
              property_ids: '1012',
              authenticity_token: settings['authenticityToken'],
            }),
          )
        ).status,
      ).to.equal(200);
    });
  });

  describe('registering and the account', () => {
    it('lists validation errors', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      const { status, body } = await json(
        await visitor.postJson('/user.ljson', {
          user: {
            first_name: '',
            last_name: 'Smith!',
            email: 'not-an-email',
            password: 'short',
            password_confirmation: 'other',
          },
        }),
      );
      expect(status).to.equal(422);
      expect(body['errors']).to.include.members([
        "First name can't be blank",
        'Email is invalid',
        'Password is too short (minimum is 10 characters)',
        "Password confirmation doesn't match Password",
      ]);
      expect(body['validationErrors']).to.deep.equal(body['errors']);
    });

    it('refuses a second account for an e-mail address', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      const { status, body } = await json(
        await visitor.postJson('/user.ljson', {
          first_name: 'Demo',
          last_name: 'Again',
          email: 'DEMO@example.com',
          password: 'Password123!',
          password_confirmation: 'Password123!',
        }),
      );
      expect(status).to.equal(422);
      expect(body['errors']).to.deep.equal(['Email has already been taken']);
      expect(body['message']).to.match(/already exists/);
    });

    it('registers, signs the new user in, updates the profile and changes the password', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      const registered = await json(
        await visitor.postJson('/user.ljson', {
          first_name: 'Zoë',
          last_name: 'Hart-Lee',
          email: 'zoe@example.com',
          tel_home: '01823 123456',
          password: 'Sunny days 1',
          password_confirmation: 'Sunny days 1',
        }),
      );
      expect(registered.status).to.equal(200);
      expect(registered.body['message']).to.equal('You have been successfully registered!');
      const me = (await json(await visitor.fetch('/user.ljson'))).body;
      expect(me).to.include({ first_name: 'Zoë', email: 'zoe@example.com' });

      const badEdit = await json(
        await visitor.postJson('/user.ljson', {
          _method: 'put',
          user: {
            tel_home: 'call me',
            email: 'demo@example.com',
            current_password: 'Sunny days 1',
          },
        }),
      );
      expect(badEdit.status).to.equal(422);
      expect(badEdit.body['errors']).to.have.length(2);
      const edit = await json(
        await visitor.postJson('/user.ljson', {
          _method: 'put',
          user: { town: 'Taunton', postcode: 'ta11aa' },
        }),
      );
      expect(edit.body).to.include({ town: 'Taunton', postcode: 'TA1 1AA' });

      const weak = await json(
        await visitor.postJson('/user.ljson', {
          _method: 'put',
          user_id: me['user_id'],
          current_password: 'Sunny days 1',
          password: 'weak',
          password_confirmation: 'weak',
        }),
      );
      expect(weak.status).to.equal(422);
      expect(weak.body['errors']).to.include('is too short (minimum is 10 characters)');
      const strong = await visitor.postJson('/user.ljson', {
        _method: 'put',
        user_id: me['user_id'],
        current_password: 'Sunny days 1',
        password: 'Brand New 2024',
        password_confirmation: 'Brand New 2024',
      });
      expect(strong.status).to.equal(200);

      const again = new Visitor(t.url);
      expect((await again.signIn('zoe@example.com', 'Brand New 2024')).status).to.equal(200);
    });

    it('records a forgotten-password request and answers the same whether or not the account exists', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      const known = await json(
        await visitor.postForm('/reset_passwords', { email: 'demo@example.com', body: '' }),
      );
      const unknown = await json(
        await visitor.postForm('/reset_passwords', { email: 'ghost@example.com', body: '' }),
      );
      expect(known).to.deep.equal(unknown);
      const listing = (await json(await visitor.fetch('/__sandbox/data'))).body;
      expect(
        listing['passwordResets'].map((r: any) => [r.email, r.userFound]),
      ).to.deep.include.members([
        ['demo@example.com', true],
        ['ghost@example.com', false],
      ]);
    });

    it('updates marketing preferences only for the signed-in owner', async () => {
      const visitor = new Visitor(t.url);
      await visitor.signIn();
      const me = (await json(await visitor.fetch('/user.ljson'))).body;
      const path = `/marketing_preferences/${me['marketing_preference_id']}`;
      expect(
        (
          await visitor.postForm(path, {
            _method: 'put',
            user_id: me['user_id'],
            opt_in_marketing_at: 'maybe',
          })
        ).status,
      ).to.equal(422);
      expect(
        (
          await visitor.postForm(path, {
            _method: 'put',
            user_id: me['user_id'],
            opt_in_marketing_at: 'optin',
            opt_in_marketing_url: '/',
          })
        ).status,
      ).to.equal(200);
      expect(
        (await json(await visitor.fetch('/user.ljson'))).body['is_opted_in_to_marketing'],
      ).to.equal(true);
      expect(
        (
          await visitor.postForm('/marketing_preferences/mp-1', {
            _method: 'put',
            opt_in_marketing_at: 'optout',
          })
        ).status,
      ).to.equal(404);
      const custom = await json(
        await visitor.postForm(`/custom_marketing_preferences/${me['user_id']}`, {
          'marketing_preferences[is_opted_in_to_marketing]': 'false',
          'marketing_preferences[newsletter]': 'true',
        }),
      );
      expect(custom.body['user']).to.include({ is_opted_in_to_marketing: false });
      expect(custom.body['user']['custom_marketing_preferences']).to.deep.equal({
        newsletter: true,
      });
      expect(
        (
          await visitor.postForm('/custom_marketing_preferences/1', {
            'marketing_preferences[is_opted_in_to_marketing]': 'true',
          })
        ).status,
      ).to.equal(403);
    });
  });

  describe('saved searches', () => {
    it('saves a search, changes its alert frequency, and removes it', async () => {
      const visitor = new Visitor(t.url);
      await visitor.signIn();
      const url = buildSearchUrl({
        channel: 'lettings',
        placeId: 'f58b2ee6',
        maxPrice: 1200,
        page: 3,
      });
      const created = await json(await visitor.postForm(url, {}));
      expect(created.status).to.equal(200);
      expect(created.body).to.include({
        channel: 'lettings',
        placeId: 'f58b2ee6',
        maxPrice: 1200,
        alert_frequency: 'I',
        q: 'Taunton, Somerset',
      });
      expect(created.body['search_id']).to.be.a('string');
      expect(created.body).not.to.have.property('page');
      const id = created.body['search_id'] as string;

      expect(
        (await visitor.postForm(`/saved_searches?id=${id}&alert_frequency=X`, { _method: 'put' }))
          .status,
      ).to.equal(422);
      const updated = await json(
        await visitor.postForm(`/saved_searches?id=${id}&alert_frequency=M`, { _method: 'put' }),
      );
      expect(updated.body).to.include({ search_id: id, alert_frequency: 'M', maxPrice: 1200 });
      const listed = (await json(await visitor.fetch('/saved_searches.ljson'))).body[
        'saved_searches'
      ] as any[];
      expect(listed.find((s) => s['search_id'] === id)['alert_frequency']).to.equal('M');

      expect((await visitor.postForm(`/searches/${id}`, { _method: 'delete' })).status).to.equal(
        200,
      );
      expect((await visitor.postForm(`/searches/${id}`, { _method: 'delete' })).status).to.equal(
        404,
      );
    });

    it('needs a signed-in user', async () => {
      const visitor = new Visitor(t.url);
      await visitor.page('/');
      expect((await visitor.postForm('/search?channel=sales', {})).status).to.equal(401);
      expect((await visitor.fetch('/saved_searches.ljson')).status).to.equal(401);
    });
  });
});
