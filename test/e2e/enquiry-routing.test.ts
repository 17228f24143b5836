/**
 * Office and department enquiries reach the team the page names (SPEC §9 contact routing, §7
 * office and department leads), in Debian Chromium against the sandbox: the number on the
 * property's contact card, the number in the form and the team the stored lead goes to agree, for
 * a commercial office, a new-homes development, a farm, lettings homes (by the card's link and by
 * the tenant information's 'Ask our lettings team') on both demo agencies, and a branch page.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { open, type Width } from './support/browser.js';
import { sandboxData } from './support/lead-forms.js';

type Agency = 'oakfield' | 'harbour';

interface StoredLead {
  readonly lead: Record<string, unknown>;
}

async function lastLead(agency: Agency): Promise<StoredLead | undefined> {
  const { leads } = await sandboxData<{ leads: StoredLead[] }>(agency);
  return leads[leads.length - 1];
}

/** The contact card's number (the Call button's text). */
async function cardTelephone(page: Page): Promise<string> {
  const text = await page.locator('.property-contact__phone').first().innerText();
  return text.replace(/^Call\s*/, '').trim();
}

/** Completes and sends the open enquiry form; answers the number the form offered. */
async function sendEnquiry(page: Page, message: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.locator('form.lead-form').waitFor({ timeout: 15000 });
  const offered = (
    await dialog.locator('.lead-subject').getByRole('link').first().innerText()
  ).trim();
  await dialog.getByLabel('First name').fill('Tomasz');
  await dialog.getByLabel('Last name').fill('Nowak');
  await dialog.getByLabel('Email').fill('tomasz.nowak@example.co.uk');
  await dialog.getByLabel('Telephone').fill('07700 900456');
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await dialog.getByRole('heading', { name: 'Thank you' }).waitFor({ timeout: 15000 });
  return offered;
}

interface RoutingCase {
  readonly title: string;
  readonly agency: Agency;
  readonly path: string;
  readonly width: Width;
  /** The card's department line, when the enquiry goes to a department. */
  readonly department?: string;
  readonly telephone: string;
  readonly lead: Record<string, unknown>;
  readonly reference: string;
  /** Opens the form from the tenant information rather than the card's 'Send an enquiry'. */
  readonly viaTenantInfo?: boolean;
}

const CASES: readonly RoutingCase[] = [
  {
    title: "a commercial office to the branch's external commercial department",
    agency: 'oakfield',
    path: '/properties/1064',
    width: 'mobile',
    department: 'Commercial',
    telephone: '01823 250104',
    lead: {
      lead_type: 'branch_department_enquiry',
      branch_department_id: '1104',
      branch_id: '12',
      channel: 'selling',
    },
    reference: 'OV1064',
  },
  {
    title: 'a new-homes development to the new homes department',
    agency: 'oakfield',
    path: '/properties/1087',
    width: 'desktop',
    department: 'New Homes',
    telephone: '01823 250103',
    lead: { lead_type: 'branch_department_enquiry', branch_department_id: '1103', branch_id: '11' },
    reference: 'OV1087',
  },
  {
    title: "a farm to the branch's agriculture department (the tag's department)",
    agency: 'oakfield',
    path: '/properties/1077',
    width: 'desktop',
    department: 'Agriculture',
    telephone: '01823 660305',
    lead: { lead_type: 'branch_department_enquiry', branch_department_id: '1305', branch_id: '13' },
    reference: 'OV1077',
  },
  {
    title: "a home to let, from the tenant information, to its own branch's lettings",
    agency: 'oakfield',
    path: '/properties/1040',
    width: 'mobile',
    telephone: '01278 420202',
    lead: { branch_id: '12', is_branch_lead: '1', channel: 'letting' },
    reference: 'OV1040',
    viaTenantInfo: true,
  },
  {
    title: "a Harbour home to let to its own branch, not the agency's first department",
    agency: 'harbour',
    path: '/properties/5027',
    width: 'desktop',
    telephone: '0117 496 0202',
    lead: { branch_id: '22', is_branch_lead: '1', channel: 'letting' },
    reference: 'HH5027',
  },
];

describe('office and department enquiries reach the team the page names (browser)', function () {
  this.timeout(90_000);

  for (const c of CASES) {
    it(`sends ${c.title}, at the number the card and the form show`, async () => {
      const { page, context } = await open(
        c.path,
        c.width,
        c.agency === 'harbour' ? { host: 'harbour' } : {},
      );
      try {
        const card = page.locator('.property-contact');
        if (c.department) {
          expect(await card.locator('.property-contact__branch').innerText()).to.match(
            new RegExp(`^${c.department}, `),
          );
        }
        expect(await cardTelephone(page)).to.equal(c.telephone);
        if (c.viaTenantInfo) {
          await card.getByRole('link', { name: 'Tenant information' }).click();
          await page
            .getByRole('dialog')
            .getByRole('link', { name: 'Ask our lettings team' })
            .click();
        } else {
          await card.getByRole('link', { name: 'Send an enquiry' }).click();
        }
        const offered = await sendEnquiry(page, '');
        expect(offered, 'the number the form offers').to.equal(c.telephone);
        const stored = await lastLead(c.agency);
        expect(stored?.lead).to.deep.include(c.lead);
        if (!('branch_department_id' in c.lead))
          expect(stored?.lead).not.to.have.property('branch_department_id');
        expect(String(stored?.lead['message'])).to.match(
          new RegExp(`^Property reference: ${c.reference}, \\S`),
        );
      } finally {
        await context.close();
      }
    });
  }

  it("sends a branch page's enquiry to that branch", async () => {
    const { page, context } = await open('/branches/bridgwater', 'desktop');
    try {
      await page.evaluate(() => {
        window.location.hash = '#/contact-office';
      });
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('heading', { name: /^Contact Bridgwater/ })
        .waitFor({ timeout: 15000 });
      const offered = await sendEnquiry(page, 'Do you cover Cannington?');
      expect(offered).to.equal('01278 420200');
      const stored = await lastLead('oakfield');
      expect(stored?.lead).to.deep.include({
        branch_id: '12',
        is_branch_lead: '1',
        message: 'Do you cover Cannington?',
      });
    } finally {
      await context.close();
    }
  });
});
