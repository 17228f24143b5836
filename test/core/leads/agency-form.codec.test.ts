import { expect } from 'chai';
import { decodeAgencyForm, decodeAgencyForms } from '../../../core/leads/agency-form.codec.js';

const element = (fieldName: string, extra: Record<string, unknown> = {}) => ({
  fieldName,
  friendlyName: fieldName,
  required: false,
  inputType: 'text',
  fieldPostion: 1,
  hidden: false,
  disabled: false,
  ...extra,
});

describe('decodeAgencyForm', () => {
  it('reads the form id, name, redirect_url and its elements in fieldPostion order (SPEC §3)', () => {
    const problems: string[] = [];
    const form = decodeAgencyForm(
      {
        id: 701,
        name: ' New homes enquiry ',
        redirect_url: '/properties/1#/flash/welcome-lead-sent',
        elements: [
          element('message', { inputType: 'textarea', fieldPostion: 3 }),
          element('first_name', { required: 'true', fieldPostion: '1' }),
          element('email', { fieldPostion: 2 }),
        ],
      },
      'page.data.new_homes_form',
      problems,
    );
    expect(problems).to.deep.equal([]);
    expect(form?.id).to.equal('701');
    expect(form?.name).to.equal('New homes enquiry');
    expect(form?.redirectUrl).to.equal('/properties/1#/flash/welcome-lead-sent');
    expect(form?.elements.map((e) => [e.fieldName, e.inputType, e.required])).to.deep.equal([
      ['first_name', 'text', true],
      ['email', 'text', false],
      ['message', 'textarea', false],
    ]);
  });

  it("takes 'file' elements (the generic file-upload field), and reads an unknown input type as text, with a report", () => {
    const problems: string[] = [];
    const form = decodeAgencyForm(
      {
        id: '702',
        elements: [element('cv', { inputType: 'file' }), element('role', { inputType: 'select' })],
      },
      'f',
      problems,
    );
    expect(form?.elements.map((e) => e.inputType)).to.deep.equal(['file', 'text']);
    expect(problems).to.deep.equal([
      'f.elements[1].inputType: expected one of text, textarea, file; read as text',
    ]);
  });

  it('drops elements whose field name the platform could not take, and a second element of the same name', () => {
    const problems: string[] = [];
    const form = decodeAgencyForm(
      {
        id: '1',
        elements: [element('ok'), element('bad name]'), element('ok'), { friendlyName: 'no name' }],
      },
      'f',
      problems,
    );
    expect(form?.elements.map((e) => e.fieldName)).to.deep.equal(['ok']);
    expect(problems).to.have.length(3);
  });

  it('fills what an element leaves out: a friendly name from the field name, optional, shown, last', () => {
    const form = decodeAgencyForm(
      {
        id: '1',
        elements: [{ fieldName: 'current_home_address' }, element('a', { fieldPostion: 5 })],
      },
      'f',
      [],
    );
    expect(form?.elements[1]).to.deep.equal({
      fieldName: 'current_home_address',
      friendlyName: 'current home address',
      required: false,
      inputType: 'text',
      fieldPostion: Number.MAX_SAFE_INTEGER,
      hidden: false,
      disabled: false,
    });
  });

  it('is nothing, with the reason, for a form without an id, without elements, or with no usable element', () => {
    const problems: string[] = [];
    expect(decodeAgencyForm({ elements: [element('a')] }, 'a', problems)).to.equal(undefined);
    expect(decodeAgencyForm({ id: '1', elements: 'x' }, 'b', problems)).to.equal(undefined);
    expect(decodeAgencyForm({ id: '1', elements: [{}] }, 'c', problems)).to.equal(undefined);
    expect(decodeAgencyForm(undefined, 'd', problems)).to.equal(undefined);
    expect(problems.map((p) => p.split(/[.:[]/)[0])).to.deep.equal(['a', 'b', 'c', 'c']);
  });
});

describe('decodeAgencyForms', () => {
  it('keeps the usable forms of a list and reports the rest', () => {
    const problems: string[] = [];
    const forms = decodeAgencyForms(
      [{ id: '702', elements: [element('cv', { inputType: 'file' })] }, { id: '' }],
      'page.data.forms',
      problems,
    );
    expect(forms.map((f) => f.id)).to.deep.equal(['702']);
    expect(problems).to.have.length(1);
    expect(decodeAgencyForms('nope', 'page.data.forms', problems)).to.deep.equal([]);
    expect(decodeAgencyForms(undefined, 'page.data.forms', [])).to.deep.equal([]);
  });
});
