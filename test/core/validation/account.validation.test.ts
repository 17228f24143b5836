import { expect } from 'chai';
import fc from 'fast-check';
import {
  PASSWORD_RULE,
  type RegistrationValues,
  isEmailChange,
  isHoneypotFilled,
  meetsPasswordRule,
  passwordErrorsFrom422,
  passwordRequirements,
  passwordRuleFrom,
  passwordRuleProblems,
  validateEditDetails,
  validateForgottenPassword,
  validatePasswordChange,
  validateRegistration,
  validateResetPassword,
  validateSignIn,
} from '../../../core/validation/account.validation.js';

const RULE_MESSAGE =
  'Password must have: an uppercase letter, a number or special character (!@£%^) and be at least 10 characters long.';

describe('validateSignIn', () => {
  it('passes an email and a password of 5 characters', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: '12345' })).to.deep.equal({});
  });

  it('asks for a valid email and a password', () => {
    expect(validateSignIn({ email: 'ann', password: '' })).to.deep.equal({
      email: 'Please enter a valid email',
      password: 'Please enter your password',
    });
  });

  it('refuses a password under 5 characters', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: '1234' })).to.deep.equal({
      password: 'Password must be at least 5 characters',
    });
  });
});

describe('PASSWORD_RULE and meetsPasswordRule', () => {
  it('carries the SPEC message as its title', () => {
    expect(PASSWORD_RULE.title).to.equal(RULE_MESSAGE);
  });

  it('needs 10 characters, a lowercase, an uppercase, and a digit or one of ( ) ! @ £ % ^', () => {
    for (const password of [
      'Abcdefghi1',
      'Abcdefghi!',
      'Abcdefghi£',
      'Abcdefghi(',
      'Abcdefghi^',
      'Abcdefghi%',
    ]) {
      expect(meetsPasswordRule(password), password).to.equal(true);
    }
    for (const password of ['Abcdefgh1', 'abcdefghi1', 'ABCDEFGHI1', 'Abcdefghij', 'Abcdefghi#']) {
      expect(meetsPasswordRule(password), password).to.equal(false);
    }
  });

  it('compiles as an HTML pattern under the v flag too', () => {
    expect(() => new RegExp(`^(?:${PASSWORD_RULE.pattern})$`, 'v')).to.not.throw();
  });

  it('falls back to the default rule when a given pattern does not compile', () => {
    expect(meetsPasswordRule('Abcdefghi1', { pattern: '(', title: 'x' })).to.equal(true);
    expect(meetsPasswordRule('short', { pattern: '(', title: 'x' })).to.equal(false);
  });
});

describe('passwordRuleProblems', () => {
  it('says what a password lacks, in the words a 422 reads after "Password "', () => {
    expect(passwordRuleProblems('password')).to.deep.equal([
      'is too short (minimum is 10 characters)',
      'must contain an uppercase letter',
      'must contain a number or special character (!@£%^)',
    ]);
    expect(passwordRuleProblems('ABCDEFGHIJ1')).to.deep.equal(['must contain a lowercase letter']);
    expect(passwordRuleProblems('Abcdefghi1')).to.deep.equal([]);
  });

  it('counts characters, not UTF-16 units, as the pattern does', () => {
    expect(passwordRuleProblems('Abcdefgh£😀')).to.deep.equal([]);
    expect(passwordRuleProblems('Abcdefgh😀1')).to.deep.equal([]);
    expect(passwordRuleProblems('Abcdefg😀1')).to.deep.equal([
      'is too short (minimum is 10 characters)',
    ]);
  });

  it('names the line break the rule does not take', () => {
    expect(passwordRuleProblems('Abcdefghi1\nx')).to.deep.equal(['must be on one line']);
  });

  it('finds no problem exactly when the password meets the rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 16 }), (password) => {
        expect(passwordRuleProblems(password).length === 0).to.equal(meetsPasswordRule(password));
      }),
    );
  });
});

