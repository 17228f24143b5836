/** Reading the platform's embedded settings in the browser: at once, or a part per task (app/start.tsx). */
import { expect } from 'chai';
import { JSDOM, VirtualConsole } from 'jsdom';
import { readBrowserSettings, readBrowserSettingsInTasks } from '../composition-root.js';
import { SETTINGS_DECODE_STEPS } from '../core/index.js';

const SETTINGS = {
  agency_name: 'Harbour Homes',
  authenticityToken: 't',
  page: { identifier: 'branches#index', path: '/branches', title: 'Our branches', data: {} },
  header_data: { primaryMenuItems: [], secondaryMenuItems: [] },
  our_offices_slider_data: [
    { id: 'b1', branchName: 'Taunton' },
    { id: 'b2', branchName: 'Wellington' },
  ],
};

function pageWith(settingsScript: string) {
  const dom = new JSDOM(`<!doctype html><body>${settingsScript}<div id="root"></div></body>`, {
    url: 'https://harbour.example/branches',
    virtualConsole: new VirtualConsole(),
  });
  return {
    win: dom.window as unknown as Window & Record<string, unknown>,
    doc: dom.window.document,
  };
}
const embedded = (json: string) =>
  pageWith(`<script id="agency-settings" type="application/json">${json}</script>`);

describe('reading the settings in the browser', () => {
  it('a part per task: pauses between the parts and reads what the one-task read reads', async () => {
    const { doc } = embedded(JSON.stringify(SETTINGS));
    let pauses = 0;
    const read = await readBrowserSettingsInTasks(doc, async () => void (pauses += 1));
    expect(pauses).to.equal(SETTINGS_DECODE_STEPS);
    expect(read).to.deep.equal(readBrowserSettings(doc));
    expect(read.settings.page.identifier).to.equal('branches#index');
    expect(read.settings.branches.map((b) => b.branchName)).to.deep.equal([
      'Taunton',
      'Wellington',
    ]);
    expect(read.problems).to.deep.equal([]);
  });

  it('lets other work run at each pause: nothing is decoded until the caller moves on', async () => {
    const { doc } = embedded(JSON.stringify(SETTINGS));
    const order: string[] = [];
    const reading = readBrowserSettingsInTasks(
      doc,
      () => new Promise<void>((resolve) => setTimeout(() => (order.push('pause'), resolve()), 0)),
    );
    order.push('caller ran');
    await reading;
    expect(order[0]).to.equal('caller ran');
    expect(order.filter((o) => o === 'pause')).to.have.length(SETTINGS_DECODE_STEPS);
  });

  it('says why when the settings are not JSON, and still gives a usable site', async () => {
    const { doc } = embedded('{ not json');
    const read = await readBrowserSettingsInTasks(doc, async () => undefined);
    expect(read.problems[0]).to.equal('settings: #agency-settings does not hold valid JSON');
    expect(read.settings.theme.mortgageGuideUrl).to.equal('/mortgages');
    expect(read).to.deep.equal(readBrowserSettings(doc));
  });

  it('says why when the page has no settings at all', async () => {
    const { doc } = pageWith('');
    const read = await readBrowserSettingsInTasks(doc, async () => undefined);
    expect(read.problems[0]).to.equal(
      'settings: no <script id="agency-settings" type="application/json"> element',
    );
  });

  it('reads only the embedded JSON: neither a stray global nor an element of the same id stands in for it', () => {
    const { win, doc } = pageWith(
      `<div id="agency-settings">{"agency_name":"Forged"}</div><a id="agencySettings" href="x"></a><script id="agency-settings" type="application/json">${JSON.stringify(SETTINGS)}</script>`,
    );
    win['agencySettings'] = { agency_name: 'Forged global' };
    const read = readBrowserSettings(doc);
    expect(read.settings.agencyName).to.equal('Harbour Homes');
    expect(read.problems).to.deep.equal([]);
    expect(
      readBrowserSettings(pageWith('<div id="agency-settings">{"agency_name":"Forged"}</div>').doc)
        .problems[0],
    ).to.match(/^settings: no <script/);
  });
});
