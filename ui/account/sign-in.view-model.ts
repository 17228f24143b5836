/**
 * Sign in (SPEC §2 '#/user/sign-in', §5 Accounts, §7 POST /session, §8): email and password by
 * core's rules; the bot check when the agency turns it on for sign-in (SPEC §4: optional there).
 * 'You have successfully signed in' once the platform confirms who is signed in, then the profile;
 * 'Sign in failed, please try again' otherwise, with what was typed kept.
 */
import { MESSAGES, userAreaPath, validateSignIn } from '../../core/index.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import {
  signInFailureMessage,
  type AccountFormDependencies,
  type PASSWORD_FIELDS,
} from './account-form.dependencies.js';

export interface SignInValues {
  readonly email: string;
  readonly password: string;
}

const EMPTY: SignInValues = { email: '', password: '' };

export class SignInViewModel {
  readonly title = 'Sign in';
  readonly form: LeadFormModel<SignInValues>;

  constructor(private readonly deps: AccountFormDependencies) {
    this.form = new LeadFormModel<SignInValues>({
      formId: 'account:sign-in',
      initial: EMPTY,
      validate: (values) => validateSignIn(values),
      drafts: deps.drafts,
      notDrafted: ['password'] satisfies (typeof PASSWORD_FIELDS)[number][],
    });
  }

  /** Signs in; on success the visitor sees their profile. Answers whether they are signed in. */
  async submit(): Promise<boolean> {
    const { account, captcha, notifier, navigation, theme } = this.deps;
    const { email, password } = this.form.values;
    const user = await this.form.submit({
      send: (captchaToken) =>
        account.signIn({
          email: email.trim(),
          password,
          ...(captchaToken ? { captchaToken } : {}),
        }),
      ...(theme.signInBotCheck ? { captcha } : {}),
      captchaAction: 'sign_in',
      notifier,
      failureMessage: MESSAGES.signInFailed,
      failureMessageOf: signInFailureMessage,
      successMessage: MESSAGES.signedIn,
    });
    if (user === undefined) return false;
    this.form.reset();
    navigation.hashRoute(userAreaPath('profile'));
    return true;
  }
}
