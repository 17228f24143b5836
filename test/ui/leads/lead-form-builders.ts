/** Fakes and builders for the viewing, agency-form and legacy view-model tests. */
import { aPropertyDetail } from '../../support/property-detail.js';
import { left, right } from 'fp-ts/Either';
import type {
  CaptchaPort,
  Failure,
  LeadPayload,
  LeadsPort,
  NativeLeadForm,
  PropertyDetail,
  Result,
} from '../../../core/index.js';

/** Leads that record each native post and answer as told (a landing address, or a failure). */
export class RecordingLeads implements LeadsPort {
  readonly posted: { form: NativeLeadForm; token: string | undefined }[] = [];
  answer: Result<string> = right(
    'https://agency.test/properties/101/sales/mill-lane#/flash/welcome-lead-sent',
  );
  send = async (_payload: LeadPayload) => right(undefined);
  postNative = async (form: NativeLeadForm, token?: string) => {
    this.posted.push({ form, token });
    return this.answer;
  };
  failWith(failure: Failure): void {
    this.answer = left(failure);
  }
}

export class FakeCaptcha implements CaptchaPort {
  resets = 0;
  answer: Result<string> = right('token-ok');
  execute = async () => this.answer;
  reset = () => void (this.resets += 1);
}

export class Toasts {
  readonly shown: string[] = [];
  success = (message: string) => void this.shown.push(`success: ${message}`);
  error = (message: string) => void this.shown.push(`error: ${message}`);
}

export class Visits {
  readonly to: string[] = [];
  goTo = (url: string) => void this.to.push(url);
  hashRoute = (path: string) => void this.to.push(`#${path}`);
}

export function aProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return aPropertyDetail({
    property_id: '101',
    display_address: 'Mill Lane, Wellow',
    property_channel: 'sales',
    property_url: '/properties/101/sales/mill-lane',
    ...overrides,
  });
}
