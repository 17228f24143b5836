/**
 * Edit your details (SPEC §2 '#/user/edit', §3 User, §5 Accounts, §7 the put override, §8): the
 * fields a visitor owns, filled from their account, checked by core's edit rules; only what
 * changed is sent. A changed email also asks for the current password (the platform does:
 * docs/decisions/0023-current-password.md), never kept in a draft. 'Profile successfully updated.' and
 * the profile on success. SPEC §8 shows no failure toast, so a refusal is said in the form: the
 * platform's errors, or that nothing was saved, with everything typed kept.
 */
import { isLeft } from 'fp-ts/Either';
import { action, computed, makeObservable, observableRef } from 'mobx';
import {
  MESSAGES,
  USER_TEXT_FIELDS,
  isEmailChange,
  userAreaPath,
  validateEditDetails,
} from '../../core/index.js';
import type { EditDetailsField, Failure, User } from '../../core/index.js';
import { LeadFormModel } from '../leads/lead-form.model.js';
import type { AccountFormDependencies } from './account-form.dependencies.js';

/** A field of the edit form: a user's text fields but the locality, which the form does not ask. */
export type EditableField = Exclude<(typeof USER_TEXT_FIELDS)[number], 'locality'>;

/** The fields of the edit form, in the order they show. */
export const EDITABLE_FIELDS: readonly EditableField[] = USER_TEXT_FIELDS.filter(
  (field): field is EditableField => field !== 'locality',
);
export type EditDetailsValues = Readonly<Record<EditableField | 'current_password', string>>;

/** Said in the form when the platform refused without saying why (SPEC §8 shows no toast here). */
export const PROFILE_NOT_SAVED = 'Your details could not be saved. Please try again.';

function valuesOf(user: User): EditDetailsValues {
  return {
    ...(Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, user[field] ?? ''])) as Record<
      EditableField,
      string
    >),
    current_password: '',
  };
}

/** The fields whose trimmed value differs from the account's. */
export function changedFields(values: EditDetailsValues, user: User): Partial<User> {
  const changes: Partial<Record<EditableField, string>> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = values[field].trim();
    if (value !== (user[field] ?? '').trim()) changes[field] = value;
  }
  return changes;
}

export class EditDetailsViewModel {
  readonly title = 'Edit your details';
  readonly form: LeadFormModel<EditDetailsValues, EditDetailsField | EditableField>;
  /** What the platform said about the last attempt. */
  problems: readonly string[] = [];

  constructor(private readonly deps: AccountFormDependencies) {
    this.form = new LeadFormModel<EditDetailsValues, EditDetailsField | EditableField>({
      formId: `account:edit:${deps.account.user.user_id ?? ''}`,
      initial: valuesOf(deps.account.user),
      validate: (values) => validateEditDetails(values, deps.account.user.email),
      drafts: deps.drafts,
      notDrafted: ['current_password'],
    });
    makeObservable(this, {
      problems: observableRef,
      showProblems: action,
      asksCurrentPassword: computed,
    });
  }

  /** The email typed is another address than the account's: the current password is needed too. */
  get asksCurrentPassword(): boolean {
    return isEmailChange(this.form.values.email, this.deps.account.user.email);
  }

  showProblems(failure: Failure | undefined): void {
    if (failure === undefined) this.problems = [];
    else
      this.problems =
        failure.kind === 'validation' && failure.errors.length > 0
          ? failure.errors
          : [PROFILE_NOT_SAVED];
  }

  /** Saves what changed (nothing changed: back to the profile, no call). */
  async submit(): Promise<boolean> {
    const { account, notifier, navigation } = this.deps;
    const changes = changedFields(this.form.values, account.user);
    if (Object.keys(changes).length === 0 && this.form.showAllErrors()) {
      navigation.hashRoute(userAreaPath('profile'));
      return true;
    }
    let refusal: Failure | undefined;
    const user = await this.form.submit({
      send: async () => {
        const answer = await account.updateProfile(
          changes,
          this.asksCurrentPassword ? this.form.values.current_password : undefined,
        );
        refusal = isLeft(answer) ? answer.left : undefined;
        return answer;
      },
      notifier,
      successMessage: MESSAGES.profileUpdated,
    });
    this.showProblems(refusal);
    if (user === undefined) return false;
    navigation.hashRoute(userAreaPath('profile'));
    return true;
  }
}
