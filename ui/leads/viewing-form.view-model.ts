/**
 * The viewing form ('#/book-a-viewing'; SPEC §2 Modal routes, §4 "Viewing form", §5 "Viewing
 * form", §7 the native property lead post): first and last name, email, telephone and a message
 * required; the address optional; a preferred day and time; the terms, the hidden honeypot and the
 * bot check. Invalid fields show their errors and the bot check starts again (SPEC §4); a valid form
 * with the terms ticked is posted natively to /properties/{id}/{channel}/leads (lead_type
 * email_portal_lead), and the visitor goes to the page the platform answers with (the property
 * with '#/flash/welcome-lead-sent'). A post that fails, or gets no answer, is back on the form with
 * everything typed and 'Request failed. Please try again.'; one the platform refuses (an error
 * flash in its answer) is back on the form with the platform's words.
 *
 * The lead is core's (`viewingLead`, with the booking of `viewingPreference`); the department is
 * core's contact routing (`propertyEnquiry`).
 */
import {
  MESSAGES,
  leadSentEvent,
  validateViewingForm,
  viewingDayOptions,
  viewingLead,
  viewingPreference,
  viewingTimeOptions,
  EMPTY_LEAD_ADDRESS,
  leadContactOf,
  leadAddressOf,
} from '../../core/index.js';
import type {
  Branch,
  LeadPayload,
  PreferenceOption,
  PropertyDetail,
  ViewingField,
  LeadAddress,
} from '../../core/index.js';
import { EMPTY_CONTACT, LeadFormModel, type NativeLeadDependencies } from './lead-form.model.js';
import { postLeadForm, refusalMessage } from './native-lead-post.js';

/** The viewing form's fields: the contact fields, the message, the optional address parts (core's LeadAddress), the preferences. */
export interface ViewingValues extends LeadAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
  readonly message: string;
  /** ISO date of an appointment day, or the select's placeholder. */
  readonly preferred_day: string;
  /** A slot time '9:00'…'16:00', or the placeholder ('Any time'). */
  readonly preferred_time: string;
  readonly terms: boolean;
}

export interface ViewingFormDependencies extends NativeLeadDependencies {
  readonly property: PropertyDetail;
  /** The property's branch, when the page knows it (the department and telephone come from it). */
  readonly branch: Branch | undefined;
  /** What core's contact routing chose: the department the lead goes to, the number to call. */
  readonly departmentId: string | undefined;
  readonly telephone: string | undefined;
  /** Today, from the clock (the days offered start tomorrow). */
  readonly today: Date;
}

export class ViewingFormViewModel {
  readonly form: LeadFormModel<ViewingValues, ViewingField>;
  /** The days and times offered, fixed for the form's life. */
  readonly dayOptions: readonly PreferenceOption[];
  readonly timeOptions: readonly PreferenceOption[] = viewingTimeOptions();

  constructor(private readonly deps: ViewingFormDependencies) {
    this.dayOptions = viewingDayOptions(deps.today);
    this.form = new LeadFormModel<ViewingValues, ViewingField>({
      formId: `viewing:${deps.property.property_id}`,
      initial: {
        ...EMPTY_CONTACT,
        message: `I would like to arrange a viewing of ${deps.property.display_address}.`,
        ...EMPTY_LEAD_ADDRESS,
        preferred_day: '',
        preferred_time: '',
        terms: false,
      },
      validate: (values) => validateViewingForm(values),
      lettersRejected: ['tel_home'],
      drafts: deps.drafts,
    });
  }

  get title(): string {
    return 'Book a viewing';
  }

  /** The property the viewing is of. */
  get address(): string {
    return this.deps.property.display_address;
  }

  get telephone(): string | undefined {
    return this.deps.telephone;
  }

  /** The office the request goes to, when the page knows it. */
  get officeName(): string | undefined {
    return this.deps.branch?.branchName;
  }

  /**
   * Validates (errors shown, the first focused, the bot check reset: SPEC §4), runs the bot check,
   * posts natively; on the platform's answer goes to the page it names.
   */
  async submit(): Promise<void> {
    const { leads, captcha, notifier, navigation, property, analytics } = this.deps;
    if (this.form.stage === 'form' && !this.form.showAllErrors()) {
      captcha.reset();
      return;
    }
    const next = await this.form.submit({
      send: (token) =>
        postLeadForm(
          leads,
          {
            kind: 'property-lead',
            propertyId: property.property_id,
            channel: property.property_channel,
            payload: this.payload(),
          },
          token,
          this.deps.flashMessages,
        ),
      captcha,
      captchaAction: 'viewing',
      notifier,
      failureMessage: MESSAGES.leadFailed,
      failureMessageOf: refusalMessage,
      sentEvent: { analytics, event: leadSentEvent('viewing') },
    });
    if (next !== undefined) navigation.goTo(next);
  }

  /** The lead core builds for what the visitor typed and chose. */
  payload(): LeadPayload {
    const { values, honeypot } = this.form;
    const preferred = viewingPreference(
      values.preferred_day,
      values.preferred_time,
      this.deps.today,
    );
    return viewingLead({
      contact: leadContactOf(values),
      message: values.message,
      honeypot,
      termsAccepted: values.terms,
      address: leadAddressOf(values),
      ...(this.deps.departmentId ? { departmentId: this.deps.departmentId } : {}),
      ...(preferred ? { preferred } : {}),
    });
  }
}
