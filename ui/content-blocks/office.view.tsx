/**
 * One office's name (a link to its page when it has one), address and telephone (a tel: link
 * when the number can be dialled): the same card in the branch map's list and the location card.
 */
import { telHref } from '../../core/index.js';
import type { Branch } from '../../core/index.js';

export function OfficeDetails({ branch }: { readonly branch: Branch }) {
  const phone = branch.branchContactNumber ? telHref(branch.branchContactNumber) : undefined;
  return (
    <>
      <p className="office__name">
        {branch.branchUrl ? <a href={branch.branchUrl}>{branch.branchName}</a> : branch.branchName}
      </p>
      {branch.address ? <p>{branch.address}</p> : null}
      {branch.branchContactNumber ? (
        <p>
          {phone ? <a href={phone}>{branch.branchContactNumber}</a> : branch.branchContactNumber}
        </p>
      ) : null}
    </>
  );
}
