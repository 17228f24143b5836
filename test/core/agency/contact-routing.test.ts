import { aPropertyDetail } from '../../support/property-detail.js';
import { expect } from 'chai';
import type { Branch, Department, Staff } from '../../../core/agency/agency.js';
import type { PropertyCard, PropertyDetail } from '../../../core/property/property.js';
import {
  canContactOffice,
  canShowTenantInfo,
  defaultTelephone,
  agencyTelephone,
  findStaffMember,
  officeEnquiry,
  departmentEnquiry,
  propertyBranch,
  propertyEnquiry,
  branchToCall,
  routeContact,
} from '../../../core/agency/contact-routing.js';
import { contactableStaff } from '../../../core/agency/contact-links.js';

function aDepartment(name: string, overrides: Partial<Department> = {}): Department {
  return {
    id: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    label: name,
    staff: [],
    ...overrides,
  };
}

const NEW_HOMES = aDepartment('New Homes', {
  telephone: '01823 100100',
  email: 'newhomes@agency.example',
});
const ESTATE_AGENTS = aDepartment('Estate Agents', { telephone: '01823 200200' });
const FARMS = aDepartment('Farms and Land', { id: 'farms', label: 'Farm Agency' });
const COMMERCIAL = aDepartment('Commercial', {
  id: 'ext-commercial',
  email: 'commercial@agency.example',
});

function aBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 'b1',
    branchName: 'Taunton',
    branchUrl: '/branches/taunton',
    departments: [ESTATE_AGENTS, NEW_HOMES, FARMS],
    staff: [],
    branchContactNumber: '01823 000000',
    branchSalesContactNumber: '01823 111111',
    branchLettingsContactNumber: '01823 222222',
    branchEmail: 'taunton@agency.example',
    externalCommercialDepartment: COMMERCIAL,
    ...overrides,
  };
}

const PLOT: PropertyCard = {
  property_id: 'p2',
  display_address: 'Plot 2, Orchard Rise',
  property_channel: 'sales',
  property_url: '/properties/p2',
  photos: [],
  tags: [],
};

function aProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return aPropertyDetail({
    property_id: 'p1',
    display_address: 'Orchard Rise, Taunton',
    property_channel: 'sales',
    property_url: '/properties/p1',
    ...overrides,
  });
}

function departmentOf(route: ReturnType<typeof routeContact>): string | undefined {
  return route.kind === 'department' ? route.department.id : undefined;
}

/** The department a development tagged `tags` goes to, at a branch with `departments`. */
const developmentRoutedTo = (tags: string[], departments: Department[]) =>
  departmentOf(
    routeContact(aProperty({ tags, childProperties: [PLOT] }), aBranch({ departments })),
  );

describe('defaultTelephone', () => {
  it('gives the sales number for sales', () => {
    expect(defaultTelephone(aBranch(), 'sales')).to.equal('01823 111111');
  });

  it('gives the lettings number for lettings', () => {
    expect(defaultTelephone(aBranch(), 'lettings')).to.equal('01823 222222');
  });

  it('falls back to the branch number when the channel number is missing or blank', () => {
    expect(defaultTelephone(aBranch({ branchSalesContactNumber: undefined }), 'sales')).to.equal(
      '01823 000000',
    );
    expect(defaultTelephone(aBranch({ branchLettingsContactNumber: '  ' }), 'lettings')).to.equal(
      '01823 000000',
    );
  });

  it('gives nothing when the branch has no number at all', () => {
    const branch = aBranch({ branchContactNumber: undefined, branchSalesContactNumber: undefined });
    expect(defaultTelephone(branch, 'sales')).to.equal(undefined);
  });
});

