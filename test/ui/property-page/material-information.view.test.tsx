import { pagePerTest, render, screen, within } from '../support/dom.js';
import { expect } from 'chai';
import { createContainer, testEnvironment } from '../../../composition-root.js';
import { bindContactForms } from '../../../app/overlays/contact.bindings.js';
import { ContainerProvider } from '../../../ui/di.js';
import * as materialInformationModule from '../../../ui/property-page/material-information.view.js';
import {
  MaterialInformationSection,
  provideMaterialInformation,
} from '../../../ui/property-page/material-information.section.js';
import { TOKENS } from '../../../ui/tokens.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { aProperty, aRecordingLog, aSettings } from './property-page-builders.js';

const { MaterialInformationOf } = materialInformationModule;

describe('MaterialInformationOf (jsdom)', () => {
  pagePerTest();

  it('shows Parts A, B and C as headed groups under one heading, every field in a list', async () => {
    await render(
      <MaterialInformationOf
        property={aProperty({
          material_information: { tenure: 'freehold', council_tax_band: 'E', drainage: 'Mains' },
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Material information' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).to.deep.equal([
      'Part A: Price, council tax and tenure',
      'Part B: The property and its services',
      'Part C: Safety, restrictions, rights and risks',
    ]);
    const tenure = section.querySelector('[data-field="tenure"]');
    expect(tenure?.querySelector('dt')?.textContent).to.equal('Tenure');
    expect(tenure?.querySelector('dd')?.textContent).to.equal('Freehold');
    expect(section.querySelector('[data-field="council_tax_band"] dd')?.textContent).to.equal(
      'Band E',
    );
  });

  it('reads "Not provided – ask the agent" for a field not given, the link naming the field', async () => {
    await render(<MaterialInformationOf property={aProperty({ material_information: {} })} />);
    const link = document.querySelector('[data-field="drainage"] a');
    expect(link?.getAttribute('href')).to.equal('#/contact-office?ask=drainage');
    expect(link?.textContent).to.equal('ask the agent about Drainage');
    const value = link?.closest('dd');
    expect(value?.textContent).to.equal('Not provided – ask the agent about Drainage');
    expect(value?.querySelector('.visually-hidden')?.textContent).to.equal(' about Drainage');
  });

  it('logs a bad field and shows it as not provided, the rest as given', async () => {
    const log = aRecordingLog();
    const container = createContainer(testEnvironment(aSettings(), { logger: log }));
    await render(
      <ContainerProvider container={container}>
        <MaterialInformationOf
          property={aProperty({ material_information: { tenure: 'feudal', water: 'Mains' } })}
        />
      </ContainerProvider>,
    );
    expect(document.querySelector('[data-field="tenure"] a')?.getAttribute('href')).to.equal(
      '#/contact-office?ask=tenure',
    );
    expect(document.querySelector('[data-field="water"] dd')?.textContent).to.equal('Mains');
    expect(log.warnings).to.have.length(1);
    expect(log.warnings[0]).to.match(
      /^The material information has 1 problem\(s\):\nproperty_data\.material_information\.tenure: /,
    );
  });

  it('places the section from its chunk once provided', async () => {
    provideMaterialInformation(materialInformationModule);
    await render(<MaterialInformationSection property={aProperty()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Material information' })).to.not.equal(
      null,
    );
  });
});

describe("'#/contact-office?ask={field}'", () => {
  const formFor = (field: string) => {
    const property = aProperty();
    const container = createContainer(testEnvironment(aSettings({ property })));
    container.bind(TOKENS.leadDrafts).toConstantValue(new LeadDrafts());
    bindContactForms(container);
    return container.get(TOKENS.askAboutFieldRoute)(field).form;
  };

  it('opens the office enquiry about the property with a message naming the field', () => {
    const form = formFor('ground_rent');
    expect(form?.property?.property_id).to.equal('101');
    expect(form?.form.values.message).to.equal(
      'Please could you tell me about this property\'s "Ground rent"? The listing\'s material information does not give it.',
    );
  });

  it('opens it with no message for a word that names no field', () => {
    expect(formFor('constructor')?.form.values.message).to.equal('');
  });
});
