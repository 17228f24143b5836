import { expect } from 'chai';
import { settingsOf, startTestSandbox, type TestSandbox } from './support/sandbox.js';

describe('the sandbox for benchmarks', () => {
  let t: TestSandbox;
  before(async () => {
    t = await startTestSandbox({ minimumListings: 900 });
  });
  after(async () => t.stop());

  it('renders a results page of 500 cards with ?per_page=500', async () => {
    const html = await (await fetch(`${t.url}/property-for-sale?per_page=500`)).text();
    const data = settingsOf(html)['page']['data'];
    expect(data.results).to.have.length(500);
    expect(data.pagination.has_next_page).to.equal(true);
  });

  it('gives every copied listing its own id and a working property page', async () => {
    const html = await (await fetch(`${t.url}/property-for-sale?per_page=500`)).text();
    const results = settingsOf(html)['page']['data'].results as {
      property_id: string;
      property_url: string;
    }[];
    expect(new Set(results.map((r) => r.property_id)).size).to.equal(results.length);
    const copy = results.find((r) => r.property_id.includes('-copy-'));
    expect(copy).to.not.equal(undefined);
    const page = await fetch(t.url + copy!.property_url);
    expect(page.status).to.equal(200);
  });

  it('keeps the normal page size without the option', async () => {
    const html = await (await fetch(`${t.url}/property-for-sale`)).text();
    expect(settingsOf(html)['page']['data'].results).to.have.length(12);
  });
});

describe('results page data', () => {
  let t: TestSandbox;
  before(async () => {
    t = await startTestSandbox();
  });
  after(async () => t.stop());

  it('lists the places the location box suggests', async () => {
    const html = await (await fetch(`${t.url}/property-for-sale`)).text();
    const places = settingsOf(html)['page']['data'].places as { place_id: string; name: string }[];
    expect(places.length).to.be.greaterThan(3);
    expect(places.map((p) => p.name)).to.include('Taunton');
  });
});
