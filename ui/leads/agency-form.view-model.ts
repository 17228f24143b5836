/**
 * An agency's own form, built from its form elements (SPEC §3 "New homes enquiry form"; §5 "New
 * homes form", "File upload field"; §7 POST /form_submissions):
 *
 * - the new-homes interest form ('#/new-homes-enquiry', on a development's page): its elements in
 *   fieldPostion order, development_of_interest shown locked (the first comma part of the
 *   development's address), development_id from the property, the address element ('address' or
 *   'current_home_address') filled from the address lookup or the manual fields;
 * - any other agency form a page offers ('#/form/{id}', e.g. a careers form), with the generic
 *   file-upload field for its file elements.
 *
 * Required elements left blank say 'Please enter a valid {friendly name}'; file elements follow
 * the file-upload rule; the terms must be ticked and nothing is sent twice (SPEC §5). A valid form
 * is posted natively to /form_submissions and the visitor goes to the page the platform answers
 * with; a post that fails, or gets no answer, is back on the form with everything typed and
 * 'Request failed. Please try again.'; one the platform refuses (an error flash in its answer,
 * e.g. 'file-upload-error') is back on the form with the platform's words.
 */
import {
  MESSAGES,
  leadSentEvent,
  NEW_HOMES_ADDRESS_FIELDS,
  developmentOfInterest,
  formSubmission,
  formSubmissionFieldName,
  newHomesSubmission,
  validateFormFiles,
  validateNewHomesAddress,
  validateNewHomesForm,
  validateTerms,
  EMPTY_LEAD_ADDRESS,
} from '../../core/index.js';
import type {
  AddressLookupPort,
  AgencyForm,
  FieldErrors,
  FormFile,
  LeadAddress,
  NativeLeadForm,
  NewHomesFormElement,
  PropertyReference,
} from '../../core/index.js';
import { AddressEntry } from './address-lookup.model.js';
import { LeadFormModel, type FormFiles, type NativeLeadDependencies } from './lead-form.model.js';
import { postLeadForm, refusalMessage } from './native-lead-post.js';

/** A form's values: one text per text element, the address entry's fields, and the terms. */
export type AgencyFormValues = Readonly<Record<string, string | boolean>>;

/** The address entry's own fields (the address lookup block writes them). */
const ADDRESS_ENTRY_INITIAL = {
  ...EMPTY_LEAD_ADDRESS,
  addressChosen: false,
  manualAddress: false,
};

/** How the form shows one of its elements. */
export type AgencyFormPart =
  | { readonly kind: 'text'; readonly element: NewHomesFormElement }
  | { readonly kind: 'locked'; readonly element: NewHomesFormElement; readonly value: string }
  | { readonly kind: 'file'; readonly element: NewHomesFormElement }
  | { readonly kind: 'address'; readonly element: NewHomesFormElement };

/** Which form a route opens: decoded from the page data by the route's factory. */
export interface AgencyFormTarget {
  readonly form: AgencyForm;
  /** The new-homes form's development (SPEC §3): development_of_interest and development_id come from it. */
  readonly development?: PropertyReference;
}

export interface AgencyFormDependencies extends AgencyFormTarget, NativeLeadDependencies {
  /** The page the form is on (page_path; where the platform sends the visitor back without a redirect_url). */
  readonly pagePath: string;
  /** The address lookup, for a new-homes form's address element. */
  readonly addressLookup?: AddressLookupPort;
}

export class AgencyFormViewModel {
  readonly form: LeadFormModel<AgencyFormValues, string>;
  /** What the form shows, in fieldPostion order (hidden elements are sent, not shown). */
  readonly parts: readonly AgencyFormPart[];
  /** The address lookup block of a new-homes form's address element. */
  readonly address: AddressEntry<typeof ADDRESS_ENTRY_INITIAL & AgencyFormValues> | undefined;
  private readonly addressElement: NewHomesFormElement | undefined;

  constructor(private readonly deps: AgencyFormDependencies) {
    const { form, development } = deps;
    const locked = development
      ? { development_of_interest: developmentOfInterest(development.display_address) }
      : {};
    this.addressElement =
      development && deps.addressLookup
        ? form.elements.find(
            (e) => !e.hidden && !e.disabled && NEW_HOMES_ADDRESS_FIELDS.includes(e.fieldName),
          )
        : undefined;
    this.parts = form.elements
      .filter((element) => !element.hidden)
      .map((element): AgencyFormPart => {
        const lockedValue = (locked as Record<string, string>)[element.fieldName];
        if (lockedValue !== undefined || element.disabled)
          return { kind: 'locked', element, value: lockedValue ?? '' };
        if (element === this.addressElement) return { kind: 'address', element };
        return element.inputType === 'file' ? { kind: 'file', element } : { kind: 'text', element };
      });
    const initial: Record<string, string | boolean> = {};
    for (const element of form.elements)
      if (element.inputType !== 'file') initial[element.fieldName] = '';
    Object.assign(initial, locked, this.addressElement ? ADDRESS_ENTRY_INITIAL : {}, {
      terms: false,
    });
    this.form = new LeadFormModel<AgencyFormValues, string>({
      formId: development ? `new-homes:${development.property_id}` : `agency-form:${form.id}`,
      initial,
      validate: (values, files) => this.validate(values, files),
      drafts: deps.drafts,
    });
    this.address =
      this.addressElement && deps.addressLookup
        ? new AddressEntry(
            this.form as unknown as LeadFormModel<typeof ADDRESS_ENTRY_INITIAL & AgencyFormValues>,
            deps.addressLookup,
          )
        : undefined;
  }

