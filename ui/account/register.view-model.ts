/**
 * Register (SPEC §2 '#/user' signed out, §5 Accounts, §7 POST /user.ljson, §8): names, email,
 * an optional telephone (letters dropped as typed), password and confirmation, the marketing
 * opt-in, the terms; the hidden honeypot and the bot check (SPEC §4: always on registration).
 *
 * - The password meets the one rule for new passwords, listed before typing (newPasswordRule).
 * - The honeypot filled: the visitor goes to '/' and nothing is sent (SPEC §5).
 * - The platform's validationErrors show as a list above the form (SPEC §5), and the toast is
 *   its message, or SPEC §8's long default, for 8 s.
 * - Success: the new account is signed in ('You have been successfully registered!'), the
 *   session loads it (which sends a search saved while anonymous to the account), and the
 *   visitor sees their profile.
 */
import { isLeft } from 'fp-ts/Either';
import {
  HONEYPOT_REDIRECT,
  MESSAGES,
  isHoneypotFilled,
  userAreaPath,
  validateRegistration,
} from '../../core/index.js';
import type { Failure } from '../../core/index.js';
import {
  LONG_TOAST_MS,
  PASSWORD_FIELDS,
  registerFailureMessage,
  type AccountFormDependencies,
} from './account-form.dependencies.js';
import { EMPTY_CONTACT } from '../leads/lead-form.model.js';
import { NewPasswordFormViewModel } from './new-password-form.view-model.js';

export interface RegisterValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly tel_home: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly is_opted_in_to_marketing: boolean;
  readonly terms: boolean;
}

const EMPTY: RegisterValues = {
  ...EMPTY_CONTACT,
  password: '',
  password_confirmation: '',
  is_opted_in_to_marketing: false,
  terms: false,
};

export class RegisterViewModel extends NewPasswordFormViewModel<RegisterValues> {
  readonly title = 'Register';

  constructor(deps: AccountFormDependencies) {
    super(deps, {
      formId: 'account:register',
      initial: EMPTY,
      validate: validateRegistration,
      lettersRejected: ['tel_home'],
      drafts: deps.drafts,
      notDrafted: [...PASSWORD_FIELDS],
    });
  }

  async submit(): Promise<boolean> {
    const { account, captcha, notifier, navigation } = this.deps;
    if (isHoneypotFilled(this.form.honeypot)) {
      navigation.goTo(HONEYPOT_REDIRECT);
      return false;
    }
    const { terms: _terms, ...fields } = this.form.values;
    let refusal: Failure | undefined;
    const user = await this.form.submit({
      send: async (captchaToken) => {
        const answer = await account.register({
          ...fields,
          first_name: fields.first_name.trim(),
          last_name: fields.last_name.trim(),
          email: fields.email.trim(),
          tel_home: fields.tel_home.trim(),
          ...(captchaToken ? { captchaToken } : {}),
        });
        refusal = isLeft(answer) ? answer.left : undefined;
        return answer;
      },
      captcha,
      captchaAction: 'register',
      notifier,
      failureMessage: MESSAGES.registerFailed,
      failureMessageOf: registerFailureMessage,
      failureDurationMs: LONG_TOAST_MS,
      successMessage: MESSAGES.registered,
    });
    this.showServerErrors(refusal);
    if (user === undefined) return false;
    this.form.reset();
    navigation.hashRoute(userAreaPath('profile'));
    return true;
  }
}
