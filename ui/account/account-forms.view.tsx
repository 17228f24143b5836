/**
 * The account screens of the user panel (SPEC §2 User area): register, sign in, edit details,
 * change password, marketing preferences and forgotten password. Each is a plain form over its
 * view-model, made of the lead forms' fields (one look, one set of error and focus rules).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  MESSAGES,
  userAreaPath,
  type PasswordRequirement,
  type UserAreaScreen,
} from '../../core/index.js';
import {
  CheckboxField,
  EmailField,
  FirstNameField,
  Honeypot,
  LastNameField,
  SubmitButton,
  TelephoneField,
  TermsField,
  TextField,
} from '../leads/form-fields.view.js';
import type { AnyForm } from '../leads/field-parts.view.js';
import { PasswordField } from '../leads/password-field.view.js';
import type { ChangePasswordViewModel } from './change-password.view-model.js';
import type { EditDetailsViewModel } from './edit-details.view-model.js';
import type { ForgottenPasswordViewModel } from './forgotten-password.view-model.js';
import type { MarketingPreferencesViewModel } from './marketing-preferences.view-model.js';
import type { RegisterViewModel } from './register.view-model.js';
import type { SignInViewModel } from './sign-in.view-model.js';

interface Submittable {
  readonly form: { readonly isSubmitting: boolean };
  submit(): Promise<unknown>;
}

/** A screen's heading and its form: submitting never reloads the page; busy while sending. */
const AccountForm = observer(function AccountForm(props: {
  readonly vm: Submittable;
  readonly label: string;
  readonly problems?: readonly string[];
  readonly children: ReactNode;
}) {
  const { vm, label, problems = [], children } = props;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form
      className="lead-form account-form"
      noValidate
      aria-label={label}
      aria-busy={vm.form.isSubmitting || undefined}
      onSubmit={onSubmit}
    >
      <ProblemList problems={problems} />
      {children}
    </form>
  );
});