describe('passwordRuleFrom', () => {
  it('takes the caller’s pattern and title', () => {
    expect(passwordRuleFrom({ pattern: '.{12,}', title: 'At least 12 characters' })).to.deep.equal({
      pattern: '.{12,}',
      title: 'At least 12 characters',
    });
  });

  it('keeps the default message when no title is given', () => {
    expect(passwordRuleFrom({ pattern: '.{12,}' })).to.deep.equal({
      pattern: '.{12,}',
      title: RULE_MESSAGE,
    });
    expect(passwordRuleFrom({ pattern: '.{12,}', title: ' ' })).to.deep.equal({
      pattern: '.{12,}',
      title: RULE_MESSAGE,
    });
  });

  it('uses the default rule with no pattern or one that does not compile', () => {
    expect(passwordRuleFrom()).to.equal(PASSWORD_RULE);
    expect(passwordRuleFrom({ pattern: '' })).to.equal(PASSWORD_RULE);
    expect(passwordRuleFrom({ pattern: '[', title: 'x' })).to.equal(PASSWORD_RULE);
  });
});

describe('validateResetPassword', () => {
  it('passes a strong password confirmed', () => {
    expect(
      validateResetPassword({ password: 'Abcdefghi1', password_confirmation: 'Abcdefghi1' }),
    ).to.deep.equal({});
  });

  it('shows the rule message for a weak password', () => {
    expect(validateResetPassword({ password: 'abc', password_confirmation: 'abc' })).to.deep.equal({
      password: RULE_MESSAGE,
    });
  });

  it('requires both fields and equality', () => {
    expect(validateResetPassword({ password: '', password_confirmation: '' })).to.deep.equal({
      password: 'Please enter a password',
      password_confirmation: 'Please confirm your password',
    });
    expect(
      validateResetPassword({ password: 'Abcdefghi1', password_confirmation: 'Abcdefghi2' }),
    ).to.deep.equal({
      password_confirmation: 'Passwords do not match',
    });
  });

  it('uses a caller’s rule and its title', () => {
    const rule = passwordRuleFrom({ pattern: '\\d{4}', title: 'Four digits' });
    expect(
      validateResetPassword({ password: '1234', password_confirmation: '1234' }, rule),
    ).to.deep.equal({});
    expect(
      validateResetPassword({ password: '12345', password_confirmation: '12345' }, rule),
    ).to.deep.equal({
      password: 'Four digits',
    });
  });
});

describe('validatePasswordChange', () => {
  const change = {
    current_password: 'Old Secret 1',
    password: 'Abcdefghi1',
    password_confirmation: 'Abcdefghi1',
  };

  it('passes the current password and a new one by the rule, confirmed', () => {
    expect(validatePasswordChange(change)).to.deep.equal({});
  });

  it('asks for the current password, beside what the new one lacks', () => {
    expect(
      validatePasswordChange({ ...change, current_password: '', password: 'weak' }),
    ).to.deep.equal({
      current_password: 'Please enter your current password',
      password: RULE_MESSAGE,
      password_confirmation: 'Passwords do not match',
    });
  });

  it('takes a current password of spaces as typed', () => {
    expect(validatePasswordChange({ ...change, current_password: '   ' })).to.deep.equal({});
  });
});

describe('isEmailChange', () => {
  it('is another address, not the same one in other capitals or with spaces around it', () => {
    expect(isEmailChange('ann.lee@example.com', 'ann@example.com')).to.equal(true);
    expect(isEmailChange(' ANN@example.com ', 'ann@example.com')).to.equal(false);
    expect(isEmailChange('ann@example.com', undefined)).to.equal(true);
  });
});

describe('passwordErrorsFrom422', () => {
  it("shows each server error as 'Password {error}'", () => {
    expect(passwordErrorsFrom422(['is too short', 'has been used before'])).to.deep.equal([
      'Password is too short',
      'Password has been used before',
    ]);
  });

  it('drops blank entries', () => {
    expect(passwordErrorsFrom422([' ', ' is too short '])).to.deep.equal(['Password is too short']);
  });
});

