/** Fakes of the ports the valuation forms use, and settings for an agency with branches. */
import { left, right } from 'fp-ts/Either';
import { decodeSiteSettings, httpFailure } from '../../../core/index.js';
import type {
  AddressLookupPort,
  AddressLookupResult,
  AddressSuggestion,
  AnalyticsEvent,
  AnalyticsPort,
  BranchLookup,
  BranchLookupPort,
  CaptchaPort,
  InstantEstimate,
  InstantEstimateRequest,
  InstantValuationPort,
  LeadPayload,
  LeadsPort,
  Result,
  SiteSettings,
} from '../../../core/index.js';

/** Sunday 22 November 2026, 10:00 local time: the first day offered is Monday the 23rd. */
export const NOW = new Date(2026, 10, 22, 10, 0);

export function valuationSettings(singleStep = false): SiteSettings {
  return decodeSiteSettings({
    agency_name: 'Oakfield & Vale',
    page: { identifier: 'home#index', path: '/', title: 'Home' },
    header_data: { primaryMenuItems: [], agencyContactTelephone: '01823 250100' },
    theme_settings: { singleStepValuation: singleStep },
    our_offices_slider_data: [
      {
        id: '11',
        branchName: 'Taunton',
        branchUrl: '/branches/taunton',
        departments: [],
        staff: [],
        branchContactNumber: '01823 250101',
      },
    ],
  }).settings;
}

export class RecordingLeads implements LeadsPort {
  readonly sent: { payload: LeadPayload; token: string | undefined }[] = [];
  answer: Promise<Result<void>> | Result<void> = right(undefined);
  send = async (payload: LeadPayload, token?: string) => {
    this.sent.push({ payload, token });
    return this.answer;
  };
  postNative = async () => right('');
}

export class FakeCaptcha implements CaptchaPort {
  resets = 0;
  answer: Result<string> = right('token-ok');
  execute = async () => this.answer;
  reset = () => void (this.resets += 1);
}

export class FakeBranchLookup implements BranchLookupPort {
  readonly asked: string[] = [];
  answer: Promise<Result<BranchLookup>> | Result<BranchLookup> = right({
    kind: 'branch',
    branchId: '11',
  });
  branchForPostcode = async (postcode: string) => {
    this.asked.push(postcode);
    return this.answer;
  };
}

export class RecordingAnalytics implements AnalyticsPort {
  readonly events: AnalyticsEvent[] = [];
  push = (event: AnalyticsEvent) => void this.events.push(event);
}

export const PRIORY: AddressSuggestion = {
  id: 'addr-1',
  address: '12 Priory Avenue, Taunton, TA1 4AB',
};
export const PRIORY_ADDRESS: AddressLookupResult = {
  building_number: '12',
  line_1: '12 Priory Avenue',
  town_or_city: 'Taunton',
  county: 'Somerset',
  postcode: 'TA1 4AB',
};

export class FakeAddressLookup implements AddressLookupPort {
  autocomplete = async (text: string) =>
    right(text.toLowerCase().includes('priory') ? [PRIORY] : []);
  resolve = async (id: string): Promise<Result<AddressLookupResult>> =>
    id === PRIORY.id ? right(PRIORY_ADDRESS) : left(httpFailure(404));
}

export class FakeEstimates implements InstantValuationPort {
  readonly asked: InstantEstimateRequest[] = [];
  answer: Result<InstantEstimate | undefined> = right({
    low: 235_000,
    high: 265_000,
    comparables: 4,
    basis: 'district',
    area: 'TA1',
  });
  estimate = async (request: InstantEstimateRequest) => {
    this.asked.push(request);
    return this.answer;
  };
}

/** A promise the test resolves when it likes. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
