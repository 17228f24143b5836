/**
 * The contact modal behind overlay routes whose full flow is not on this site yet (for example a
 * booking form an agency has not enabled): the visitor still gets a real way to reach the agency.
 */
import { ModalFrame } from '../modal/modal-frame.view.js';
import { telHref } from '../../core/index.js';

export interface ContactFallbackProps {
  readonly title: string;
  readonly intro: string;
  readonly agencyName: string;
  readonly telephone?: string;
  readonly email?: string;
  /** A next step beside calling or writing. */
  readonly action?: { readonly href: string; readonly label: string };
  readonly onClose: () => void;
}

export default function ContactFallbackModal({
  title,
  intro,
  agencyName,
  telephone,
  email,
  action,
  onClose,
}: ContactFallbackProps) {
  const tel = telephone ? telHref(telephone) : undefined;
  return (
    <ModalFrame title={title} onClose={onClose}>
      <div className="contact-fallback">
        <p>{intro}</p>
        <ul className="contact-fallback__ways">
          {telephone && tel && (
            <li>
              Call {agencyName} on{' '}
              <a className="text-link" href={tel}>
                {telephone}
              </a>
            </li>
          )}
          {email && (
            <li>
              Email{' '}
              <a className="text-link" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
        </ul>
        {action ? (
          <a className="button button--primary contact-fallback__action" href={action.href}>
            {action.label}
          </a>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalFrame>
  );
}
