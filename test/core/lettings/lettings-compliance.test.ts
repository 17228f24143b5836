import { expect } from 'chai';
import { FEES_LINK_TEXT, complianceLinks } from '../../../core/lettings/lettings-compliance.js';

describe('complianceLinks', () => {
  it('lists the fees page, the redress scheme and client money protection with their numbers', () => {
    expect(
      complianceLinks({
        feesUrl: '/tenant-fees',
        redressScheme: {
          name: 'The Property Ombudsman',
          membershipNumber: 'D01234',
          url: 'https://www.tpos.co.uk',
        },
        clientMoneyProtection: {
          name: 'Propertymark Client Money Protection',
          membershipNumber: 'C0012345',
        },
      }),
    ).to.deep.equal([
      { key: 'fees', text: 'Tenant and landlord fees', href: '/tenant-fees', external: false },
      {
        key: 'redress',
        text: 'Redress scheme: The Property Ombudsman, membership number D01234',
        href: 'https://www.tpos.co.uk',
        external: true,
      },
      {
        key: 'client-money',
        text: 'Client money protection: Propertymark Client Money Protection, membership number C0012345',
        external: false,
      },
    ]);
    expect(FEES_LINK_TEXT).to.equal('Tenant and landlord fees');
  });

  it('leaves out what the settings do not name', () => {
    expect(complianceLinks(undefined)).to.deep.equal([]);
    expect(complianceLinks({})).to.deep.equal([]);
    expect(complianceLinks({ redressScheme: { name: 'Property Redress Scheme' } })).to.deep.equal([
      { key: 'redress', text: 'Redress scheme: Property Redress Scheme', external: false },
    ]);
  });
});
