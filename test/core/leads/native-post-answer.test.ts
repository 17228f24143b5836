import { expect } from 'chai';
import { left, right } from 'fp-ts/Either';
import { nativePostOutcome } from '../../../core/leads/native-post-answer.js';

describe('nativePostOutcome', () => {
  it('goes where the platform sent the visitor when its flash is a success, or it has none', () => {
    expect(nativePostOutcome('https://a.example/p/1#/flash/welcome-lead-sent')).to.deep.equal(
      right('https://a.example/p/1#/flash/welcome-lead-sent'),
    );
    expect(nativePostOutcome('https://a.example/thank-you')).to.deep.equal(
      right('https://a.example/thank-you'),
    );
    expect(nativePostOutcome('https://a.example/p#section')).to.deep.equal(
      right('https://a.example/p#section'),
    );
  });

  it("reads an error flash as the lead refused, in the flash's words (the agency's where it set them)", () => {
    expect(nativePostOutcome('https://a.example/p#/flash/recaptcha-invalid')).to.deep.equal(
      left({
        kind: 'validation',
        errors: ["We couldn't confirm that you are not a robot. Please try again."],
      }),
    );
    expect(
      nativePostOutcome('/p#/flash/file-upload-error', {
        'file-upload-error': 'That file is too big for us.',
      }),
    ).to.deep.equal(left({ kind: 'validation', errors: ['That file is too big for us.'] }));
    expect(nativePostOutcome('/p#/flash/some-new-error')).to.deep.equal(
      left({ kind: 'validation', errors: ['Sorry, something went wrong. Please try again.'] }),
    );
  });
});