describe('routeContact', () => {
  it('sends a development plot with child properties to the new-homes department', () => {
    const route = routeContact(
      aProperty({ tags: ['Development Plot'], childProperties: [PLOT] }),
      aBranch(),
    );
    expect(route).to.deep.equal({
      kind: 'department',
      department: NEW_HOMES,
      telephone: '01823 100100',
      email: 'newhomes@agency.example',
    });
  });

  it('matches the new-homes department by its label too', () => {
    const newHomes = aDepartment('Residential Development', { id: 'dev', label: 'New homes' });
    expect(developmentRoutedTo(['development plot'], [ESTATE_AGENTS, newHomes])).to.equal('dev');
  });

  it('sends the development to estate agents when the branch has no new-homes department', () => {
    expect(developmentRoutedTo(['development-plot'], [FARMS, ESTATE_AGENTS])).to.equal(
      'estate-agents',
    );
  });

  it('does not treat a development plot without child properties as a development', () => {
    const route = routeContact(aProperty({ tags: ['development plot'] }), aBranch());
    expect(route.kind).to.equal('branch');
  });

  it('goes on to the next rules when the branch has neither new-homes nor estate-agents department', () => {
    expect(developmentRoutedTo(['development plot', 'gth commercial'], [FARMS])).to.equal(
      'ext-commercial',
    );
  });

  it('sends a commercial-tagged property to the external commercial department, with the branch telephone', () => {
    const route = routeContact(aProperty({ tags: ['GTH Commercial'] }), aBranch());
    expect(route).to.deep.equal({
      kind: 'department',
      department: COMMERCIAL,
      telephone: '01823 111111',
      email: 'commercial@agency.example',
    });
  });

  it('leaves a commercial-tagged property with the branch when there is no external commercial department', () => {
    const route = routeContact(
      aProperty({ tags: ['commercial'] }),
      aBranch({ externalCommercialDepartment: undefined }),
    );
    expect(route.kind).to.equal('branch');
  });

  it('does not read words that merely contain "commercial" as the commercial tag', () => {
    expect(routeContact(aProperty({ tags: ['noncommercial'] }), aBranch()).kind).to.equal('branch');
  });

  it('maps the first tag with a department label for the property channel', () => {
    const property = aProperty({
      tags: ['garden', 'Farm', 'land'],
      tagsToDepartmentLabelsConversions: {
        sales: { garden: 'Gardening', farm: 'farm agency', land: 'Estate Agents' },
      },
    });
    expect(departmentOf(routeContact(property, aBranch()))).to.equal('farms');
  });

  it('uses the lettings conversions for a lettings property', () => {
    const property = aProperty({
      property_channel: 'lettings',
      tags: ['farm'],
      tagsToDepartmentLabelsConversions: {
        sales: { farm: 'Estate Agents' },
        lettings: { farm: 'Farm Agency' },
      },
    });
    const route = routeContact(property, aBranch());
    expect(departmentOf(route)).to.equal('farms');
    expect(route.telephone).to.equal('01823 222222');
    expect(route.email).to.equal('taunton@agency.example');
  });

  it('falls back to the branch itself, with the channel telephone and branch email', () => {
    const branch = aBranch();
    const property = aProperty({
      tags: ['garden'],
      tagsToDepartmentLabelsConversions: { lettings: { garden: 'Farm Agency' } },
    });
    expect(routeContact(property, branch)).to.deep.equal({
      kind: 'branch',
      branch,
      telephone: '01823 111111',
      email: 'taunton@agency.example',
    });
  });
});

describe('canContactOffice', () => {
  it('is allowed when a department, a property or a branch is known', () => {
    expect(canContactOffice({ department: NEW_HOMES })).to.equal(true);
    expect(canContactOffice({ property: aProperty() })).to.equal(true);
    expect(canContactOffice({ branch: aBranch() })).to.equal(true);
  });

  it('is not allowed without any contact data', () => {
    expect(canContactOffice({})).to.equal(false);
    expect(canContactOffice({ department: null, property: null, branch: null })).to.equal(false);
  });
});

