/**
 * A rental's costs panel on its property page: the rent per calendar month and per week, the
 * deposits and any other permitted payment in pounds, when it is available, how it is furnished,
 * the minimum term, and the agency's fees page, redress scheme and client money protection
 * (Consumer Rights Act 2015 s.83). What it shows is worked out by core (`lettingsCostsPanel`,
 * `complianceLinks`); the figures are the platform's, shown as given.
 */
import { NO_RENT_GIVEN } from '../../core/index.js';
import type { ComplianceLink, CostLine, LettingsCostsPanel } from '../../core/index.js';

export interface LettingsCostsViewProps {
  readonly panel: LettingsCostsPanel;
  readonly links: readonly ComplianceLink[];
}

function CostList({
  lines,
  className,
}: {
  readonly lines: readonly CostLine[];
  readonly className: string;
}) {
  return (
    <dl className={`lettings-costs__list ${className}`}>
      {lines.map((line) => (
        <div key={line.label} className="lettings-costs__item">
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The agency's lettings notices: a link where the settings give an address, else the text. */
export function ComplianceLinks({
  links,
  className,
}: {
  readonly links: readonly ComplianceLink[];
  readonly className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          {link.href === undefined ? (
            link.text
          ) : (
            <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
              {link.text}
              {link.external && <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

export function LettingsCostsView({ panel, links }: LettingsCostsViewProps) {
  const rent = panel.rent;
  return (
    <section className="property-section lettings-costs" aria-labelledby="lettings-costs-title">
      <h2 id="lettings-costs-title">Rent and costs</h2>
      {rent ? (
        <p className="lettings-costs__rent">
          <span aria-hidden="true">
            <span className="lettings-costs__monthly">{rent.monthly}</span>
            <span className="lettings-costs__weekly">{rent.weekly}</span>
          </span>
          <span className="visually-hidden">{rent.spoken}</span>
        </p>
      ) : (
        <p className="lettings-costs__rent lettings-costs__rent--none">{NO_RENT_GIVEN}</p>
      )}
      {panel.lines.length > 0 && <CostList lines={panel.lines} className="lettings-costs__terms" />}
      {panel.otherPayments.length > 0 && (
        <>
          <h3 className="lettings-costs__subtitle">Other permitted payments</h3>
          <CostList lines={panel.otherPayments} className="lettings-costs__payments" />
        </>
      )}
      {links.length > 0 && (
        <>
          <h3 className="lettings-costs__subtitle">Fees and protection</h3>
          <ComplianceLinks links={links} className="lettings-costs__notices" />
        </>
      )}
    </section>
  );
}
