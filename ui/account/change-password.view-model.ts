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
import {
  AFTER_PASSWORD_CHANGE_PATH,
  MESSAGES,
  passwordChangeNavigation,
  passwordErrorsFrom422,
  validatePasswordChange,
} from '../../core/index.js';
import type { Failure } from '../../core/index.js';
import type { AccountFormDependencies } from './account-form.dependencies.js';
import { NewPasswordFormViewModel } from './new-password-form.view-model.js';

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

export class ChangePasswordViewModel extends NewPasswordFormViewModel<ChangePasswordValues> {
  readonly title = 'Change your password';

  constructor(deps: AccountFormDependencies) {
    // No drafts: a password lives only in its field.
    super(deps, { formId: 'account:password', initial: EMPTY, validate: validatePasswordChange });
  }

  /** The platform's objections, as 'Password {error}' (SPEC §5). */
  protected override problemsOf(errors: readonly string[]): readonly string[] {
    return passwordErrorsFrom422(errors);
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
