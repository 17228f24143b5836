/**
 * Change password (SPEC §2 '#/user/edit' and '#/user/forgotten_password' signed in, §5, §7, §8):
 * the current password (the platform asks for it: docs/decisions/0023-current-password.md), a new
 * password by the reset rule (the agency's own pattern and title when its settings give them,
 * SPEC §5 "may take a pattern and pattern title from the caller"), and its confirmation.
 *
 * - 200: 'You have successfully changed your password.' and the profile (SPEC §2: the redirect
 *   defaults to /user).
 * - 302 with a Location: a success too, with the same message; the visitor goes there (core's
 *   passwordChangeNavigation: on this page its overlay route, else '/user'; another page loads
 *   with the flash that says it; the navigation adapter keeps it on the site).
 * - 422 with errors: each shows under the form as 'Password {error}' (SPEC §5), without a toast.
 * - Anything else (a failure, an unreadable answer, a redirect without Location): 'Something went
 *   wrong updating your password. Please try again later.', with what was typed kept.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  AFTER_PASSWORD_CHANGE_PATH,
  MESSAGES,
  passwordChangeNavigation,
  passwordErrorsFrom422,
  passwordRequirements,
  validatePasswordChange,
} from '../../core/index.js';
import type { Failure, PasswordRequirement, PasswordRule } from '../../core/index.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import { newPasswordRule, type AccountFormDependencies } from './account-form.dependencies.js';

export interface ChangePasswordValues {
  readonly current_password: string;
  readonly password: string;
  readonly password_confirmation: string;
}

const EMPTY: ChangePasswordValues = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

export class ChangePasswordViewModel {
  readonly title = 'Change your password';
  readonly form: LeadFormModel<ChangePasswordValues>;
  /** The rule the new password must meet (its pattern also goes on the input). */
  readonly rule: PasswordRule;
  /** The platform's objections to the last attempt, as 'Password {error}' (SPEC §5). */
  serverErrors: readonly string[] = [];

  constructor(private readonly deps: AccountFormDependencies) {
    this.rule = newPasswordRule(deps.theme);
    // No drafts: a password lives only in its field.
    this.form = new LeadFormModel<ChangePasswordValues>({
      formId: 'account:password',
      initial: EMPTY,
      validate: (values) => validatePasswordChange(values, this.rule),
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
    this.serverErrors = failure?.kind === 'validation' ? passwordErrorsFrom422(failure.errors) : [];
  }

  async submit(): Promise<boolean> {
    const { account, notifier, navigation } = this.deps;
    let refusal: Failure | undefined;
    const outcome = await this.form.submit({
      send: async () => {
        const answer = await account.changePassword(this.form.values);
        refusal = isLeft(answer) ? answer.left : undefined;
        return answer;
      },
      notifier,
      failureMessage: MESSAGES.passwordChangeFailed,
      failureMessageOf: (failure) =>
        failure.kind === 'validation' && failure.errors.length > 0 ? false : undefined,
    });
    this.showServerErrors(refusal);
    if (outcome === undefined) return false;
    this.form.reset();
    const next =
      outcome.kind === 'redirect'
        ? passwordChangeNavigation(outcome.location, navigation.currentPath())
        : undefined;
    if (next?.kind === 'go') {
      navigation.goTo(next.url);
      return true;
    }
    notifier.success(MESSAGES.passwordChanged, undefined, this.form.toastGroup);
    navigation.hashRoute(next?.hashPath ?? AFTER_PASSWORD_CHANGE_PATH);
    return true;
  }
}