describe('canShowTenantInfo', () => {
  it('shows for a lettings property with lettings fee text', () => {
    expect(
      canShowTenantInfo(
        aProperty({
          property_channel: 'lettings',
          lettingsFeeText: 'Holding deposit: one week rent',
        }),
      ),
    ).to.equal(true);
  });

  it('does not show for a lettings property without fee text', () => {
    expect(canShowTenantInfo(aProperty({ property_channel: 'lettings' }))).to.equal(false);
    expect(
      canShowTenantInfo(aProperty({ property_channel: 'lettings', lettingsFeeText: '   ' })),
    ).to.equal(false);
  });

  it('does not show for a sales property', () => {
    expect(canShowTenantInfo(aProperty({ lettingsFeeText: 'Fees apply' }))).to.equal(false);
  });
});

describe('contactableStaff', () => {
  const member = (id: string, sales: boolean, lettings: boolean): Staff => ({
    staffMemberId: id,
    firstName: 'Sam',
    surname: id,
    contactableForSales: sales,
    contactableForLettings: lettings,
  });
  const staff = [
    member('a', true, false),
    member('b', false, true),
    member('c', true, true),
    member('d', false, false),
  ];

  it('keeps the staff contactable for sales', () => {
    expect(contactableStaff(staff, 'sales').map((s) => s.staffMemberId)).to.deep.equal(['a', 'c']);
  });

  it('keeps the staff contactable for lettings', () => {
    expect(contactableStaff(staff, 'lettings').map((s) => s.staffMemberId)).to.deep.equal([
      'b',
      'c',
    ]);
  });
});

describe('officeEnquiry (#/contact-office)', () => {
  const SALES_PROPERTY = aProperty({ branchID: 'b1', tags: [] });

  it("goes to the page's one department, with its branch when a branch holds it", () => {
    const enquiry = officeEnquiry({ departments: [NEW_HOMES], branches: [aBranch()] });
    expect(enquiry).to.deep.equal({
      kind: 'department',
      department: NEW_HOMES,
      branchId: 'b1',
      telephone: '01823 100100',
      email: 'newhomes@agency.example',
    });
  });

  it("gives a department without its own ways to call or write its branch's", () => {
    const enquiry = officeEnquiry({ departments: [FARMS], branches: [aBranch()] });
    expect(enquiry).to.deep.include({
      kind: 'department',
      telephone: '01823 000000',
      email: 'taunton@agency.example',
    });
  });

  it('on a property page, routes the property through its branch (SPEC §9): the branch itself, with the property named', () => {
    const enquiry = officeEnquiry({
      departments: [],
      property: SALES_PROPERTY,
      branches: [aBranch()],
    });
    expect(enquiry).to.deep.include({
      kind: 'branch',
      property: SALES_PROPERTY,
      telephone: '01823 111111',
    });
  });

  it('on a property page, a commercial property goes to the external commercial department', () => {
    const enquiry = officeEnquiry({
      departments: [],
      property: aProperty({ branchID: 'b1', tags: ['Commercial'] }),
      branches: [aBranch()],
    });
    expect(enquiry).to.deep.include({ kind: 'department', department: COMMERCIAL, branchId: 'b1' });
  });

  it("routes a property page's enquiry by the property, whatever the department data lists first", () => {
    const agencyWide = [ESTATE_AGENTS, NEW_HOMES, FARMS];
    const commercial = aProperty({ branchID: 'b2', tags: ['commercial', 'office'] });
    const branches = [aBranch(), aBranch({ id: 'b2', branchName: 'Bridgwater' })];
    expect(
      officeEnquiry({ departments: agencyWide, property: commercial, branches }),
    ).to.deep.include({
      kind: 'department',
      department: COMMERCIAL,
      branchId: 'b2',
      property: commercial,
    });
    const toLet = aProperty({ branchID: 'b2', property_channel: 'lettings', tags: [] });
    const enquiry = officeEnquiry({ departments: [NEW_HOMES], property: toLet, branches });
    expect(enquiry).to.deep.include({ kind: 'branch', property: toLet, telephone: '01823 222222' });
    expect(enquiry?.kind === 'branch' && enquiry.branch.id).to.equal('b2');
  });

  it('gives a property page the number its contact card shows (propertyEnquiry over propertyBranch)', () => {
    const branches = [
      aBranch(),
      aBranch({ id: 'b2', branchName: 'Bridgwater', branchSalesContactNumber: '01278 420201' }),
    ];
    for (const property of [
      aProperty({ branchID: 'b2', tags: [] }),
      aProperty({ branchID: 'b2', tags: ['development plot'], childProperties: [PLOT] }),
    ]) {
      const branch = propertyBranch(property, branches);
      expect(branch?.id).to.equal('b2');
      const card = propertyEnquiry(property, branch!);
      expect(
        officeEnquiry({ departments: [ESTATE_AGENTS, NEW_HOMES], property, branches }),
      ).to.deep.equal(card);
      expect(card.telephone).to.equal(routeContact(property, branch!).telephone);
    }
  });

  it("takes the contact modal's branch for a property whose own branch the page does not know", () => {
    const branches = [aBranch(), aBranch({ id: 'b2', branchName: 'Wellington' })];
    expect(propertyBranch(aProperty({ branchID: 'gone' }), branches, 'b2')?.branchName).to.equal(
      'Wellington',
    );
    expect(propertyBranch(aProperty({ branchID: 'b1' }), branches, 'b2')?.branchName).to.equal(
      'Taunton',
    );
    expect(propertyBranch(aProperty({ branchID: 'gone' }), branches)).to.equal(undefined);
  });

  it("reads an agency-wide department list as naming no one department: the contact modal's branch", () => {
    const enquiry = officeEnquiry({
      departments: [ESTATE_AGENTS, NEW_HOMES],
      branches: [aBranch(), aBranch({ id: 'b2', branchName: 'Wellington' })],
      branchIdContactModal: 'b2',
    });
    expect(enquiry?.kind === 'branch' && enquiry.branch.branchName).to.equal('Wellington');
    expect(
      officeEnquiry({ departments: [ESTATE_AGENTS, NEW_HOMES], branches: [aBranch()] }),
    ).to.equal(undefined);
  });

  it('else the branch the platform names for the contact modal', () => {
    const enquiry = officeEnquiry({
      departments: [],
      branches: [aBranch(), aBranch({ id: 'b2', branchName: 'Wellington' })],
      branchIdContactModal: 'b2',
    });
    expect(enquiry?.kind === 'branch' && enquiry.branch.branchName).to.equal('Wellington');
  });

  it('is undefined when the page knows no department, property branch or contact branch (SPEC §2)', () => {
    expect(officeEnquiry({ departments: [], branches: [aBranch()] })).to.equal(undefined);
    expect(
      officeEnquiry({
        departments: [],
        property: aProperty({ branchID: 'nowhere' }),
        branches: [aBranch()],
      }),
    ).to.equal(undefined);
  });
});

