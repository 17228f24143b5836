import { expect } from 'chai';
import { HELD_ANALYTICS_EVENTS_LIMIT } from '../../../core/consent/analytics-gate.js';
import { consentGatedAnalytics } from '../../../ui/services/consent-gated-analytics.js';
import { RecordingAnalytics } from './fakes.js';

const saved = (id: string) => ({ event: 'property_saved', property_id: id });

describe('consentGatedAnalytics (the analytics port every event goes through)', () => {
  it('holds events while the choice is not known, and sends them in order, before newer ones, on acceptance', () => {
    const dataLayer = new RecordingAnalytics();
    const gate = consentGatedAnalytics(dataLayer, 'hold');
    gate.push(saved('1'));
    gate.push(saved('2'));
    expect(dataLayer.events).to.deep.equal([]);
    gate.decide('accepted');
    gate.push(saved('3'));
    expect(dataLayer.events).to.deep.equal([saved('1'), saved('2'), saved('3')]);
  });

  it('drops the held events on rejection, and every later one', () => {
    const dataLayer = new RecordingAnalytics();
    const gate = consentGatedAnalytics(dataLayer, 'hold');
    gate.push(saved('1'));
    gate.decide('rejected');
    gate.push(saved('2'));
    gate.decide('accepted');
    expect(dataLayer.events, 'nothing held from before the acceptance').to.deep.equal([]);
    gate.push(saved('3'));
    expect(dataLayer.events).to.deep.equal([saved('3')]);
  });

  it('keeps holding while the visitor has not chosen (the stored choice read: none)', () => {
    const dataLayer = new RecordingAnalytics();
    const gate = consentGatedAnalytics(dataLayer, 'hold');
    gate.push(saved('1'));
    gate.decide('undecided');
    gate.push(saved('2'));
    gate.decide('accepted');
    expect(dataLayer.events).to.deep.equal([saved('1'), saved('2')]);
  });

  it('stops forwarding at once when an acceptance is withdrawn', () => {
    const dataLayer = new RecordingAnalytics();
    const gate = consentGatedAnalytics(dataLayer, 'send');
    gate.push(saved('1'));
    gate.decide('rejected');
    gate.push(saved('2'));
    expect(dataLayer.events).to.deep.equal([saved('1')]);
  });

  it('drops everything when the agency has no banner', () => {
    const dataLayer = new RecordingAnalytics();
    const gate = consentGatedAnalytics(dataLayer, 'drop');
    gate.push(saved('1'));
    gate.decide('off');
    gate.push(saved('2'));
    expect(dataLayer.events).to.deep.equal([]);
  });

  it(`holds at most ${HELD_ANALYTICS_EVENTS_LIMIT} events, the first ones`, () => {
    const dataLayer = new RecordingAnalytics();
    const gate = consentGatedAnalytics(dataLayer, 'hold');
    for (let i = 1; i <= HELD_ANALYTICS_EVENTS_LIMIT + 5; i += 1) gate.push(saved(String(i)));
    gate.decide('accepted');
    expect(dataLayer.events).to.have.length(HELD_ANALYTICS_EVENTS_LIMIT);
    expect(dataLayer.events.at(-1)).to.deep.equal(saved(String(HELD_ANALYTICS_EVENTS_LIMIT)));
  });
});
