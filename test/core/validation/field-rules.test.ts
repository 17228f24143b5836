import { expect } from 'chai';
import fc from 'fast-check';
import {
  hasNoErrors,
  isBlank,
  isSelected,
  isValidAccountName,
  isValidEditPhone,
  isValidEmail,
  isValidHouseName,
  isValidHouseNumber,
  isValidPersonName,
  isValidPhone,
  isValidPlaceName,
  isValidPostcode,
  isValidRegisterPhone,
  isValidStreet,
  mergeErrors,
  optional,
  rejectLettersWhileTyping,
  required,
  validateFields,
} from '../../../core/validation/field-rules.js';

describe('isValidPersonName', () => {
  it('accepts letters, accented letters, hyphens and spaces', () => {
    for (const name of ['Ann', 'Zoë', 'José María', 'Smith-Jones', 'Siân', ' Ann ', 'Łukasz']) {
      expect(isValidPersonName(name), name).to.equal(true);
    }
  });

  it('refuses digits, other punctuation, blanks and names without a letter', () => {
    for (const name of ['Ann1', 'Ann!', "O'Brien", '', '   ', '-', 'a@b']) {
      expect(isValidPersonName(name), name).to.equal(false);
    }
  });
});

describe('isValidAccountName', () => {
  it('accepts letters, digits, hyphens and spaces', () => {
    for (const name of ['Ann', 'Ann 2', 'Zoë-Smith', '007'])
      expect(isValidAccountName(name), name).to.equal(true);
  });

  it('refuses other punctuation and names of only hyphens or spaces', () => {
    for (const name of ['Ann!', 'a.b', '-', ' ', ''])
      expect(isValidAccountName(name), name).to.equal(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['ann@example.com', 'a.b+tag@mail.example.co.uk', ' ann@example.com ']) {
      expect(isValidEmail(email), email).to.equal(true);
    }
  });

  it('refuses addresses without a dotted domain, with spaces, or too long', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    for (const email of [
      'ann',
      'ann@',
      '@example.com',
      'ann@localhost',
      'a nn@example.com',
      'ann@-x.com',
      long,
    ]) {
      expect(isValidEmail(email), email).to.equal(false);
    }
  });
});

describe('isValidPhone', () => {
  it('accepts six digits or more, written with spaces or a leading + as people and phones write them', () => {
    for (const phone of [
      '123456',
      '01234567890',
      '01823 123456',
      '+44 7700 900123',
      '+441234567890',
      ' 07700 900 123 ',
    ]) {
      expect(isValidPhone(phone), phone).to.equal(true);
    }
  });

  it('refuses fewer digits, letters and other signs', () => {
    for (const phone of [
      '12345',
      '123 45',
      '0123456a',
      '01234-567890',
      '(01234) 567890',
      '44+1234567',
      '++441234567',
      '',
    ]) {
      expect(isValidPhone(phone), phone).to.equal(false);
    }
  });

  it('is decided by the digits alone: spaces anywhere never change the answer (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,12}$/),
        fc.array(fc.nat(12), { maxLength: 4 }),
        (digits, cuts) => {
          let spaced = digits;
          for (const cut of cuts) spaced = `${spaced.slice(0, cut)} ${spaced.slice(cut)}`;
          expect(isValidPhone(spaced)).to.equal(isValidPhone(digits));
        },
      ),
    );
  });
});

describe('isValidRegisterPhone', () => {
  it('accepts +44 or 0 then 9 or 10 digits, spaces removed', () => {
    for (const phone of ['07700900123', '+447700900123', '0770 090 012', '+44 7700 900123']) {
      expect(isValidRegisterPhone(phone), phone).to.equal(true);
    }
  });

  it('refuses other prefixes and lengths', () => {
    for (const phone of [
      '7700900123',
      '07700',
      '0770090012345',
      '+4507700900123',
      '07700-900123',
    ]) {
      expect(isValidRegisterPhone(phone), phone).to.equal(false);
    }
  });
});

describe('isValidEditPhone', () => {
  it('accepts 6 to 20 characters of digits and - . ( ) / + and space', () => {
    for (const phone of ['123456', '+44 (0)1234 567-890', '01234/567.890']) {
      expect(isValidEditPhone(phone), phone).to.equal(true);
    }
  });

  it('refuses letters, fewer than 6 or more than 20 characters', () => {
    for (const phone of ['12345', '0123456789012345678901', '01234 ext 5']) {
      expect(isValidEditPhone(phone), phone).to.equal(false);
    }
  });
});