describe('departmentEnquiry (#/contact-office?department={id})', () => {
  const LETTINGS = aDepartment('Lettings', { id: 'w-lettings', telephone: '01823 660302' });
  const WELLINGTON = aBranch({
    id: 'b2',
    branchName: 'Wellington',
    departments: [aDepartment('Estate Agents', { id: 'w-sales' }), LETTINGS],
    branchEmail: 'wellington@agency.example',
  });

  it("goes to that department of the page's branches, with the branch that holds it and the department's number, else the branch's email", () => {
    const enquiry = departmentEnquiry('w-lettings', {
      departments: [ESTATE_AGENTS],
      branches: [aBranch(), WELLINGTON],
      branchIdContactModal: 'b1',
    });
    expect(enquiry).to.deep.equal({
      kind: 'department',
      department: LETTINGS,
      branchId: 'b2',
      telephone: '01823 660302',
      email: 'wellington@agency.example',
    });
  });

  it("finds a branch's external commercial department and the page's department data too", () => {
    expect(
      departmentEnquiry('ext-commercial', {
        departments: [],
        branches: [aBranch({ departments: [] })],
      }),
    ).to.deep.include({ kind: 'department', department: COMMERCIAL, branchId: 'b1' });
    const own = aDepartment('Surveys', { id: 'surveys' });
    expect(departmentEnquiry(' surveys ', { departments: [own], branches: [] })).to.deep.include({
      kind: 'department',
      department: own,
    });
  });

  it("an id the page does not know goes where '#/contact-office' goes", () => {
    const sources = {
      departments: [],
      branches: [aBranch(), WELLINGTON],
      branchIdContactModal: 'b2',
    };
    expect(departmentEnquiry('nope', sources)).to.deep.equal(officeEnquiry(sources));
    expect(departmentEnquiry('', sources)).to.deep.equal(officeEnquiry(sources));
    expect(departmentEnquiry('nope', { departments: [], branches: [] })).to.equal(undefined);
  });
});

