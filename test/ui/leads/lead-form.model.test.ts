import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import {
  httpFailure,
  networkFailure,
  timeoutFailure,
  validateEnquiryForm,
  type CaptchaPort,
  type EnquiryFormValues,
  type Result,
} from '../../../core/index.js';
import { LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { EMPTY_CONTACT, LeadFormModel } from '../../../ui/leads/lead-form.model.js';

type Values = EnquiryFormValues & { readonly message: string };

const EMPTY: Values = { ...EMPTY_CONTACT, message: '', terms: false };
const FILLED: Values = {
  first_name: 'Ann',
  last_name: 'Smith',
  email: 'ann@example.co.uk',
  tel_home: '01823 123456',
  message: 'Hello',
  terms: true,
};

function aForm(drafts?: LeadDrafts, formId = 'contact-staff:1') {
  return new LeadFormModel<Values>({
    formId,
    initial: EMPTY,
    validate: (values) => validateEnquiryForm(values),
    lettersRejected: ['tel_home'],
    ...(drafts ? { drafts } : {}),
  });
}

function fill(form: LeadFormModel<Values>, values: Values): void {
  for (const [field, value] of Object.entries(values))
    form.setValue(field as keyof Values, value as never);
}

class Notes {
  readonly shown: string[] = [];
  success = (message: string) => void this.shown.push(`success: ${message}`);
  error = (message: string) => void this.shown.push(`error: ${message}`);
}

class FakeCaptcha implements CaptchaPort {
  resets = 0;
  constructor(private readonly answer: Result<string> = right('token-1')) {}
  execute = async () => this.answer;
  reset = () => void (this.resets += 1);
}

describe('LeadFormModel', () => {
  it('shows no error before the visitor has done anything', () => {
    expect(aForm().visibleErrors).to.deep.equal({});
  });

  it("shows a field's error once the field is left, and drops it as soon as the value is right", () => {
    const form = aForm();
    form.setValue('email', 'ann@');
    expect(form.errorOf('email')).to.equal(undefined);
    form.blur('email');
    expect(form.errorOf('email')).to.equal('Please enter a valid email');
    form.setValue('email', 'ann@example.co.uk');
    expect(form.errorOf('email')).to.equal(undefined);
  });

  it("drops letters typed into a phone field (SPEC §5) and keeps the phone's spaces", () => {
    const form = aForm();
    form.setValue('tel_home', '01823 abc123456');
    expect(form.values.tel_home).to.equal('01823 123456');
    form.setValue('first_name', 'Ann');
    expect(form.values.first_name).to.equal('Ann');
  });

  it("on an empty submit shows SPEC §5's message for every field and asks for focus on the first", async () => {
    const form = aForm();
    let sent = 0;
    const answer = await form.submit({
      send: async () => ((sent += 1), right(undefined)),
      notifier: new Notes(),
      failureMessage: 'Request failed. Please try again.',
    });
    expect(answer).to.equal(undefined);
    expect(sent).to.equal(0);
    expect(form.visibleErrors).to.deep.equal({
      first_name: 'Please enter a valid first name',
      last_name: 'Please enter a valid last name',
      email: 'Please enter a valid email',
      tel_home: 'Please enter a valid phone number',
      terms: 'You must agree to our terms & conditions',
    });
    expect(form.focusRequest?.field).to.equal('first_name');
    expect(form.stage).to.equal('form');
  });

  it('sends once with the bot-check token, then is sent with the success toast', async () => {
    const form = aForm();
    fill(form, FILLED);
    const notes = new Notes();
    const tokens: (string | undefined)[] = [];
    const answer = await form.submit({
      send: async (token) => (tokens.push(token), right('ok')),
      captcha: new FakeCaptcha(),
      notifier: notes,
      failureMessage: 'Request failed. Please try again.',
      successMessage: 'We have received your enquiry and our agent will be in touch soon.',
    });
    expect(answer).to.equal('ok');
    expect(tokens).to.deep.equal(['token-1']);
    expect(form.stage).to.equal('sent');
    expect(notes.shown).to.deep.equal([
      'success: We have received your enquiry and our agent will be in touch soon.',
    ]);
  });

  it('ignores a second submit while the first is on its way', async () => {
    const form = aForm();
    fill(form, FILLED);
    let release: (r: Result<void>) => void = () => undefined;
    let sent = 0;
    const options = {
      send: () => ((sent += 1), new Promise<Result<void>>((resolve) => (release = resolve))),
      notifier: new Notes(),
      failureMessage: 'Request failed. Please try again.',
    };
    const first = form.submit(options);
    expect(form.stage).to.equal('submitting');
    expect(await form.submit(options)).to.equal(undefined);
    release(right(undefined));
    await first;
    expect(sent).to.equal(1);
  });

  for (const [what, failure] of [
    ['a 500', httpFailure(500)],
    ['a network failure', networkFailure],
    ['no answer in time', timeoutFailure],
  ] as const) {
    it(`after ${what} is back on the form with everything typed, the SPEC §8 toast and the bot check reset`, async () => {
      const form = aForm();
      fill(form, FILLED);
      const notes = new Notes();
      const captcha = new FakeCaptcha();
      await form.submit({
        send: async () => left(failure),
        captcha,
        notifier: notes,
        failureMessage: 'Request failed. Please try again.',
      });
      expect(form.stage).to.equal('form');
      expect(form.values).to.deep.equal(FILLED);
      expect(notes.shown).to.deep.equal(['error: Request failed. Please try again.']);
      expect(captcha.resets).to.equal(1);
    });
  }

  for (const [what, failure] of [
    ['fails', networkFailure],
    ['is not answered in time', timeoutFailure],
  ] as const) {
    it(`when the bot-check challenge ${what}, sends nothing, keeps the form and says the recaptcha-invalid text`, async () => {
      const form = aForm();
      fill(form, FILLED);
      let sent = 0;
      const notes = new Notes();
      const captcha = new FakeCaptcha(left(failure));
      await form.submit({
        send: async () => ((sent += 1), right(undefined)),
        captcha,
        notifier: notes,
        failureMessage: 'Request failed. Please try again.',
        failureMessageOf: () => 'The platform said no.',
      });
      expect(sent).to.equal(0);
      expect(form.stage).to.equal('form');
      expect(form.values).to.deep.equal(FILLED);
      expect(notes.shown).to.deep.equal([
        "error: We couldn't confirm that you are not a robot. Please try again.",
      ]);
      expect(captcha.resets).to.equal(1);
    });
  }

  it("keeps SPEC §8's failure text when the platform refuses a submission that passed the challenge", async () => {
    const form = aForm();
    fill(form, FILLED);
    const notes = new Notes();
    await form.submit({
      send: async () => left(httpFailure(422)),
      captcha: new FakeCaptcha(),
      notifier: notes,
      failureMessage: 'Request failed. Please try again.',
    });
    expect(notes.shown).to.deep.equal(['error: Request failed. Please try again.']);
  });

  it('brings back what was typed when the same form opens again on the page, and forgets it once sent', async () => {
    const drafts = new LeadDrafts();
    const first = aForm(drafts);
    first.setValue('first_name', 'Ann');
    first.setValue('message', 'Is the garden south-facing?');
    const reopened = aForm(drafts);
    expect(reopened.values).to.deep.include({
      first_name: 'Ann',
      message: 'Is the garden south-facing?',
    });
    expect(aForm(drafts, 'contact-staff:2').values).to.deep.equal(EMPTY);
    fill(reopened, FILLED);
    await reopened.submit({
      send: async () => right(undefined),
      notifier: new Notes(),
      failureMessage: 'x',
    });
    expect(aForm(drafts).values).to.deep.equal(EMPTY);
  });

  it('keeps the honeypot apart from the values', () => {
    const form = aForm();
    form.setHoneypot('spam');
    expect(form.honeypot).to.equal('spam');
    expect(form.values).to.not.have.property('body');
  });
});
