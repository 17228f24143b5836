import { expect } from 'chai';
import { useTestSandbox, type Visitor } from './support/sandbox.js';

describe('sandbox GET /properties/{id}.ljson', () => {
  let visitor: Visitor;
  useTestSandbox((_sandbox, v) => (visitor = v));

  it("answers a listing as its page's property_data carries it, material information and all", async () => {
    const search = (await (await visitor.fetch('/search.ljson?channel=sales')).json()) as {
      properties: { property_id: string; display_address: string }[];
    };
    const first = search.properties[0];
    expect(first).to.not.equal(undefined);
    const response = await visitor.fetch(`/properties/${first?.property_id}.ljson`);
    expect(response.status).to.equal(200);
    const body = (await response.json()) as { property: Record<string, unknown> };
    expect(body.property['property_id']).to.equal(first?.property_id);
    expect(body.property['display_address']).to.equal(first?.display_address);
    expect(body.property['material_information']).to.be.an('object');
  });

  it('answers 404 for a property it does not have', async () => {
    const response = await visitor.fetch('/properties/no-such-home.ljson');
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({
      error: 'not-found',
      message: 'No such property.',
    });
  });
});
