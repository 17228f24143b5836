/**
 * Forgotten password (SPEC §2 '#/user/forgotten_password', §4, §5, §7 POST /reset_passwords, §8):
 *
 * - A spinner while the platform has not said who the visitor is, for at most 4.5 s (SPEC §9);
 *   then a signed-in visitor (one who followed a reset link, or is changing their password) sees
 *   the new-password form, anyone else the forgot-password form.
 * - The forgot-password form: the email, the hidden anti-spam field and the bot check. The
 *   honeypot filled: the visitor goes to '/' and nothing is sent (SPEC §5). Otherwise, whatever
 *   the platform answers, the thank-you text and SPEC §8's 8 s toast (so the page never says
 *   whether an account exists).
 */
import { right } from 'fp-ts/Either';
import { computed, makeObservable, observable, runInAction } from 'mobx';
import {
  FORGOT_PASSWORD_SPINNER_MS,
  HONEYPOT_REDIRECT,
  MESSAGES,
  isHoneypotFilled,
  validateForgottenPassword,
} from '../../core/index.js';
import type { TimersPort } from '../../core/index.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import { LONG_TOAST_MS, type AccountFormDependencies } from './account-form.dependencies.js';
import { ChangePasswordViewModel } from './change-password.view-model.js';

export interface ForgottenPasswordValues {
  readonly email: string;
}

/** What the screen shows. */
export type ForgottenPasswordStage = 'waiting' | 'reset-password' | 'forgot-password';

export class ForgottenPasswordViewModel {
  readonly title = 'Forgotten password';
  readonly form: LeadFormModel<ForgottenPasswordValues>;
  /** The new-password form, for a signed-in visitor. */
  readonly newPassword: ChangePasswordViewModel;
  /** True once the spinner has shown for its longest. */
  waitedOut = false;

  constructor(private readonly deps: AccountFormDependencies & { readonly timers: TimersPort }) {
    this.form = new LeadFormModel<ForgottenPasswordValues>({
      formId: 'account:forgotten-password',
      initial: { email: '' },
      validate: (values) => validateForgottenPassword(values),
      drafts: deps.drafts,
    });
    this.newPassword = new ChangePasswordViewModel(deps);
    makeObservable(this, { waitedOut: observable, stage: computed });
  }

  get stage(): ForgottenPasswordStage {
    const { account } = this.deps;
    if (!account.known && !this.waitedOut) return 'waiting';
    return account.signedIn ? 'reset-password' : 'forgot-password';
  }

  /** Starts the spinner's clock (when the screen shows); answers the function that stops it. */
  start(): () => void {
    if (this.deps.account.known) return () => undefined;
    const { timers } = this.deps;
    const handle = timers.setTimeout(() => {
      runInAction(() => {
        this.waitedOut = true;
      });
    }, FORGOT_PASSWORD_SPINNER_MS);
    return () => timers.clearTimeout(handle);
  }

  async submit(): Promise<boolean> {
    const { account, captcha, notifier, navigation } = this.deps;
    if (isHoneypotFilled(this.form.honeypot)) {
      navigation.goTo(HONEYPOT_REDIRECT);
      return false;
    }
    const email = this.form.values.email.trim();
    const body = this.form.honeypot;
    const sent = await this.form.submit({
      // The result is not used (SPEC §7): the same thank-you whatever the platform says.
      send: async (captchaToken) => {
        await account.requestPasswordReset({
          email,
          body,
          ...(captchaToken ? { captchaToken } : {}),
        });
        return right(true);
      },
      captcha,
      captchaAction: 'password_reset',
      notifier,
      successMessage: MESSAGES.forgottenPasswordSent,
      successDurationMs: LONG_TOAST_MS,
    });
    return sent === true;
  }
}