describe('validateRegistration', () => {
  function aRegistration(overrides: Partial<RegistrationValues> = {}): RegistrationValues {
    return {
      first_name: 'Ann 2',
      last_name: 'Lee-Smith',
      email: 'ann@example.com',
      tel_home: '07700 900123',
      password: 'Kestrel-garden7',
      password_confirmation: 'Kestrel-garden7',
      terms: true,
      ...overrides,
    };
  }

  it('passes a complete registration, digits allowed in names', () => {
    expect(validateRegistration(aRegistration())).to.deep.equal({});
  });

  it('accepts no telephone', () => {
    expect(validateRegistration(aRegistration({ tel_home: '' }))).to.deep.equal({});
  });

  it('refuses a telephone that is not +44 or 0 then 9–10 digits', () => {
    expect(validateRegistration(aRegistration({ tel_home: '12345' }))).to.deep.equal({
      tel_home: 'Please enter a valid phone number',
    });
  });

  it('gives every message for an empty form', () => {
    expect(
      validateRegistration(
        aRegistration({
          first_name: '',
          last_name: 'Lee!',
          email: '',
          password: '',
          password_confirmation: '',
          terms: false,
        }),
      ),
    ).to.deep.equal({
      first_name: 'Please enter a valid first name',
      last_name: 'Please enter a valid last name',
      email: 'Please enter a valid email',
      password: 'Please enter a password',
      password_confirmation: 'Please confirm your password',
      terms: 'You must agree to our terms & conditions',
    });
  });

  it('requires the confirmation to match', () => {
    expect(validateRegistration(aRegistration({ password_confirmation: 'other' }))).to.deep.equal({
      password_confirmation: 'Passwords do not match',
    });
  });

  it('refuses a password the platform would refuse, with the rule as the message', () => {
    expect(
      validateRegistration(
        aRegistration({ password: 'secretpass', password_confirmation: 'secretpass' }),
      ),
    ).to.deep.equal({
      password: RULE_MESSAGE,
    });
  });

  it("judges the password by the agency's own rule when it has one", () => {
    const rule = passwordRuleFrom({ pattern: '.{6,}', title: 'At least 6 characters.' });
    expect(
      validateRegistration(
        aRegistration({ password: 'secret', password_confirmation: 'secret' }),
        rule,
      ),
    ).to.deep.equal({});
    expect(
      validateRegistration(
        aRegistration({ password: 'short', password_confirmation: 'short' }),
        rule,
      ),
    ).to.deep.equal({
      password: 'At least 6 characters.',
    });
  });
});

describe('passwordRequirements', () => {
  it('lists what the rule needs, none met before typing', () => {
    expect(passwordRequirements('')).to.deep.equal([
      { requirement: 'at least 10 characters', met: false },
      { requirement: 'a lowercase letter', met: false },
      { requirement: 'an uppercase letter', met: false },
      { requirement: 'a number or one of ( ) ! @ £ % ^', met: false },
    ]);
  });

  it('ticks each part as it is typed', () => {
    expect(passwordRequirements('kestrel£').map((r) => r.met)).to.deep.equal([
      false,
      true,
      false,
      true,
    ]);
    expect(passwordRequirements('Kestrel-garden7').every((r) => r.met)).to.equal(true);
  });

  it("is the agency's title, as one requirement, for its own pattern", () => {
    const rule = passwordRuleFrom({ pattern: '.{6,}', title: 'At least 6 characters.' });
    expect(passwordRequirements('secre', rule)).to.deep.equal([
      { requirement: 'At least 6 characters.', met: false },
    ]);
    expect(passwordRequirements('secret', rule)).to.deep.equal([
      { requirement: 'At least 6 characters.', met: true },
    ]);
  });

  it('has every part met exactly when the password meets the rule (one line)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', maxLength: 16 })
          .filter((p) => !/[\n\r\u2028\u2029]/u.test(p)),
        (password) => {
          expect(passwordRequirements(password).every((r) => r.met)).to.equal(
            meetsPasswordRule(password),
          );
        },
      ),
    );
  });
});

