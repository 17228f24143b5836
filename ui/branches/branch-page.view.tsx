/**
 * A branch's page (`branches#show`): its name as the page's one h1, the office's location card,
 * its departments (telephone, email, 'Contact {department}'), its team ('Contact {first name}'),
 * its properties with links to all of them, and its map. Every way on is a real link: the
 * enquiry forms are the overlay routes '#/contact-office?department={id}' and
 * '#/contact-staff-member/{id}'.
 */
import { BranchBlocksView } from './branch-blocks.view.js';
import { LazyMap } from '../map/lazy-map.view.js';
import type {
  BranchDepartmentCard,
  BranchPageViewModel,
  BranchStaffCard,
} from './branch-page.view-model.js';

export function BranchPageView({ vm }: { readonly vm: BranchPageViewModel }) {
  const { branch } = vm;
  return (
    <div className="branch-page">
      <div className="container branch-page__intro">
        <p className="branch-page__back">
          <a className="text-link" href={vm.indexHref}>
            All our offices
          </a>
        </p>
        <h1 className="page-title">{vm.title}</h1>
        {branch === undefined ? (
          <p>
            This office&apos;s details cannot be shown just now.{' '}
            <a href={vm.indexHref}>Find another of our offices</a>.
          </p>
        ) : null}
      </div>
      <BranchBlocksView vm={vm.location} />
      {branch !== undefined && vm.departments.length > 0 ? (
        <section
          className="block branch-page__departments"
          aria-labelledby="branch-departments-title"
        >
          <div className="container">
            <h2 id="branch-departments-title" className="block__title">
              Departments
            </h2>
            <ul className="branch-page__cards">
              {vm.departments.map((department) => (
                <DepartmentCard
                  key={department.id}
                  department={department}
                  branchName={branch.branchName}
                />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {branch !== undefined && vm.staff.length > 0 ? (
        <section className="block branch-page__team" aria-labelledby="branch-team-title">
          <div className="container">
            <h2 id="branch-team-title" className="block__title">
              Meet the {branch.branchName} team
            </h2>
            <ul className="branch-page__cards branch-page__cards--team">
              {vm.staff.map((member) => (
                <StaffCard key={member.id} member={member} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <BranchBlocksView vm={vm.properties} />
      {branch !== undefined && vm.marker !== undefined ? (
        <section className="block branch-page__map" aria-labelledby="branch-map-title">
          <div className="container">
            <h2 id="branch-map-title" className="block__title">
              Find us
            </h2>
            <LazyMap
              markers={[vm.marker]}
              label={`Map of the ${branch.branchName} office`}
              className="block-map"
              fallback={
                branch.address ? (
                  <address className="branch-page__address">{branch.address}</address>
                ) : null
              }
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A telephone number or email on its own line, a link where it has one (`said` before it to screen readers). */
function ContactLine({
  className,
  text,
  href,
  said,
}: {
  readonly className: string;
  readonly text: string | undefined;
  readonly href: string | undefined;
  readonly said: string;
}) {
  if (!text) return null;
  return (
    <p className={className}>
      {href ? (
        <a href={href}>
          <span className="visually-hidden">{said}</span> {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

function DepartmentCard({
  department,
  branchName,
}: {
  readonly department: BranchDepartmentCard;
  readonly branchName: string;
}) {
  return (
    <li className="branch-page__card">
      <h3 className="branch-page__card-title">{department.label}</h3>
      <ContactLine
        className="branch-page__line"
        text={department.telephone}
        href={department.telephoneHref}
        said={`Call ${department.label} on`}
      />
      <ContactLine
        className="branch-page__line branch-page__email"
        text={department.email}
        href={department.emailHref}
        said={`Email ${department.label} at`}
      />
      <a className="button button--secondary branch-page__contact" href={department.contactHref}>
        Contact {department.label} <span className="visually-hidden">at {branchName}</span>
      </a>
    </li>
  );
}

function StaffCard({ member }: { readonly member: BranchStaffCard }) {
  return (
    <li className="branch-page__card branch-page__person">
      {member.photo ? (
        <img
          className="branch-page__photo"
          src={member.photo}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="branch-page__person-body">
        <h3 className="branch-page__card-title">{member.fullName}</h3>
        {member.jobTitle ? <p className="branch-page__job">{member.jobTitle}</p> : null}
        {member.department ? (
          <p className="branch-page__line branch-page__muted">{member.department}</p>
        ) : null}
        {member.contactHref ? (
          <a className="text-link branch-page__contact-link" href={member.contactHref}>
            Contact {member.firstName}
            {member.surname ? (
              <>
                {' '}
                <span className="visually-hidden">{member.surname}</span>
              </>
            ) : null}
          </a>
        ) : null}
      </div>
    </li>
  );
}
