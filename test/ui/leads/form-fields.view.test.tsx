import {
  actAsync,
  currentDom,
  pagePerTest,
  render,
  screen,
  userSession,
  waitFor,
} from '../support/dom.js';
import { expect } from 'chai';
import { validateFileUpload, type FieldErrors } from '../../../core/index.js';
import { LeadFormModel } from '../../../ui/leads/lead-form.model.js';
import {
  FileField,
  SubmitButton,
  TextField,
  formatFileSize,
} from '../../../ui/leads/form-fields.view.js';

type Values = { readonly message: string };

function aForm() {
  return new LeadFormModel<Values, 'message' | 'cv'>({
    formId: 'view',
    initial: { message: '' },
    validate: (values, files): FieldErrors<'message' | 'cv'> => {
      const cv = validateFileUpload({ file: files['cv'] ?? null, required: true }).file;
      return {
        ...(values.message.trim() === '' ? { message: 'Please enter a valid message' } : {}),
        ...(cv === undefined ? {} : { cv }),
      };
    },
  });
}

function Form({ form }: { readonly form: LeadFormModel<Values, 'message' | 'cv'> }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.showAllErrors();
      }}
    >
      <TextField form={form} field="message" label="Message" required multiline />
      <FileField form={form} field="cv" label="CV" required hint="One file, up to 10 MB" />
      <SubmitButton form={form}>Send</SubmitButton>
    </form>
  );
}

describe('the file-upload field and leaving a field for the submit button', () => {
  pagePerTest();

  it("shows the chosen file, and empties the picker of a file over 10 MB with 'File size can't be over 10mb'", async () => {
    const form = aForm();
    const user = userSession();
    await render(<Form form={form} />);
    const input = screen.getByLabelText(/^CV/) as HTMLInputElement;
    await user.upload(input, new File(['cv text'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Chosen: cv.pdf (1 KB)').tagName).to.equal('P');
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await waitFor(() => expect(screen.getByText("File size can't be over 10mb")).to.exist);
    expect(input.value).to.equal('');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.contain(
      screen.getByText("File size can't be over 10mb").id,
    );
  });

  it("marks SPEC's '! Please fill in this field.' so the error's own '!' is not doubled", async () => {
    const form = aForm();
    await render(<Form form={form} />);
    form.showAllErrors();
    const error = await screen.findByText('! Please fill in this field.');
    expect(error.className).to.equal('form-field__error form-field__error--marked');
  });

  it("does not show a field's error when it is left for the submit button (the press would be lost as the button moves)", async () => {
    const form = aForm();
    const user = userSession();
    await render(<Form form={form} />);
    await user.click(screen.getByLabelText(/Message/));
    screen.getByRole('button', { name: 'Send' }).focus();
    expect(screen.queryByText('Please enter a valid message')).to.equal(null);
    await user.click(screen.getByLabelText(/Message/));
    await user.click(screen.getByLabelText(/^CV/));
    expect((await screen.findByText('Please enter a valid message')).className).to.equal(
      'form-field__error',
    );
  });

  it("shows a field's error once the press that left it has ended, so nothing moves under the pointer", async () => {
    const form = aForm();
    await render(<Form form={form} />);
    const { MouseEvent } = currentDom().window;
    const press = (target: Element, type: string) =>
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    const message = screen.getByLabelText(/Message/);
    const cv = screen.getByLabelText(/^CV/);
    await actAsync(() => message.focus());
    // The button goes down on the next control: focus moves there as the press's default action.
    await actAsync(() => {
      press(cv, 'mousedown');
      cv.focus();
    });
    expect(screen.queryByText('Please enter a valid message'), 'while the button is down').to.equal(
      null,
    );
    press(cv, 'mouseup');
    press(cv, 'click');
    expect(form.errorOf('message'), 'as the click arrives').to.equal(undefined);
    expect((await screen.findByText('Please enter a valid message')).className).to.equal(
      'form-field__error',
    );
  });

  it("shows a field's error at once when it is left from the keyboard", async () => {
    const form = aForm();
    await render(<Form form={form} />);
    await actAsync(() => screen.getByLabelText(/Message/).focus());
    await actAsync(() => screen.getByLabelText(/^CV/).focus());
    expect(screen.getByText('Please enter a valid message').className).to.equal(
      'form-field__error',
    );
  });

  it('writes file sizes as people read them', () => {
    expect([
      formatFileSize(200),
      formatFileSize(350 * 1024),
      formatFileSize(2.4 * 1024 * 1024),
    ]).to.deep.equal(['1 KB', '350 KB', '2.4 MB']);
  });
});
