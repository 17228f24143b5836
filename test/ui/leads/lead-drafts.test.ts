import { expect } from 'chai';
import { LEAD_DRAFTS_KEY, LeadDrafts } from '../../../ui/leads/lead-drafts.js';
import { MemoryStorage } from '../services/fakes.js';

describe('LeadDrafts', () => {
  it("keeps what was typed in the tab's session storage, so a reload brings it back", () => {
    const session = new MemoryStorage();
    new LeadDrafts(session).save('contact-office:11', {
      first_name: 'Priya',
      message: 'Half-written',
      terms: true,
    });

    const afterReload = new LeadDrafts(session);
    expect(afterReload.load('contact-office:11')).to.deep.equal({
      first_name: 'Priya',
      message: 'Half-written',
      terms: true,
    });
  });

  it('forgets a sent form, and writes nothing when no draft is left', () => {
    const session = new MemoryStorage();
    const drafts = new LeadDrafts(session);
    drafts.save('a', { message: 'x' });
    drafts.save('b', { message: 'y' });
    drafts.clear('a');
    expect(new LeadDrafts(session).load('a')).to.equal(undefined);
    drafts.clear('b');
    expect(session.read(LEAD_DRAFTS_KEY)).to.equal(undefined);
  });

  it('reads a corrupt stored value as no drafts, and works in memory without a storage', () => {
    const session = new MemoryStorage();
    session.writeText(LEAD_DRAFTS_KEY, '{"a": 3');
    expect(new LeadDrafts(session).load('a')).to.equal(undefined);
    const memoryOnly = new LeadDrafts();
    memoryOnly.save('a', { message: 'kept for the page' });
    expect(memoryOnly.load('a')).to.deep.equal({ message: 'kept for the page' });
  });
});