  /** Starts the address lookup, when the form has one; answers its stop function. */
  start(): () => void {
    return this.address?.start() ?? (() => undefined);
  }

  /** The modal's title: 'Register your interest' for a development, else the form's name. */
  get title(): string {
    if (this.deps.development) return 'Register your interest';
    return this.deps.form.name || 'Send us your details';
  }

  /** The development the new-homes form is about. */
  get development(): string | undefined {
    return this.deps.development?.display_address;
  }

  /** Validates (the first error focused), runs the bot check, posts; on the platform's answer goes to the page it names. */
  async submit(): Promise<void> {
    const { leads, captcha, notifier, navigation, analytics } = this.deps;
    const next = await this.form.submit({
      send: (token) => postLeadForm(leads, this.nativeForm(), token, this.deps.flashMessages),
      captcha,
      captchaAction: this.deps.development ? 'new_homes' : 'form_submission',
      notifier,
      failureMessage: MESSAGES.leadFailed,
      failureMessageOf: refusalMessage,
      sentEvent: {
        analytics,
        event: leadSentEvent(this.deps.development ? 'new_homes' : 'agency_form'),
      },
    });
    if (next !== undefined) navigation.goTo(next);
  }

  /** The post core builds for what the visitor typed and chose. */
  nativeForm(): NativeLeadForm {
    const { form, development, pagePath } = this.deps;
    const { values, honeypot, files } = this.form;
    const texts: Record<string, string> = {};
    for (const element of form.elements) {
      const value = values[element.fieldName];
      if (typeof value === 'string') texts[element.fieldName] = value;
    }
    const common = {
      formId: form.id,
      redirectUrl: form.redirectUrl ?? pagePath,
      pagePath,
      honeypot,
      elements: form.elements,
      values: texts,
      termsAccepted: values['terms'] === true,
    };
    if (development)
      return {
        kind: 'new-homes',
        submission: newHomesSubmission({
          ...common,
          property: development,
          address: this.givenAddress(),
        }),
      };
    const chosen: FormFile[] = [];
    for (const element of form.elements) {
      const file = files[element.fieldName];
      if (element.inputType === 'file' && file)
        chosen.push({ name: formSubmissionFieldName(element.fieldName), file });
    }
    return { kind: 'form-submission', submission: formSubmission(common), files: chosen };
  }

  /** The address of the lookup or the manual fields, when the visitor gave one. */
  private givenAddress(): LeadAddress | null {
    if (this.addressElement === undefined) return null;
    const values = this.form.values;
    if (values['addressChosen'] !== true && values['manualAddress'] !== true) return null;
    const text = (field: string) => {
      const value = values[field];
      return typeof value === 'string' ? value : '';
    };
    const address: LeadAddress = {
      house_number: text('house_number'),
      house_name: text('house_name'),
      street: text('street'),
      town: text('town'),
      county: text('county'),
      postcode: text('postcode'),
    };
    return Object.values(address).some((part) => part.trim() !== '') ? address : null;
  }

  /** Errors in the order the form shows its fields, the terms last. */
  private validate(values: AgencyFormValues, files: FormFiles): FieldErrors {
    const { elements } = this.deps.form;
    const texts: Record<string, string> = {};
    for (const [field, value] of Object.entries(values))
      if (typeof value === 'string') texts[field] = value;
    const byField: FieldErrors = {
      ...validateNewHomesForm(
        elements.filter((e) => e !== this.addressElement),
        texts,
      ),
      ...validateFormFiles(elements, files),
    };
    const ordered: FieldErrors = {};
    for (const element of elements) {
      if (element === this.addressElement) {
        Object.assign(
          ordered,
          validateNewHomesAddress(element, {
            ...ADDRESS_ENTRY_INITIAL,
            ...texts,
            addressChosen: values['addressChosen'] === true,
            manualAddress: values['manualAddress'] === true,
          }),
        );
      } else if (byField[element.fieldName] !== undefined) {
        ordered[element.fieldName] = byField[element.fieldName];
      }
    }
    return { ...ordered, ...validateTerms(values['terms'] === true) };
  }
}
