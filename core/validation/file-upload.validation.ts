/**
 * The generic file-upload form field (SPEC §5 "File upload field", §9 "File upload limit"), and
 * the file types it offers (SPEC is silent: docs/decisions/0024-upload-types-and-names.md). The
 * platform (the sandbox) takes the same types by the same rule.
 */
import type { ChosenFile, NewHomesFormElement } from '../leads/lead.js';
import type { FieldErrors } from './field-rules.js';
import { VALIDATION_MESSAGES as M } from './validation-messages.js';

/** File upload limit: 10 MB, counted as 10 × 1024 × 1024 bytes (SPEC §5 Forms, §9). */
export const FILE_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** Over 10 MB (10 × 1024 × 1024 bytes); exactly 10 MB is accepted. A non-finite size is refused too. */
export function isFileTooLarge(sizeBytes: number): boolean {
  return !Number.isFinite(sizeBytes) || sizeBytes > FILE_UPLOAD_LIMIT_BYTES;
}

/**
 * The files a file field takes (a CV, a tenancy agreement, a scan of one), by extension, with the
 * media types a browser gives them: PDF, Word, OpenDocument text, rich text, plain text, JPEG and
 * PNG. Nothing a browser would run or show as a page (HTML, SVG, scripts, programs).
 */
export const UPLOAD_FILE_TYPES: readonly {
  readonly extension: string;
  readonly mediaTypes: readonly string[];
}[] = [
  { extension: '.pdf', mediaTypes: ['application/pdf'] },
  { extension: '.doc', mediaTypes: ['application/msword'] },
  {
    extension: '.docx',
    mediaTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  { extension: '.odt', mediaTypes: ['application/vnd.oasis.opendocument.text'] },
  { extension: '.rtf', mediaTypes: ['application/rtf', 'text/rtf'] },
  { extension: '.txt', mediaTypes: ['text/plain'] },
  { extension: '.jpg', mediaTypes: ['image/jpeg'] },
  { extension: '.jpeg', mediaTypes: ['image/jpeg'] },
  { extension: '.png', mediaTypes: ['image/png'] },
];

/** The file picker's `accept` list: the extensions and their media types. */
export const UPLOAD_ACCEPT = [
  ...new Set(UPLOAD_FILE_TYPES.flatMap((kind) => [kind.extension, ...kind.mediaTypes])),
].join(',');

/** Media types that say nothing of the file (a browser that does not know it): the extension decides. */
const UNSAID_MEDIA_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Whether a file is of a type the file field takes: its name ends in one of the extensions, and
 * the media type given with it, if any, is one of that extension's (a '.pdf' sent as text/html is
 * not a PDF).
 */
export function isAcceptedUpload(file: { readonly name: string; readonly type: string }): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  const kind = UPLOAD_FILE_TYPES.find((candidate) => candidate.extension === extension);
  if (!kind) return false;
  const mediaType = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return UNSAID_MEDIA_TYPES.has(mediaType) || kind.mediaTypes.includes(mediaType);
}

export interface FileUploadValues {
  /** The chosen file, or null when none is chosen. */
  readonly file: Pick<ChosenFile, 'name' | 'size' | 'type'> | null;
  readonly required: boolean;
}

/** What is wrong with a chosen file, if anything. */
export type FileProblem = 'empty' | 'type' | 'too-large';

const FILE_PROBLEM_MESSAGES: Readonly<Record<FileProblem, string>> = {
  empty: M.fileEmpty,
  type: M.fileType,
  'too-large': M.fileTooLarge,
};

/** A file of no bytes, of a type the field does not take, or over 10 MB; undefined for a good one. */
export function fileUploadProblem(
  file: Pick<ChosenFile, 'name' | 'size' | 'type'>,
): FileProblem | undefined {
  if (file.size === 0) return 'empty';
  if (!isAcceptedUpload(file)) return 'type';
  return isFileTooLarge(file.size) ? 'too-large' : undefined;
}

/**
 * 'File size can't be over 10mb' for a file over the limit (the caller then clears the file, as
 * SPEC §5 asks); '! Please fill in this field.' for a required field with no file; a file of no
 * bytes, or of a type the field does not take, is refused too, with its own words.
 */
export function validateFileUpload(values: FileUploadValues): FieldErrors<'file'> {
  if (values.file === null) return values.required ? { file: M.fileRequired } : {};
  const problem = fileUploadProblem(values.file);
  return problem === undefined ? {} : { file: FILE_PROBLEM_MESSAGES[problem] };
}

/** The words for a file's problem (the field's message, and the platform's). */
export const fileProblemMessage = (problem: FileProblem): string => FILE_PROBLEM_MESSAGES[problem];

/**
 * The file-upload rule for every file element of an agency form, by fieldName: a required one with
 * no file gets '! Please fill in this field.', a file over 10 MB 'File size can't be over 10mb'.
 * Hidden and disabled elements are skipped, as for text elements.
 */
export function validateFormFiles(
  elements: readonly NewHomesFormElement[],
  files: Readonly<Record<string, ChosenFile | null | undefined>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const element of elements) {
    if (element.inputType !== 'file' || element.hidden || element.disabled) continue;
    const message = validateFileUpload({
      file: files[element.fieldName] ?? null,
      required: element.required,
    }).file;
    if (message !== undefined) errors[element.fieldName] = message;
  }
  return errors;
}

/**
 * A friendly name as it reads inside a sentence: its first letter in lower case, unless the first
 * word is an abbreviation ('Current tenancy agreement' → 'current tenancy agreement'; 'CV' stays).
 */
function inSentence(name: string): string {
  const text = name.trim();
  const first = text.split(/\s+/)[0] ?? '';
  return first.length > 1 && first === first.toUpperCase()
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * What a form's file fields take, said before the form opens: 'You can attach your CV (up to 10
 * MB).', 'You can attach your CV and your covering letter (up to 10 MB each).'; '' for a form
 * without one.
 */
export function attachmentNote(
  elements: readonly Pick<NewHomesFormElement, 'friendlyName' | 'inputType' | 'hidden'>[],
): string {
  const names = elements
    .filter((e) => e.inputType === 'file' && !e.hidden)
    .map((e) => `your ${inSentence(e.friendlyName)}`);
  if (names.length === 0) return '';
  return `You can attach ${names.join(' and ')} (up to 10 MB${names.length > 1 ? ' each' : ''}).`;
}
