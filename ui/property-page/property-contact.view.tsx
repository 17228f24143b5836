/**
 * The property page's ways to act on a home: Book a viewing (or what the page offers instead),
 * Call and Save, in the quick actions under the price, the contact card beside the page and the
 * phone's action bar. Apart from the page's view so the three places share one set of controls.
 */
import { observer } from 'mobx-react-lite';
import { SavePropertyToggleView } from '../user/save-property-button.view.js';
import type { PropertyPageViewModel } from './property-page.view-model.js';
import { Icon, ICONS } from './property-page-icons.js';

interface PageControlProps {
  readonly vm: PropertyPageViewModel;
  readonly className?: string;
}

/** The page's next step: Book a viewing, or what a home no longer marketed offers instead. */
function NextStepLink({ vm, className = '' }: PageControlProps) {
  return (
    <a className={`button button--primary ${className}`.trim()} href={vm.nextStep.href}>
      {vm.nextStep.label}
    </a>
  );
}

/** 'Call', named by the contact card's number (core's contact routing); none without a number to dial. */
function CallLink({ vm, className = '' }: PageControlProps) {
  const { telephone, telephoneHref } = vm.contact;
  if (!telephone || !telephoneHref) return null;
  const classes = `button button--secondary ${className}`.trim();
  return (
    <a className={classes} href={telephoneHref} aria-label={`Call ${telephone}`}>
      <Icon path={ICONS.phone} />
      <span className="call-link__text" aria-hidden="true">
        Call
      </span>
    </a>
  );
}

/** The page's one save toggle (its save view-model): the contact card's and the phone bar's agree. */
function SaveToggle({ vm, className }: PageControlProps) {
  return (
    <SavePropertyToggleView
      vm={vm.saves}
      propertyId={vm.propertyId}
      address={vm.address}
      card={vm.property}
      variant="labelled"
      {...(className ? { className } : {})}
    />
  );
}

/** Book a viewing (or register for similar homes) and Call, under the price on small screens (the contact card sits further down there). */
export function QuickActions({ vm }: { readonly vm: PropertyPageViewModel }) {
  return (
    <div className="property-quick-actions">
      <NextStepLink vm={vm} />
      <CallLink vm={vm} />
    </div>
  );
}

export const ContactCard = observer(function ContactCard({
  vm,
}: {
  readonly vm: PropertyPageViewModel;
}) {
  const contact = vm.contact;
  return (
    <section className="property-contact" aria-labelledby="property-contact-title">
      <h2 id="property-contact-title" className="property-contact__title">
        Interested in this property?
      </h2>
      {contact.branchName && (
        <p className="property-contact__branch">
          {contact.departmentName ? `${contact.departmentName}, ` : ''}
          {contact.branchUrl ? (
            <a href={contact.branchUrl}>{contact.branchName}</a>
          ) : (
            contact.branchName
          )}
        </p>
      )}
      {contact.branchAddress && (
        <p className="property-contact__address">{contact.branchAddress}</p>
      )}
      <div className="property-contact__actions">
        <a className="button button--primary property-contact__viewing" href={vm.nextStep.href}>
          {vm.nextStep.label}
        </a>
        {vm.newHomesEnquiryHref ? (
          <a
            className="button button--secondary property-contact__interest"
            href={vm.newHomesEnquiryHref}
          >
            Register your interest
          </a>
        ) : null}
        {contact.telephone && contact.telephoneHref && (
          <a
            className="button button--secondary property-contact__phone"
            href={contact.telephoneHref}
          >
            <Icon path={ICONS.phone} />
            <span>
              <span className="visually-hidden">Call </span>
              {contact.telephone}
            </span>
          </a>
        )}
        <a className="property-contact__enquiry" href={vm.contactOfficeHref}>
          <Icon path={ICONS.mail} />
          Send an enquiry
        </a>
        {vm.tenantInfoHref ? (
          <a className="property-contact__enquiry" href={vm.tenantInfoHref}>
            Tenant information
          </a>
        ) : null}
      </div>
      {vm.team.length > 0 && (
        <div className="property-contact__team">
          <h3 className="property-contact__team-title">Your local team</h3>
          <ul className="property-contact__people">
            {vm.team.map((person) => (
              <li key={person.id}>
                <a className="text-link" href={person.href}>
                  <span className="visually-hidden">Contact </span>
                  {person.name}
                </a>
                {person.jobTitle ? (
                  <span className="property-contact__role">, {person.jobTitle}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
      <SaveToggle vm={vm} className="property-contact__save" />
    </section>
  );
});

/**
 * Call, Book a viewing (or what the page offers instead) and Save, fixed to the foot of a phone's
 * window (property-action-bar.css; none from the tablet width up), so they are at hand wherever the
 * visitor has scrolled. The same number, route and save toggle as the contact card's.
 */
export const PropertyActionBar = observer(function PropertyActionBar({
  vm,
}: {
  readonly vm: PropertyPageViewModel;
}) {
  return (
    <div className="property-action-bar" role="group" aria-label="Property actions">
      <CallLink vm={vm} className="property-action-bar__call" />
      <NextStepLink vm={vm} className="property-action-bar__next" />
      <SaveToggle vm={vm} className="property-action-bar__save" />
    </div>
  );
});
