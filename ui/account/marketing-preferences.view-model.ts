/**
 * Marketing preferences (SPEC §2 '#/user/marketing-preferences', §3, §5 "Marketing preference
 * change requires sign-in", §7, §8): whether the visitor wants the agency's marketing, and the
 * terms, which must be agreed to opt in (opting out needs no agreement). Sent with the page it was
 * changed from. 'Your preferences have been successfully updated' and the profile on success;
 * 'Please sign in to update your preferences' when not signed in; 'There was an error updating
 * your preferences' otherwise, with the choice kept.
 */
import { isLeft, right } from 'fp-ts/Either';
import { MESSAGES, userAreaPath, validateTerms } from '../../core/index.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import type { AccountFormDependencies } from './account-form.dependencies.js';

export interface MarketingPreferencesValues {
  readonly opt_in_marketing: boolean;
  readonly opt_in_terms: boolean;
}

export class MarketingPreferencesViewModel {
  readonly title = 'Marketing preferences';
  readonly form: LeadFormModel<MarketingPreferencesValues>;

  constructor(private readonly deps: AccountFormDependencies) {
    const optedIn = deps.account.user.is_opted_in_to_marketing === true;
    this.form = new LeadFormModel<MarketingPreferencesValues>({
      formId: 'account:marketing',
      initial: { opt_in_marketing: optedIn, opt_in_terms: optedIn },
      validate: (values) => {
        const refused = values.opt_in_marketing
          ? validateTerms(values.opt_in_terms).terms
          : undefined;
        return refused === undefined ? {} : { opt_in_terms: refused };
      },
    });
  }

  async submit(): Promise<boolean> {
    const { account, notifier, navigation, pageUrl } = this.deps;
    const done = await this.form.submit({
      // The port answers nothing on success: `true` tells it apart from a failure's undefined.
      send: async () => {
        const answer = await account.updateMarketingPreferences(
          this.form.values.opt_in_marketing,
          pageUrl(),
        );
        return isLeft(answer) ? answer : right(true);
      },
      notifier,
      failureMessage: MESSAGES.marketingPreferencesFailed,
      failureMessageOf: (failure) =>
        failure.kind === 'unauthorised' ? MESSAGES.marketingPreferencesSignInRequired : undefined,
      successMessage: MESSAGES.marketingPreferencesUpdated,
    });
    if (done === undefined) return false;
    navigation.hashRoute(userAreaPath('profile'));
    return true;
  }
}
