import { expect } from 'chai';
import {
  leadChannelFor,
  leadClientOf,
  leadContactOf,
  leadSentEvent,
  marketingPreferencesOf,
  withPropertyReference,
} from '../../../core/leads/lead.js';

const property = { property_id: '4821', display_address: 'Mill Lane, Taunton, TA1 1AA' };

describe('withPropertyReference', () => {
  it('prefixes the message with the property reference and address when there is no department', () => {
    expect(withPropertyReference('Is it still available?', property)).to.equal(
      'Property reference: 4821, Mill Lane, Taunton, TA1 1AA\n\nIs it still available?',
    );
  });

  it('quotes the agency’s own reference when there is one', () => {
    expect(withPropertyReference('Hi', { ...property, reference: 'TAU-0042' })).to.equal(
      'Property reference: TAU-0042, Mill Lane, Taunton, TA1 1AA\n\nHi',
    );
  });

  it('leaves the message alone when a department handles it', () => {
    expect(withPropertyReference('Hi', property, '17')).to.equal('Hi');
  });

  it('leaves the message alone when the property is unknown', () => {
    expect(withPropertyReference('Hi', undefined)).to.equal('Hi');
  });

  it('sends the reference alone for an empty message, and without an address when there is none', () => {
    expect(withPropertyReference('  ', property)).to.equal(
      'Property reference: 4821, Mill Lane, Taunton, TA1 1AA',
    );
    expect(withPropertyReference('Hi', { ...property, display_address: ' ' })).to.equal(
      'Property reference: 4821\n\nHi',
    );
  });

  it('treats a blank department id as no department', () => {
    expect(withPropertyReference('Hi', property, ' ')).to.equal(
      'Property reference: 4821, Mill Lane, Taunton, TA1 1AA\n\nHi',
    );
  });
});

describe('leadChannelFor', () => {
  it('maps sales to selling and lettings to letting', () => {
    expect(leadChannelFor('sales')).to.equal('selling');
    expect(leadChannelFor('lettings')).to.equal('letting');
  });
});

describe('leadClientOf', () => {
  it('trims the contact fields, carries the honeypot and always sets do_not_contact 1', () => {
    expect(
      leadClientOf(
        { first_name: ' Ann ', last_name: 'Lee ', email: ' ann@example.com', tel_home: '0123 ' },
        '',
      ),
    ).to.deep.equal({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      tel_home: '0123',
      body: '',
      do_not_contact: 1,
    });
  });
});

describe('marketingPreferencesOf', () => {
  it('records the terms, and marketing only when asked', () => {
    expect(marketingPreferencesOf(true)).to.deep.equal({ opt_in_terms: true });
    expect(marketingPreferencesOf(true, false)).to.deep.equal({
      opt_in_terms: true,
      opt_in_marketing: false,
    });
  });
});

describe('leadSentEvent', () => {
  it("is the analytics event 'lead_sent' with the kind of form, and nothing personal", () => {
    expect(leadSentEvent('staff')).to.deep.equal({ event: 'lead_sent', lead_type: 'staff' });
    expect(leadSentEvent('new_homes')).to.deep.equal({
      event: 'lead_sent',
      lead_type: 'new_homes',
    });
  });
});

describe('leadContactOf', () => {
  it("takes the four contact fields out of a form's values, and nothing else", () => {
    const values = {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      tel_home: '01823 000000',
      message: 'Hello',
      terms: true,
    };
    expect(leadContactOf(values)).to.deep.equal({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      tel_home: '01823 000000',
    });
  });
});
