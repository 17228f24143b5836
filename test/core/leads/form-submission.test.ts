import { expect } from 'chai';
import {
  formSubmission,
  formSubmissionFieldName,
  newHomesSubmission,
} from '../../../core/leads/new-homes-submission.js';
import { aFormElement } from '../../support/form-elements.js';

const CAREERS = [
  aFormElement('first_name', { required: true }),
  aFormElement('cv', { inputType: 'file', required: true }),
  aFormElement('message', { inputType: 'textarea' }),
];
const input = {
  formId: '702',
  redirectUrl: '/articles/careers',
  pagePath: '/articles/careers',
  honeypot: '',
  elements: CAREERS,
  values: { first_name: ' Alex ', message: 'Hello' },
  termsAccepted: true,
};

describe('formSubmission (any agency form posted to /form_submissions)', () => {
  it('builds the flat fields of SPEC §7 from the text elements; a file element is no text field', () => {
    expect(formSubmission(input)).to.deep.equal({
      formId: '702',
      fields: {
        hfhp: '',
        f_id: '702',
        redirect_url: '/articles/careers',
        page_path: '/articles/careers',
        'marketing_preferences[opt_in_terms]': '1',
        'lead_client[do_not_contact]': '1',
        'form_submission[first_name]': 'Alex',
        'form_submission[message]': 'Hello',
        'form_submission[do_not_contact]': '1',
      },
    });
  });

  it("names a file's field as the platform reads it", () => {
    expect(formSubmissionFieldName('cv')).to.equal('form_submission[cv]');
  });

  it('is what the new-homes post is built on: the same fields, with the development fields set', () => {
    const elements = [
      aFormElement('first_name'),
      aFormElement('development_of_interest', { disabled: true }),
    ];
    const property = { property_id: '9', display_address: 'Orchard Meadow, Bishops Lydeard' };
    const newHomes = newHomesSubmission({ ...input, elements, property, address: null });
    const plain = formSubmission({ ...input, elements });
    expect(newHomes.fields).to.deep.equal({
      ...plain.fields,
      'form_submission[development_of_interest]': 'Orchard Meadow',
      'form_submission[development_id]': '9',
    });
  });
});
