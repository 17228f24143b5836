/** The tenant information modal (a chunk of its own): the agency's fees text and a way to ask. */
import { ModalFrame } from '../modal/modal-frame.view.js';
import { SanitisedHtml } from '../content/sanitised-html.view.js';
import type { TenantInfoViewModel } from './tenant-info.view-model.js';
import { overlayHref } from '../../core/index.js';

export interface TenantInfoModalProps {
  readonly vm: TenantInfoViewModel;
  readonly onClose: () => void;
}

export default function TenantInfoModal({ vm, onClose }: TenantInfoModalProps) {
  return (
    <ModalFrame title="Tenant information" onClose={onClose}>
      <div className="tenant-info">
        {vm.address ? (
          <p className="lead-form__intro">Tenancy fees and what to expect for {vm.address}.</p>
        ) : null}
        <SanitisedHtml className="tenant-info__text" html={vm.text ?? ''} />
        {vm.canAskOffice ? (
          <a className="button button--secondary" href={overlayHref('contactOffice')}>
            Ask our lettings team
          </a>
        ) : null}
      </div>
    </ModalFrame>
  );
}
