/**
 * The generic file-upload form field (SPEC §5 "File upload field", §9 "File upload limit").
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

export interface FileUploadValues {
  /** The chosen file, or null when none is chosen. */
  readonly file: { readonly size: number } | null;
  readonly required: boolean;
}

/**
 * 'File size can't be over 10mb' for a file over the limit (the caller then clears the file, as
 * SPEC §5 asks); '! Please fill in this field.' for a required field with no file.
 */
export function validateFileUpload(values: FileUploadValues): FieldErrors<'file'> {
  if (values.file === null) return values.required ? { file: M.fileRequired } : {};
  return isFileTooLarge(values.file.size) ? { file: M.fileTooLarge } : {};
}

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
    const message = validateFileUpload({ file: files[element.fieldName] ?? null, required: element.required }).file;
    if (message !== undefined) errors[element.fieldName] = message;
  }
  return errors;
}
