/**
 * An agency's form as the page data carries it (SPEC §3 "New homes enquiry form": a list of form
 * elements with fieldName, friendlyName, required, inputType, fieldPostion, hidden, disabled, plus
 * a form id and a redirect_url). The new-homes form comes as `new_homes_form` on a development's
 * page; other forms (a careers form with its file-upload field) as the page's `forms` list.
 *
 * Decoding is total: an element that cannot be used is dropped and reported, a form without an id
 * or without a single usable element is reported and left out. Elements come back in fieldPostion
 * order (the platform's spelling), ties in the order given.
 */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import {
  firstError,
  IdString,
  LooseBoolean,
  LooseNumber,
} from '../settings/settings-primitives.js';
import type { NewHomesFormElement } from './lead.js';

/** An agency form: its id (f_id), title, elements in display order, and where the platform sends the visitor after a post. */
export interface AgencyForm {
  readonly id: string;
  readonly name: string;
  readonly elements: readonly NewHomesFormElement[];
  /** redirect_url, when the page data gives one (else the form's page). */
  readonly redirectUrl?: string;
}

const INPUT_TYPES = ['text', 'textarea', 'file'] as const;
const InputType = t.keyof({ text: null, textarea: null, file: null });

const ElementCodec = t.intersection([
  t.type({ fieldName: t.string }),
  t.partial({
    friendlyName: t.string,
    required: LooseBoolean,
    inputType: t.unknown,
    fieldPostion: LooseNumber,
    hidden: LooseBoolean,
    disabled: LooseBoolean,
  }),
]);

const FormCodec = t.intersection([
  t.type({ id: IdString, elements: t.unknown }),
  t.partial({ name: t.string, redirect_url: t.string }),
]);

/** A field name the platform can take as form_submission[{fieldName}]: letters, digits, _ and -. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

function element(
  value: unknown,
  path: string,
  problems: string[],
): NewHomesFormElement | undefined {
  const decoded = ElementCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`${path}: ${firstError(decoded.left)}`);
    return undefined;
  }
  const raw = decoded.right;
  const fieldName = raw.fieldName.trim();
  if (!FIELD_NAME.test(fieldName)) {
    problems.push(
      `${path}.fieldName: expected letters, digits, '_' or '-', got ${JSON.stringify(raw.fieldName).slice(0, 40)}`,
    );
    return undefined;
  }
  const inputType = InputType.is(raw.inputType) ? raw.inputType : 'text';
  if (raw.inputType !== undefined && !InputType.is(raw.inputType)) {
    problems.push(`${path}.inputType: expected one of ${INPUT_TYPES.join(', ')}; read as text`);
  }
  return {
    fieldName,
    friendlyName: raw.friendlyName?.trim() || fieldName.replace(/[_-]+/g, ' '),
    required: raw.required ?? false,
    inputType,
    fieldPostion: raw.fieldPostion ?? Number.MAX_SAFE_INTEGER,
    hidden: raw.hidden ?? false,
    disabled: raw.disabled ?? false,
  };
}

/** One agency form from page data; undefined (with the problem reported) when it has no id or no usable element. */
export function decodeAgencyForm(
  value: unknown,
  path: string,
  problems: string[],
): AgencyForm | undefined {
  if (value === undefined || value === null) return undefined;
  const decoded = FormCodec.decode(value);
  if (isLeft(decoded)) {
    problems.push(`${path}: ${firstError(decoded.left)}`);
    return undefined;
  }
  const raw = decoded.right;
  if (!Array.isArray(raw.elements)) {
    problems.push(`${path}.elements: expected a list`);
    return undefined;
  }
  const seen = new Set<string>();
  const elements: { element: NewHomesFormElement; index: number }[] = [];
  raw.elements.forEach((item: unknown, index: number) => {
    const decodedElement = element(item, `${path}.elements[${index}]`, problems);
    if (decodedElement === undefined) return;
    if (seen.has(decodedElement.fieldName)) {
      problems.push(
        `${path}.elements[${index}]: a second '${decodedElement.fieldName}' is left out`,
      );
      return;
    }
    seen.add(decodedElement.fieldName);
    elements.push({ element: decodedElement, index });
  });
  if (elements.length === 0) {
    problems.push(`${path}: no usable form element`);
    return undefined;
  }
  elements.sort((a, b) => a.element.fieldPostion - b.element.fieldPostion || a.index - b.index);
  const redirectUrl = raw.redirect_url?.trim();
  return {
    id: raw.id,
    name: raw.name?.trim() ?? '',
    elements: elements.map((entry) => entry.element),
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

/** The page's `forms` list: each usable form, the rest reported. */
export function decodeAgencyForms(value: unknown, path: string, problems: string[]): AgencyForm[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(`${path}: expected a list`);
    return [];
  }
  const forms: AgencyForm[] = [];
  value.forEach((item: unknown, index: number) => {
    const form = decodeAgencyForm(item, `${path}[${index}]`, problems);
    if (form !== undefined) forms.push(form);
  });
  return forms;
}
