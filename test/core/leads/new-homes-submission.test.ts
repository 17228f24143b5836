import { expect } from 'chai';
import {
  type NewHomesSubmissionInput,
  developmentOfInterest,
  newHomesSubmission,
} from '../../../core/leads/new-homes-submission.js';
import { aFormElement } from '../../support/form-elements.js';
import { aLeadAddress } from '../../support/lead-address.js';

function aSubmission(overrides: Partial<NewHomesSubmissionInput> = {}): NewHomesSubmissionInput {
  return {
    formId: '31',
    redirectUrl: '/thank-you',
    pagePath: '/properties/4821',
    honeypot: '',
    property: { property_id: '4821', display_address: 'Orchard Meadows, Bishops Lydeard, Taunton' },
    elements: [
      aFormElement('first_name', { required: true }),
      aFormElement('development_of_interest', { disabled: true }),
      aFormElement('current_home_address'),
    ],
    values: { first_name: ' Ann ', development_of_interest: 'typed over' },
    address: aLeadAddress(),
    termsAccepted: true,
    ...overrides,
  };
}

describe('newHomesSubmission', () => {
  it('builds the flat fields of a /form_submissions post', () => {
    expect(newHomesSubmission(aSubmission())).to.deep.equal({
      formId: '31',
      fields: {
        hfhp: '',
        f_id: '31',
        redirect_url: '/thank-you',
        page_path: '/properties/4821',
        'marketing_preferences[opt_in_terms]': '1',
        'lead_client[do_not_contact]': '1',
        'form_submission[first_name]': 'Ann',
        'form_submission[development_of_interest]': 'Orchard Meadows',
        'form_submission[current_home_address]': '2 Mill Lane, Taunton, TA1 1AA',
        'form_submission[development_id]': '4821',
        'form_submission[do_not_contact]': '1',
      },
    });
  });

  it('fills an address element named address too, and keeps typed text when there is no address', () => {
    const elements = [aFormElement('address')];
    expect(
      newHomesSubmission(aSubmission({ elements })).fields['form_submission[address]'],
    ).to.equal('2 Mill Lane, Taunton, TA1 1AA');
    expect(
      newHomesSubmission(aSubmission({ elements, address: null, values: { address: 'typed' } }))
        .fields['form_submission[address]'],
    ).to.equal('typed');
  });

  it('sends blank values for untouched elements, the honeypot as hfhp, and unaccepted terms as 0', () => {
    const { fields } = newHomesSubmission(
      aSubmission({ values: {}, honeypot: 'bot', termsAccepted: false }),
    );
    expect(fields['form_submission[first_name]']).to.equal('');
    expect(fields['hfhp']).to.equal('bot');
    expect(fields['marketing_preferences[opt_in_terms]']).to.equal('0');
  });
});

describe('developmentOfInterest', () => {
  it('is the first comma part of the display address', () => {
    expect(developmentOfInterest(' Orchard Meadows , Taunton')).to.equal('Orchard Meadows');
    expect(developmentOfInterest('Orchard Meadows')).to.equal('Orchard Meadows');
    expect(developmentOfInterest('')).to.equal('');
  });
});