describe('validateEditDetails', () => {
  const details = {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    tel_home: '+44 (0)1823 123-456',
  };

  it('passes names, email and a telephone of digits and -.()/+ and spaces', () => {
    expect(validateEditDetails(details)).to.deep.equal({});
  });

  it("asks for the current password when the email is not the account's", () => {
    expect(validateEditDetails(details, 'ann@example.com')).to.deep.equal({});
    expect(
      validateEditDetails({ ...details, email: 'ann.lee@example.com' }, 'ann@example.com'),
    ).to.deep.equal({
      current_password: 'Please enter your current password',
    });
    expect(
      validateEditDetails(
        { ...details, email: 'ann.lee@example.com', current_password: 'Old Secret 1' },
        'ann@example.com',
      ),
    ).to.deep.equal({});
  });

  it('refuses telephones with letters or of the wrong length, home or mobile', () => {
    expect(
      validateEditDetails({ ...details, tel_home: '12345', tel_mobile: '07700 abc' }),
    ).to.deep.equal({
      tel_home: 'Please enter a valid phone number',
      tel_mobile: 'Please enter a valid phone number',
    });
  });

  it('requires names and email', () => {
    expect(validateEditDetails({ ...details, first_name: ' ', email: 'x' })).to.deep.equal({
      first_name: 'Please enter a valid first name',
      email: 'Please enter a valid email',
    });
  });

  describe('the address', () => {
    const address = {
      house_name: 'Rose Cottage',
      house_number: '12a',
      street_address: "St Mary's Road",
      town: 'Taunton',
      county: 'Somerset',
      postcode: 'TA1 1AA',
    };

    it('passes a full UK address', () => {
      expect(validateEditDetails({ ...details, ...address })).to.deep.equal({});
    });

    it('leaves every part optional: missing, empty or only spaces', () => {
      expect(validateEditDetails(details)).to.deep.equal({});
      const blank = {
        house_name: '',
        house_number: ' ',
        street_address: '',
        town: '  ',
        county: '',
        postcode: '',
      };
      expect(validateEditDetails({ ...details, ...blank })).to.deep.equal({});
    });

    it('accepts a lower-case postcode without its space, and a house number range', () => {
      expect(
        validateEditDetails({ ...details, postcode: 'ta11aa', house_number: '12-14' }),
      ).to.deep.equal({});
    });

    it('gives each wrong part its own message (SPEC §5 street, town, county, postcode, house number)', () => {
      expect(
        validateEditDetails({
          ...details,
          house_name: '<script>',
          house_number: 'twelve',
          street_address: '!!!',
          town: 'Taunton 2',
          county: '12',
          postcode: 'TA1',
        }),
      ).to.deep.equal({
        house_name: 'Please enter a valid house name',
        house_number: 'Please enter a valid house number',
        street_address: 'Please enter a valid street',
        town: 'Please enter a valid town',
        county: 'Please enter a valid county',
        postcode: 'Please enter a valid postcode',
      });
    });

    it('checks each part on its own: one wrong part does not mark the others', () => {
      expect(
        validateEditDetails({ ...details, ...address, postcode: 'NOT A POSTCODE' }),
      ).to.deep.equal({
        postcode: 'Please enter a valid postcode',
      });
    });

    it('only ever marks the address parts typed, each with a message (property)', () => {
      fc.assert(
        fc.property(
          fc.record({
            house_name: fc.string(),
            house_number: fc.string(),
            street_address: fc.string(),
            town: fc.string(),
            county: fc.string(),
            postcode: fc.string(),
          }),
          (parts) => {
            const errors = validateEditDetails({ ...details, ...parts });
            for (const [field, message] of Object.entries(errors)) {
              expect(parts).to.have.property(field);
              expect(message).to.match(/^Please enter a valid /);
            }
          },
        ),
      );
    });
  });
});

describe('validateForgottenPassword', () => {
  it('requires a valid email', () => {
    expect(validateForgottenPassword({ email: '' })).to.deep.equal({
      email: 'Please enter a valid email',
    });
    expect(validateForgottenPassword({ email: 'ann@example.com' })).to.deep.equal({});
  });
});

describe('isHoneypotFilled', () => {
  it('is true for any text in the hidden field, white space included', () => {
    expect(isHoneypotFilled('buy now')).to.equal(true);
    expect(isHoneypotFilled(' ')).to.equal(true);
  });

  it('is false for an empty or missing field', () => {
    for (const body of ['', undefined, null, 0])
      expect(isHoneypotFilled(body), String(body)).to.equal(false);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (body) => typeof isHoneypotFilled(body) === 'boolean'));
  });
});
