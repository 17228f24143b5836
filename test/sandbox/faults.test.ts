import { expect } from 'chai';
import { Faults, faultsFromEnv, parseFault } from '../../sandbox/faults.js';
import { sandboxControl } from './support/sandbox-controls.js';
import { useTestSandbox, type Visitor, type TestSandbox } from './support/sandbox.js';

describe('the sandbox fault switch', () => {
  let t: TestSandbox;
  let visitor: Visitor;
  useTestSandbox((sandbox, v) => ((t = sandbox), (visitor = v)), { firstPage: '/' });
  afterEach(() => sandboxControl(t.url, 'DELETE', '/__sandbox/faults'));

  const addFault = (fault: Record<string, unknown>) =>
    sandboxControl(t.url, 'POST', '/__sandbox/faults', fault);

  it('fails a call with the given status, for the given number of times', async () => {
    expect(
      (await addFault({ method: 'GET', path: '/user.ljson', mode: 'fail', status: 503, times: 1 }))
        .status,
    ).to.equal(201);
    const failed = await visitor.fetch('/user.ljson');
    expect(failed.status).to.equal(503);
    expect(await failed.json()).to.deep.equal({ error: 'sandbox-fault', status: 503 });
    expect((await visitor.fetch('/user.ljson')).status).to.equal(200);
  });

  it('matches a path prefix ending in * and defaults to 500', async () => {
    await addFault({ path: '/saved_*', mode: 'fail' });
    expect((await visitor.fetch('/saved_properties.ljson')).status).to.equal(500);
    expect((await visitor.fetch('/saved_searches.ljson')).status).to.equal(500);
    expect((await visitor.fetch('/user.ljson')).status).to.equal(200);
  });

  it('matches the overridden method of a POST', async () => {
    await addFault({ method: 'DELETE', path: '/session', mode: 'fail', status: 502 });
    expect((await visitor.postForm('/session', { _method: 'delete' })).status).to.equal(502);
    expect(
      (await visitor.postForm('/session', { username: 'x@example.com', password: 'nope' })).status,
    ).to.equal(401);
  });

  it('stalls a call for delayMs and then answers it', async () => {
    await addFault({ path: '/analytics_code', mode: 'stall', delayMs: 150 });
    const started = Date.now();
    const response = await visitor.fetch('/analytics_code');
    expect(response.status).to.equal(200);
    expect(Date.now() - started).to.be.at.least(140);
  });

  it('stalls a call with no delay until the client gives up', async () => {
    await addFault({ path: '/postcode_branch_lookup', mode: 'stall' });
    const error = await visitor
      .fetch('/postcode_branch_lookup?postcode=TA1%201AA', { signal: AbortSignal.timeout(200) })
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(Error);
  });

  it('is cleared by DELETE /__sandbox/faults', async () => {
    await addFault({ path: '/address_lookup', mode: 'fail' });
    await sandboxControl(t.url, 'DELETE', '/__sandbox/faults');
    expect((await visitor.fetch('/address_lookup?autocomplete=priory')).status).to.equal(200);
  });

  it('refuses a malformed fault with the reasons', async () => {
    const response = await addFault({ path: 'no-slash', mode: 'explode', status: 42 });
    expect(response.status).to.equal(422);
    expect(((await response.json()) as { errors: string[] }).errors).to.have.length(3);
  });

  describe('faultsFromEnv', () => {
    it('reads one fault or a list from SANDBOX_FAULTS, and nothing from an empty value', () => {
      expect(faultsFromEnv('{"path":"/leads","mode":"fail"}')).to.deep.equal([
        { path: '/leads', mode: 'fail', status: 500 },
      ]);
      expect(
        faultsFromEnv(
          '[{"path":"/a","mode":"stall","delayMs":5},{"path":"/b","mode":"fail","times":2}]',
        ),
      ).to.have.length(2);
      expect(faultsFromEnv(undefined)).to.deep.equal([]);
      expect(() => faultsFromEnv('{"path":"/a"}')).to.throw(/SANDBOX_FAULTS\[0\]/);
    });
  });

  describe('Faults', () => {
    it('uses up a limited fault and then lets requests through', () => {
      const faults = new Faults();
      const parsed = parseFault({ path: '/x', mode: 'fail', times: 2 });
      if (!parsed.ok) throw new Error('fault expected');
      faults.add(parsed.fault);
      expect(faults.take(['GET'], '/x')).to.not.equal(undefined);
      expect(faults.take(['GET'], '/x')).to.not.equal(undefined);
      expect(faults.take(['GET'], '/x')).to.equal(undefined);
    });
  });
});