/** What the platform refused, as a list announced when it appears (SPEC §5 "the server validationErrors list"). */
function ProblemList({ problems }: { readonly problems: readonly string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Like an error summary: a new list takes focus (and so comes into view), above the form it is about.
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="account-problems">
      <p className="account-problems__title">Please check the following:</p>
      <ul className="account-problems__list">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** A screen of the user panel: a section named by its heading (busy while it has nothing to show). */
function AccountScreen({
  headingId,
  title,
  busy = false,
  children,
}: {
  readonly headingId: string;
  readonly title: ReactNode;
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <section className="user-tab" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId} className="user-tab__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A link to another screen of the panel. */
function ScreenLink({
  to,
  children,
}: {
  readonly to: UserAreaScreen;
  readonly children: ReactNode;
}) {
  return (
    <a className="text-link" href={`#${userAreaPath(to)}`}>
      {children}
    </a>
  );
}

/** A way back to another screen of the panel ('Back to profile'). */
function BackLink({ to, children }: { readonly to: UserAreaScreen; readonly children: ReactNode }) {
  return (
    <p className="account-links">
      <ScreenLink to={to}>{children}</ScreenLink>
    </p>
  );
}

/** The password the visitor has now, asked before a change that needs it. */
function CurrentPasswordField({ form, hint }: { readonly form: AnyForm; readonly hint?: string }) {
  return (
    <PasswordField
      form={form}
      field="current_password"
      label="Current password"
      autoComplete="current-password"
      hint={hint}
    />
  );
}

/** A new password, with what the rule needs listed under it, then the same password again. */
function NewPasswordFields({
  form,
  label,
  requirements,
}: {
  readonly form: AnyForm;
  readonly label: 'Password' | 'New password';
  readonly requirements: readonly PasswordRequirement[];
}) {
  return (
    <>
      <PasswordField
        form={form}
        field="password"
        label={label}
        autoComplete="new-password"
        requirements={requirements}
      />
      <PasswordField
        form={form}
        field="password_confirmation"
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
      />
    </>
  );
}

export const RegisterView = observer(function RegisterView({
  vm,
}: {
  readonly vm: RegisterViewModel;
}) {
  const { form } = vm;
  return (
    <AccountScreen headingId="register-heading" title="Register">
      <p className="user-tab__lead">
        Save properties and searches on every device, and hear first about new homes.
      </p>
      <p className="account-links">
        Already registered? <ScreenLink to="sign-in">Sign in</ScreenLink>
      </p>
      <AccountForm vm={vm} label="Register" problems={vm.serverErrors}>
        <FirstNameField form={form} />
        <LastNameField form={form} />
        <EmailField form={form} />
        <TelephoneField form={form} hint="Optional. A UK number, starting 0 or +44." />
        <NewPasswordFields form={form} label="Password" requirements={vm.requirements} />
        <Honeypot form={form} />
        <CheckboxField form={form} field="is_opted_in_to_marketing">
          Send me news about properties and services from the agency
        </CheckboxField>
        <TermsField form={form} purpose="account" />
        <SubmitButton form={form} busyText="Registering…">
          Register
        </SubmitButton>
      </AccountForm>
    </AccountScreen>
  );
});

export const SignInView = observer(function SignInView({ vm }: { readonly vm: SignInViewModel }) {
  const { form } = vm;
  return (
    <AccountScreen headingId="sign-in-heading" title="Sign in">
      <AccountForm vm={vm} label="Sign in">
        <TextField
          form={form}
          field="email"
          label="Email"
          type="email"
          required
          autoComplete="username"
        />
        <PasswordField
          form={form}
          field="password"
          label="Password"
          autoComplete="current-password"
        />
        <SubmitButton form={form} busyText="Signing in…">
          Sign in
        </SubmitButton>
      </AccountForm>
      <p className="account-links">
        <ScreenLink to="forgotten-password">Forgotten password?</ScreenLink>
        <span>
          New here? <ScreenLink to="profile">Register now</ScreenLink>
        </span>
      </p>
    </AccountScreen>
  );
});

/** The new-password form: a section of its own on edit details; the whole screen for a signed-in visitor's forgotten password. */
export const ChangePasswordForm = observer(function ChangePasswordForm({
  vm,
  headingId,
}: {
  readonly vm: ChangePasswordViewModel;
  readonly headingId?: string;
}) {
  const { form } = vm;
  const fields = (
    <AccountForm vm={vm} label={vm.title} problems={vm.serverErrors}>
      <CurrentPasswordField form={form} />
      <NewPasswordFields form={form} label="New password" requirements={vm.requirements} />
      <SubmitButton form={form} busyText="Saving…">
        Change password
      </SubmitButton>
    </AccountForm>
  );
  if (headingId === undefined) return fields;
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h4 id={headingId} className="account-section__heading">
        {vm.title}
      </h4>
      {fields}
    </section>
  );
});

export const EditDetailsView = observer(function EditDetailsView({
  vm,
  password,
}: {
  readonly vm: EditDetailsViewModel;
  readonly password: ChangePasswordViewModel;
}) {
  const { form } = vm;
  return (
    <AccountScreen headingId="edit-heading" title={vm.title}>
      <BackLink to="profile">Back to profile</BackLink>
      <AccountForm vm={vm} label={vm.title} problems={vm.problems}>
        <TextField
          form={form}
          field="title"
          label="Title"
          autoComplete="honorific-prefix"
          hint="Optional, e.g. Mr, Ms, Dr"
        />
        <FirstNameField form={form} />
        <LastNameField form={form} />
        <EmailField form={form} />
        {vm.asksCurrentPassword ? (
          <CurrentPasswordField form={form} hint="Needed to change your email." />
        ) : null}
        <TelephoneField form={form} label="Home telephone" />
        <TelephoneField form={form} field="tel_mobile" label="Mobile telephone" />
        <fieldset className="lead-form__group">
          <legend className="form-field__label">Address</legend>
          <TextField
            form={form}
            field="house_name"
            label="House name"
            autoComplete="address-line1"
          />
          <TextField form={form} field="house_number" label="House number" />
          <TextField
            form={form}
            field="street_address"
            label="Street"
            autoComplete="address-line2"
          />
          <TextField
            form={form}
            field="address_2"
            label="Address line 2"
            autoComplete="address-line3"
          />
          <TextField form={form} field="town" label="Town" autoComplete="address-level2" />
          <TextField form={form} field="county" label="County" autoComplete="address-level1" />
          <TextField form={form} field="postcode" label="Postcode" autoComplete="postal-code" />
        </fieldset>
        <SubmitButton form={form} busyText="Saving…">
          Save details
        </SubmitButton>
      </AccountForm>
      <ChangePasswordForm vm={password} headingId="edit-password-heading" />
    </AccountScreen>
  );
});

export const MarketingPreferencesView = observer(function MarketingPreferencesView({
  vm,
}: {
  readonly vm: MarketingPreferencesViewModel;
}) {
  const { form } = vm;
  return (
    <AccountScreen headingId="marketing-heading" title={vm.title}>
      <AccountForm vm={vm} label={vm.title}>
        <CheckboxField form={form} field="opt_in_marketing">
          Send me news about properties and services from the agency by email
        </CheckboxField>
        <TermsField form={form} field="opt_in_terms" purpose="marketing" />
        <SubmitButton form={form} busyText="Saving…">
          Update preferences
        </SubmitButton>
      </AccountForm>
      <BackLink to="profile">Back to profile</BackLink>
    </AccountScreen>
  );
});

export const ForgottenPasswordView = observer(function ForgottenPasswordView({
  vm,
}: {
  readonly vm: ForgottenPasswordViewModel;
}) {
  useEffect(() => vm.start(), [vm]);
  const { form } = vm;
  if (vm.stage === 'waiting') {
    return (
      <AccountScreen headingId="forgotten-heading" title={vm.title} busy>
        <p className="user-tab__status account-spinner" role="status">
          Checking your account…
        </p>
      </AccountScreen>
    );
  }
  if (vm.stage === 'reset-password') {
    return (
      <AccountScreen headingId="forgotten-heading" title="Set a new password">
        <ChangePasswordForm vm={vm.newPassword} />
      </AccountScreen>
    );
  }
  return (
    <AccountScreen headingId="forgotten-heading" title={vm.title}>
      {form.stage === 'sent' ? (
        <div className="lead-sent" role="status">
          <p className="lead-sent__title">Thank you</p>
          <p>{MESSAGES.forgottenPasswordSent}</p>
          <BackLink to="sign-in">Back to sign in</BackLink>
        </div>
      ) : (
        <>
          <p className="user-tab__lead">
            Enter the email you registered with and we will send you a link to set a new password.
          </p>
          <AccountForm vm={vm} label={vm.title}>
            <EmailField form={form} />
            <Honeypot form={form} />
            <SubmitButton form={form} busyText="Sending…">
              Send reset link
            </SubmitButton>
          </AccountForm>
          <BackLink to="sign-in">Back to sign in</BackLink>
        </>
      )}
    </AccountScreen>
  );
});