describe('address parts', () => {
  it('accepts UK postcodes in any case, with or without the space', () => {
    for (const postcode of ['TA1 1AA', 'ta11aa', 'SW1A 2AA', 'M1 1AE', 'EC1A1BB', 'GIR 0AA']) {
      expect(isValidPostcode(postcode), postcode).to.equal(true);
    }
    for (const postcode of ['TA1', '12345', 'TA1 1A', 'Q1A 1AA1'])
      expect(isValidPostcode(postcode), postcode).to.equal(false);
  });

  it('accepts street lines with numbers and punctuation, but not without a letter', () => {
    expect(isValidStreet("Flat 2, 10 St. John's Road")).to.equal(true);
    expect(isValidStreet('12')).to.equal(false);
    expect(isValidStreet('High Street <b>')).to.equal(false);
  });

  it('accepts town and county names such as Stratford-upon-Avon and King’s Lynn', () => {
    for (const place of ['Stratford-upon-Avon', "King's Lynn", 'St. Ives', 'Tyne & Wear']) {
      expect(isValidPlaceName(place), place).to.equal(true);
    }
    for (const place of ['Taunton 2', '---', ''])
      expect(isValidPlaceName(place), place).to.equal(false);
  });

  it('accepts house numbers such as 12, 12a and 12-14', () => {
    for (const number of ['12', '12a', '12 - 14', '3/5'])
      expect(isValidHouseNumber(number), number).to.equal(true);
    for (const number of ['a12', 'twelve', '12abc'])
      expect(isValidHouseNumber(number), number).to.equal(false);
  });

  it('accepts house names with a letter or digit and no markup characters', () => {
    expect(isValidHouseName('Rose Cottage')).to.equal(true);
    expect(isValidHouseName('...')).to.equal(false);
    expect(isValidHouseName('<script>')).to.equal(false);
  });
});

describe('isBlank and isSelected', () => {
  it('treats empty, white space and missing values as blank', () => {
    expect(isBlank('')).to.equal(true);
    expect(isBlank(' \t\n')).to.equal(true);
    expect(isBlank(undefined)).to.equal(true);
    expect(isBlank(' a ')).to.equal(false);
  });

  it('treats a select left on default, or blank, as unanswered', () => {
    expect(isSelected('default')).to.equal(false);
    expect(isSelected('')).to.equal(false);
    expect(isSelected('selling')).to.equal(true);
  });
});

describe('rejectLettersWhileTyping', () => {
  it('removes letters, accented ones too, and keeps the rest', () => {
    expect(rejectLettersWhileTyping('01234 ab56é7')).to.equal('01234 567');
    expect(rejectLettersWhileTyping('+44 (0)1234')).to.equal('+44 (0)1234');
  });

  it('never leaves a letter behind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(/\p{L}/u.test(rejectLettersWhileTyping(text))).to.equal(false);
      }),
    );
  });
});

describe('validateFields', () => {
  const rules = {
    name: required('name needed', (v) => v.length > 1),
    nickname: optional('nickname too short', (v) => v.length > 2),
    note: required('note needed'),
  };

  it('gives the message of every failing field, trimming values first', () => {
    expect(validateFields(rules, { name: ' a ', nickname: 'ab', note: '   ' })).to.deep.equal({
      name: 'name needed',
      nickname: 'nickname too short',
      note: 'note needed',
    });
  });

  it('treats missing values as blank, so optional ones pass', () => {
    expect(validateFields(rules, {})).to.deep.equal({ name: 'name needed', note: 'note needed' });
  });

  it('is empty when everything is valid', () => {
    const errors = validateFields(rules, { name: 'Ann', note: 'hi' });
    expect(errors).to.deep.equal({});
    expect(hasNoErrors(errors)).to.equal(true);
  });
});

describe('mergeErrors', () => {
  it('keeps the first message for a field and the order of first appearance', () => {
    const merged = mergeErrors<'a' | 'b' | 'c'>(
      { a: 'first' },
      { a: 'second', b: 'b' },
      { c: 'c' },
    );
    expect(merged).to.deep.equal({ a: 'first', b: 'b', c: 'c' });
    expect(Object.keys(merged)).to.deep.equal(['a', 'b', 'c']);
    expect(hasNoErrors(merged)).to.equal(false);
  });
});
