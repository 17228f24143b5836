/**
 * Sending a lead form natively (SPEC §7) as the lead forms do: the platform's answer is the page to
 * go to, unless it carries an error flash ('lead-sending-error-validation', 'recaptcha-invalid', …):
 * then the lead was refused and the form stays, with the flash's own words as its toast
 * (core's `nativePostOutcome`).
 */
import { isLeft } from 'fp-ts/Either';
import { nativePostOutcome } from '../../core/index.js';
import type { Failure, LeadsPort, NativeLeadForm, Result } from '../../core/index.js';

/** Posts `form` and reads the platform's answer. */
export async function postLeadForm(
  leads: LeadsPort,
  form: NativeLeadForm,
  captchaToken: string | undefined,
  flashMessages: Readonly<Record<string, string>>,
): Promise<Result<string>> {
  const answer = await leads.postNative(form, captchaToken);
  return isLeft(answer) ? answer : nativePostOutcome(answer.right, flashMessages);
}

/** The toast of a refusal the platform worded (an error flash); undefined for other failures. */
export function refusalMessage(failure: Failure): string | undefined {
  return failure.kind === 'validation' ? failure.errors[0] : undefined;
}
