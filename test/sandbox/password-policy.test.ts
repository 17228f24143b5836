/**
 * One password policy on the platform: registration and a password change both take SPEC §5's
 * reset rule (core's `PASSWORD_RULE`), and a password is taken exactly as typed, never trimmed.
 */
import { expect } from 'chai';
import { meetsPasswordRule } from '../../core/index.js';
import { type TestSandbox, useClockedSandbox, Visitor } from './support/sandbox.js';

type Json = Record<string, any>;

describe('sandbox password policy', () => {
  let t: TestSandbox;
  useClockedSandbox('2026-04-06T09:00:00Z', (sandbox) => (t = sandbox));

  let registered = 0;
  const nextEmail = () => `policy-${(registered += 1)}@example.com`;

  async function register(
    password: string,
    email = nextEmail(),
  ): Promise<{ status: number; body: Json; visitor: Visitor; email: string }> {
    const visitor = new Visitor(t.url);
    await visitor.page('/');
    const response = await visitor.postJson('/user.ljson', {
      first_name: 'Poli',
      last_name: 'Cy',
      email,
      password,
      password_confirmation: password,
    });
    return { status: response.status, body: (await response.json()) as Json, visitor, email };
  }

  const REASON = {
    short: 'Password is too short (minimum is 10 characters)',
    lower: 'Password must contain a lowercase letter',
    upper: 'Password must contain an uppercase letter',
    digitOrSign: 'Password must contain a number or special character (!@£%^)',
  };
  for (const [password, reasons] of [
    ['password', [REASON.short, REASON.upper, REASON.digitOrSign]],
    ['12345678', [REASON.short, REASON.lower, REASON.upper]],
  ] as const) {
    it(`refuses '${password}' at registration, with the reset rule's reasons`, async () => {
      const weak = await register(password);
      expect(weak.status).to.equal(422);
      expect(weak.body['errors']).to.deep.equal(reasons);
      expect(weak.body['validationErrors']).to.deep.equal(weak.body['errors']);
    });
  }

  it("takes at registration exactly the passwords a change takes, which are core's rule's", async () => {
    const samples = [
      'Password123!',
      'Sunny days 1',
      'alllowercase1',
      'ALLUPPERCASE1',
      'NoDigitsOrSigns',
      'Short1!',
      'Tenletters(',
      'Naïve café £1',
    ];
    const { visitor } = await register('Starting Pass 1');
    const me = ((await (await visitor.fetch('/user.ljson')).json()) as Json)['user_id'] as string;
    let current = 'Starting Pass 1';
    for (const password of samples) {
      const registration = await register(password);
      const change = await visitor.postJson('/user.ljson', {
        _method: 'put',
        user_id: me,
        current_password: current,
        password,
        password_confirmation: password,
      });
      if (change.status === 200) current = password;
      expect(registration.status, `register '${password}'`).to.equal(
        meetsPasswordRule(password) ? 200 : 422,
      );
      expect(change.status, `change to '${password}'`).to.equal(registration.status);
    }
  });

  it('keeps the spaces around a password: it is the password as typed, never trimmed', async () => {
    const { email, status } = await register('  Padded Pass 1  ');
    expect(status).to.equal(200);
    expect((await new Visitor(t.url).signIn(email, 'Padded Pass 1')).status).to.equal(401);
    expect((await new Visitor(t.url).signIn(email, '  Padded Pass 1  ')).status).to.equal(200);
  });

  it('refuses a change to a password of spaces, rather than reading it as no password and answering 200', async () => {
    const { visitor } = await register('Starting Pass 1');
    const me = ((await (await visitor.fetch('/user.ljson')).json()) as Json)['user_id'] as string;
    const spaces = ' '.repeat(12);
    const change = await visitor.postJson('/user.ljson', {
      _method: 'put',
      user_id: me,
      current_password: 'Starting Pass 1',
      password: spaces,
      password_confirmation: spaces,
    });
    expect(change.status).to.equal(422);
    expect(((await change.json()) as Json)['errors']).to.include('must contain a lowercase letter');
  });
});
