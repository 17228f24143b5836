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
import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  HONEYPOT_REDIRECT,
  MESSAGES,
  isHoneypotFilled,
  userAreaPath,
  passwordRequirements,
  validateRegistration,
} from '../../core/index.js';
import type { Failure, PasswordRequirement, PasswordRule } from '../../core/index.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import {
  LONG_TOAST_MS,
  PASSWORD_FIELDS,
  newPasswordRule,
  registerFailureMessage,
  type AccountFormDependencies,
} from './account-form.dependencies.js';

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
  first_name: '',
  last_name: '',
  email: '',
  tel_home: '',
  password: '',
  password_confirmation: '',
  is_opted_in_to_marketing: false,
  terms: false,
};

export class RegisterViewModel {
  readonly title = 'Register';
  readonly form: LeadFormModel<RegisterValues>;
  /** The rule the password must meet, shown before typing (the platform judges it by the same rule). */
  readonly rule: PasswordRule;
  /** What the platform said was wrong with the last attempt (SPEC §5 "the server validationErrors list"). */
  serverErrors: readonly string[] = [];

  constructor(private readonly deps: AccountFormDependencies) {
    this.rule = newPasswordRule(deps.theme);
    this.form = new LeadFormModel<RegisterValues>({
      formId: 'account:register',
      initial: EMPTY,
      validate: (values) => validateRegistration(values, this.rule),
      lettersRejected: ['tel_home'],
      drafts: deps.drafts,
      notDrafted: [...PASSWORD_FIELDS],
    });
    makeObservable(this, {
      serverErrors: observableRef,
      requirements: computed,
      showServerErrors: action,
    });
  }

  /** What the new password needs, each part ticked once the password typed has it. */
  get requirements(): readonly PasswordRequirement[] {
    return passwordRequirements(this.form.values.password, this.rule);
  }

  showServerErrors(failure: Failure | undefined): void {
    this.serverErrors = failure?.kind === 'validation' ? failure.errors : [];
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
