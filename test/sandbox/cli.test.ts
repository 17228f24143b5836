import { expect } from 'chai';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs, runCli, USAGE } from '../../sandbox/cli.js';
import { STORE_FILE } from '../../sandbox/store.js';
import { startTestSandbox, Visitor, type TestSandbox } from './support/sandbox.js';

describe('the sandbox command line', () => {
  let t: TestSandbox;
  before(async () => {
    t = await startTestSandbox();
    const visitor = new Visitor(t.url);
    await visitor.page('/');
    await visitor.postJson('/leads', {
      lead_client: {
        first_name: 'Cli',
        last_name: 'Tester',
        email: 'cli@example.com',
        tel_home: '0123456789',
      },
      lead: { message: 'Hello' },
      marketing_preferences: { opt_in_terms: true },
    });
  });
  after(() => t.stop());

  it('lists the leads that arrived', async () => {
    const out = await runCli({ command: 'leads', dataDir: t.dataDir, json: false });
    expect(out).to.match(/^leads \(1\)/);
    expect(out).to.include('cli@example.com');
  });

  it('lists users without password hashes, as JSON when asked', async () => {
    const out = JSON.parse(
      await runCli({ command: 'users', dataDir: t.dataDir, json: true, agency: 'harbour' }),
    ) as { users: Record<string, unknown>[] };
    expect(out.users).to.have.length(1);
    expect(out.users[0]).to.include({ email: 'demo@example.com', agency: 'harbour' });
    expect(out.users[0]).not.to.have.property('passwordHash');
  });

  it('reads its arguments and explains bad ones', () => {
    expect(parseArgs(['views', '--data-dir', '/tmp/x', '--json'], {})).to.deep.include({
      command: 'views',
      dataDir: '/tmp/x',
      json: true,
    });
    expect(parseArgs(['explode'], {})).to.equal(USAGE);
    expect(parseArgs(['leads', '--loud'], {})).to.match(/^Unknown argument --loud/);
  });

  it('resets the store', async () => {
    const other = await startTestSandbox();
    await other.sandbox.close();
    expect(await runCli({ command: 'reset', dataDir: other.dataDir, json: false })).to.match(
      /^Removed/,
    );
    const gone = await access(join(other.dataDir, STORE_FILE)).then(
      () => false,
      () => true,
    );
    expect(gone).to.equal(true);
    await other.stop();
  });
});
