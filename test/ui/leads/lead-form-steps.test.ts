import { expect } from 'chai';
import { validateEnquiryForm, type EnquiryFormValues } from '../../../core/index.js';
import { EMPTY_CONTACT, LeadFormModel } from '../../../ui/leads/lead-form.model.js';

const EMPTY: EnquiryFormValues = { ...EMPTY_CONTACT, terms: false };

describe('LeadFormModel.hideErrors (forms of several steps)', () => {
  it('hides every error shown, keeping what was typed, until each is earned again', () => {
    const form = new LeadFormModel<EnquiryFormValues>({
      formId: 'steps',
      initial: EMPTY,
      validate: (v) => validateEnquiryForm(v),
    });
    form.setValue('email', 'ann@');
    form.blur('email');
    expect(form.showAllErrors()).to.equal(false);
    expect(Object.keys(form.visibleErrors)).to.have.length(5);
    form.hideErrors();
    expect(form.visibleErrors).to.deep.equal({});
    expect(form.values.email).to.equal('ann@');
    form.blur('email');
    expect(form.visibleErrors).to.deep.equal({ email: 'Please enter a valid email' });
    form.showAllErrors();
    expect(Object.keys(form.visibleErrors)).to.have.length(5);
  });
});
