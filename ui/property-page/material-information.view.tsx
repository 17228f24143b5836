/**
 * A listing's material information (core/property/material-information.ts): Parts A, B and C
 * as headed groups, each a definition list, every field shown. A field the agency has not given
 * reads 'Not provided – ask the agent', the link opening the office enquiry with a message that
 * names the field ('#/contact-office?ask={field}').
 *
 * A chunk of its own (material-information.section.tsx places it): the server renders it with
 * the page, the browser hydrates it when the chunk has arrived, so its code never weighs on the
 * page's first load.
 */
import { useEffect, useMemo } from 'react';
import {
  NOT_PROVIDED,
  decodeMaterialInformation,
  materialInformationParts,
  type MaterialListing,
  type MaterialPart,
  type MaterialRow,
  type PppwSettings,
  type PropertyDetail,
} from '../../core/index.js';
import { TOKENS } from '../tokens.js';
import { useOptionalInjection } from '../di.js';
import { reportProblems } from '../services/service-logger.js';

/** 'Not provided – ask the agent' as the NOT_PROVIDED text reads, its last words the link. */
const ASK_LINK_TEXT = 'ask the agent';
const NOT_PROVIDED_LEAD = NOT_PROVIDED.slice(0, NOT_PROVIDED.length - ASK_LINK_TEXT.length);

function RowValue({ row }: { readonly row: MaterialRow }) {
  const link = row.link ? (
    <a className="material-info__more" href={row.link.href}>
      {row.link.text}
    </a>
  ) : null;
  if (row.value !== undefined)
    return (
      <dd>
        {row.value}
        {link ? <> {link}</> : null}
      </dd>
    );
  return (
    <dd className="material-info__missing">
      {NOT_PROVIDED_LEAD}
      <a href={row.askHref}>
        {ASK_LINK_TEXT}
        <span className="visually-hidden"> about {row.label}</span>
      </a>
      {link ? <> {link}</> : null}
    </dd>
  );
}

export function MaterialInformationView({ parts }: { readonly parts: readonly MaterialPart[] }) {
  if (parts.length === 0) return null;
  return (
    <section className="property-section material-info" aria-labelledby="material-info-title">
      <h2 id="material-info-title">Material information</h2>
      <p className="material-info__intro">
        What the agent states about this home, as National Trading Standards guidance asks, so you
        can decide before you view. Where something is not provided, ask the agent.
      </p>
      {parts.map((part) => (
        <section
          key={part.id}
          className="material-info__part"
          aria-labelledby={`material-info-part-${part.id}`}
        >
          <h3 id={`material-info-part-${part.id}`} className="material-info__title">
            <span className="material-info__part-name">{part.name}: </span>
            {part.title}
          </h3>
          <dl className="material-info__list">
            {part.rows.map((row) => (
              <div key={row.key} className="material-info__row" data-field={row.key}>
                <dt>{row.label}</dt>
                <RowValue row={row} />
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}

/** What the section is drawn from: the listing, and the theme's student-price settings. */
export interface MaterialInformationProps {
  readonly property: MaterialListing & Pick<PropertyDetail, 'material_information' | 'country'>;
  readonly pppw?: PppwSettings;
}

/** The section for a listing: its material information decoded field by field, a bad field reported and shown as not provided. */
export function MaterialInformationOf({ property, pppw }: MaterialInformationProps) {
  const logger = useOptionalInjection(TOKENS.logger);
  const decoded = useMemo(() => {
    const problems: string[] = [];
    const info = decodeMaterialInformation(
      property.material_information,
      property.country,
      'property_data.material_information',
      problems,
    );
    return { parts: materialInformationParts(property, info, pppw), problems };
  }, [property, pppw]);
  useEffect(() => {
    if (logger) reportProblems(logger, 'The material information', decoded.problems);
  }, [logger, decoded]);
  return <MaterialInformationView parts={decoded.parts} />;
}
