import { expect } from 'chai';
import type { ServiceIdentifier } from 'inversify';
import { Registry } from '../../app/registry.js';
import { overlayContainer } from '../../app/overlays.chunk.js';
import { createContainer, testEnvironment } from '../../composition-root.js';
import { decodeSiteSettings } from '../../core/index.js';
import { TOKENS } from '../../ui/tokens.js';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

describe('Registry (the page’s container)', () => {
  const NAME = token<string>('Name');
  const GREETING = token<{ text: string }>('Greeting');
  const FORM = token<{ made: number }>('Form');

  it('builds a singleton once, from its dependencies in the order given, and answers constants as they are', () => {
    const registry = new Registry();
    let made = 0;
    registry.bind(NAME).toConstantValue('Oakfield');
    registry
      .bind(GREETING)
      .toResolvedValue((name) => ({ text: `Welcome to ${name} (${(made += 1)})` }), [NAME]);
    expect(registry.get(GREETING)).to.deep.equal({ text: 'Welcome to Oakfield (1)' });
    expect(registry.get(GREETING)).to.equal(registry.get(GREETING));
    expect(made).to.equal(1);
  });

  it('builds a new value each time in transient scope (view-models)', () => {
    const registry = new Registry();
    let made = 0;
    registry
      .bind(FORM)
      .toResolvedValue(() => ({ made: (made += 1) }))
      .inTransientScope();
    expect(registry.get(FORM)).to.not.equal(registry.get(FORM));
    expect(made).to.equal(2);
  });

  it('refuses a second binding of a token, names a missing one and a token that depends on itself', () => {
    const registry = new Registry();
    registry.bind(NAME).toConstantValue('a');
    expect(() => registry.bind(NAME).toConstantValue('b')).to.throw('Name is bound already');
    expect(() => registry.get(GREETING)).to.throw('No binding for Greeting');
    const A = token<number>('A');
    const B = token<number>('B');
    registry.bind(A).toResolvedValue((b) => b + 1, [B]);
    registry.bind(B).toResolvedValue((a) => a + 1, [A]);
    expect(() => registry.get(A)).to.throw('A depends on itself');
  });

  it('replaces a binding (rebind), forgets one (unbind) and lists its tokens', () => {
    const registry = new Registry();
    registry.bind(NAME).toConstantValue('real');
    registry.rebind(NAME).toConstantValue('fake');
    expect(registry.get(NAME)).to.equal('fake');
    expect(registry.tokens()).to.deep.equal([NAME]);
    registry.unbind(NAME);
    expect(registry.isBound(NAME)).to.equal(false);
  });

  it("answers the same singletons through the overlay layer's inversify container, which adds the overlays' own bindings", () => {
    const { settings } = decodeSiteSettings({
      page: { identifier: 'home#index', path: '/', title: 'Home', data: {} },
    });
    const registry = createContainer(testEnvironment(settings));
    const overlays = overlayContainer(registry);
    expect(overlays.get(TOKENS.session)).to.equal(registry.get(TOKENS.session));
    expect(overlays.get(TOKENS.toasts)).to.equal(registry.get(TOKENS.toasts));
    expect(overlays.isBound(TOKENS.leadDrafts)).to.equal(true);
    expect(
      registry.isBound(TOKENS.leadDrafts),
      'the overlays’ bindings stay in their container',
    ).to.equal(false);
    expect(overlayContainer(registry), 'one per registry').to.equal(overlays);
  });
});
