import { expect } from 'chai';
import fc from 'fast-check';
import {
  SETTINGS_ELEMENT_ID,
  readSettingsFromHtml,
} from '../../../adapters/settings/dom-settings.adapter.js';

const element = (attributes: string, text: string) => `<script ${attributes}>${text}</script>`;

describe('readSettingsFromHtml (another page of the site, as fetched)', () => {
  it("reads the settings element's JSON whatever the attributes' order and quotes", () => {
    for (const attributes of [
      `id="${SETTINGS_ELEMENT_ID}" type="application/json"`,
      `type='application/json' id='${SETTINGS_ELEMENT_ID}'`,
      `nonce="x" type=application/json id=${SETTINGS_ELEMENT_ID}`,
    ])
      expect(
        readSettingsFromHtml(
          `<!doctype html><head>${element('src="/boot.js"', '')}</head><body>` +
            element(attributes, '{"agency_name":"Oakfield","property_data":{"property_id":7}}') +
            '</body>',
        ),
        attributes,
      ).to.deep.equal({ raw: { agency_name: 'Oakfield', property_data: { property_id: 7 } } });
  });

  it('takes only a JSON script element of that id (not a look-alike)', () => {
    const html =
      element(`id="${SETTINGS_ELEMENT_ID}x" type="application/json"`, '{"a":1}') +
      element(`id="${SETTINGS_ELEMENT_ID}"`, 'window.agencySettings = {}') +
      `<div id="${SETTINGS_ELEMENT_ID}">{"a":2}</div>` +
      element(`data-id="${SETTINGS_ELEMENT_ID}" type="application/json"`, '{"a":3}') +
      element(`id="${SETTINGS_ELEMENT_ID}" type="application/json"`, '{"a":4}');
    expect(readSettingsFromHtml(html)).to.deep.equal({ raw: { a: 4 } });
  });

  it('says why when there is no element, or its text is not JSON', () => {
    expect(readSettingsFromHtml('<!doctype html><p>Not found</p>')).to.deep.equal({
      raw: undefined,
      problem: 'settings: no <script id="agency-settings" type="application/json"> element',
    });
    expect(
      readSettingsFromHtml(element(`id="${SETTINGS_ELEMENT_ID}" type="application/json"`, '{x')),
    ).to.deep.equal({
      raw: undefined,
      problem: 'settings: #agency-settings does not hold valid JSON',
    });
  });

  it('gives back any JSON value a platform writes with `</` escaped, as JSON allows', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value).replaceAll('</', '<\\/');
        const page = `<body>${element(`id="${SETTINGS_ELEMENT_ID}" type="application/json"`, text)}</body>`;
        expect(readSettingsFromHtml(page).raw).to.deep.equal(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
