import { expect } from 'chai';
import type { Container } from 'inversify';
import { createContainer, testEnvironment } from '../../composition-root.js';
import { overlayContainer } from '../../app/overlays.chunk.js';
import {
  bind as bindInstantChunk,
  browserInstantValuation,
} from '../../app/overlays/instant-valuation.chunk.js';
import { TOKENS } from '../../ui/tokens.js';
import { BookValuationViewModel } from '../../ui/valuation/book-valuation.view-model.js';
import { InstantValuationViewModel } from '../../ui/valuation/instant-valuation.view-model.js';
import { FakeEstimates, valuationSettings } from '../ui/valuation/valuation-fakes.js';

function aSite(singleStep = false): Container {
  return overlayContainer(createContainer(testEnvironment(valuationSettings(singleStep))));
}

describe('the valuation forms in the container', () => {
  it('binds only the modals’ importers with the overlay layer; each chunk binds its view-model as it arrives', async () => {
    const container = aSite();
    expect(container.isBound(TOKENS.bookValuationViewModel)).to.equal(false);
    const chunks = container.get(TOKENS.valuationChunks);
    const book = await chunks.book();
    expect(book.default).to.be.a('function');
    const vm = container.get(TOKENS.bookValuationViewModel);
    // (The chunk is imported on demand, so its classes are compared by name.)
    expect(vm.constructor.name).to.equal(BookValuationViewModel.name);
    expect(vm.flow).to.equal('three-step');
    expect(container.get(TOKENS.bookValuationViewModel)).to.not.equal(vm);
    await chunks.instant();
    expect(container.get(TOKENS.instantValuationViewModel).constructor.name).to.equal(
      InstantValuationViewModel.name,
    );
  });

  it("follows the agency's single-step setting", async () => {
    const container = aSite(true);
    await container.get(TOKENS.valuationChunks).book();
    expect(container.get(TOKENS.bookValuationViewModel).flow).to.equal('single-step');
  });

  it('gives the instant valuation the estimate port it is handed, or the browser’s', async () => {
    const container = aSite();
    const estimates = new FakeEstimates();
    bindInstantChunk(container, estimates);
    const vm = container.get(TOKENS.instantValuationViewModel);
    vm.address.enterManually();
    for (const [field, value] of [
      ['street', 'Priory Avenue'],
      ['town', 'Taunton'],
      ['postcode', 'TA1 4AB'],
      ['property_type', 'flat'],
      ['bedrooms', '2'],
    ] as const)
      vm.form.setValue(field, value);
    await vm.submit();
    expect(estimates.asked).to.have.length(1);
    const calls: string[] = [];
    const win = {
      location: { origin: 'https://agency.test' },
      fetch: async (input: RequestInfo | URL) => (
        calls.push(String(input)),
        new Response('{"estimate":null}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      ),
    };
    const port = browserInstantValuation(() => 'token', win as unknown as Window);
    const answer = await port.estimate({ postcode: 'TA1 4AB', propertyType: 'flat', bedrooms: 2 });
    expect(answer._tag).to.equal('Right');
    expect(calls[0]).to.equal(
      'https://agency.test/instant_valuation?postcode=TA1+4AB&property_type=flat&bedrooms=2',
    );
  });
});
