/**
 * What the forms that set a new password share (register, change password): the one rule for new
 * passwords, what it needs ticked off as the password is typed, and what the platform objected to
 * in the last attempt, shown with the form.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import { passwordRequirements } from '../../core/index.js';
import type { Failure, FieldErrors, PasswordRequirement, PasswordRule } from '../../core/index.js';
import { LeadFormModel, type FieldsOf, type LeadFormOptions } from '../leads/lead-form.model.js';
import { newPasswordRule, type AccountFormDependencies } from './account-form.dependencies.js';

type NewPasswordValues<V> = FieldsOf<V> & { readonly password: string };

export abstract class NewPasswordFormViewModel<V extends NewPasswordValues<V>> {
  readonly form: LeadFormModel<V>;
  /** The rule the new password must meet, shown before typing (the platform judges it by the same rule). */
  readonly rule: PasswordRule;
  /** What the platform said was wrong with the last attempt (SPEC §5 "the server validationErrors list"). */
  serverErrors: readonly string[] = [];

  /** `form`: the form's options; its rules judge the password by the rule for new passwords. */
  constructor(
    protected readonly deps: AccountFormDependencies,
    form: Omit<LeadFormOptions<V, Extract<keyof V, string>>, 'validate'> & {
      readonly validate: (values: V, rule: PasswordRule) => FieldErrors<Extract<keyof V, string>>;
    },
  ) {
    const rule = newPasswordRule(deps.theme);
    this.rule = rule;
    this.form = new LeadFormModel<V>({
      ...form,
      validate: (values) => form.validate(values, rule),
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
    this.serverErrors = failure?.kind === 'validation' ? this.problemsOf(failure.errors) : [];
  }

  /** The platform's validation errors as the form lists them. */
  protected problemsOf(errors: readonly string[]): readonly string[] {
    return errors;
  }
}