describe('findStaffMember (#/contact-staff-member/{id})', () => {
  const ANN: Staff = {
    staffMemberId: '17',
    firstName: 'Ann',
    surname: 'Lee',
    contactableForSales: true,
    contactableForLettings: false,
  };
  const BEN: Staff = {
    staffMemberId: '18',
    firstName: 'Ben',
    surname: 'Ray',
    contactableForSales: true,
    contactableForLettings: true,
  };
  const CAL: Staff = {
    staffMemberId: '19',
    firstName: 'Cal',
    surname: 'Fox',
    contactableForSales: false,
    contactableForLettings: true,
  };

  it("finds a member among the agency's staff, a branch's and a department's", () => {
    const sources = {
      staff: [ANN],
      branches: [
        aBranch({ staff: [BEN], departments: [aDepartment('Lettings', { staff: [CAL] })] }),
      ],
    };
    expect(findStaffMember('17', sources)).to.equal(ANN);
    expect(findStaffMember('18', sources)).to.equal(BEN);
    expect(findStaffMember(' 19 ', sources)).to.equal(CAL);
  });

  it('is undefined for an unknown or blank id', () => {
    expect(findStaffMember('99', { staff: [ANN], branches: [] })).to.equal(undefined);
    expect(findStaffMember('', { staff: [ANN], branches: [] })).to.equal(undefined);
  });
});

describe('agencyTelephone', () => {
  it("is the header's agency number, else the first branch's, and blank counts as none", () => {
    expect(
      agencyTelephone({
        header: { agencyContactTelephone: ' 01823 250100 ' },
        branches: [aBranch()],
      }),
    ).to.equal('01823 250100');
    expect(
      agencyTelephone({ header: { agencyContactTelephone: '  ' }, branches: [aBranch()] }),
    ).to.equal('01823 000000');
    expect(agencyTelephone({ header: {}, branches: [] })).to.equal(undefined);
  });

  describe('branchToCall', () => {
    const branches = [
      aBranch(),
      aBranch({
        id: 'b2',
        branchName: 'Wellington',
        branchSalesContactNumber: '',
        branchContactNumber: '01823 (660) 301',
      }),
    ];

    it("names a card's branch and its number for the card's channel, with a tel: link", () => {
      expect(branchToCall({ branchID: 'b1', property_channel: 'sales' }, branches)).to.deep.equal({
        branchName: 'Taunton',
        telephone: '01823 111111',
        href: 'tel:01823111111',
      });
      expect(
        branchToCall({ branchID: 'b1', property_channel: 'lettings' }, branches)?.telephone,
      ).to.equal('01823 222222');
      expect(branchToCall({ branchID: 'b2', property_channel: 'sales' }, branches)).to.deep.equal({
        branchName: 'Wellington',
        telephone: '01823 (660) 301',
        href: 'tel:01823660301',
      });
    });

    it('names no branch rather than a wrong one: none given, one the page does not know, or no number to dial', () => {
      expect(branchToCall({ property_channel: 'sales' }, branches)).to.equal(undefined);
      expect(branchToCall({ branchID: 'gone', property_channel: 'sales' }, branches)).to.equal(
        undefined,
      );
      const silent = [
        aBranch({ branchSalesContactNumber: 'ask at the desk', branchContactNumber: undefined }),
      ];
      expect(branchToCall({ branchID: 'b1', property_channel: 'sales' }, silent)).to.equal(
        undefined,
      );
    });
  });
});
