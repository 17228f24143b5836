/**
 * '#/tenant-info' (SPEC §2: only for lettings properties that have lettings fee text): the
 * property's tenancy fees and what to expect, with a way to ask the lettings team.
 */
import { canShowTenantInfo, officeEnquiry } from '../../core/index.js';
import type { ChunkLoaderPort, PropertyDetail, SiteSettings } from '../../core/index.js';

export class TenantInfoViewModel {
  /** The agency's text (CMS HTML, shown through the one sanitiser), when the route applies. */
  readonly text: string | undefined;
  /** True when '#/contact-office' can take the visitor's questions on this page. */
  readonly canAskOffice: boolean;
  readonly address: string | undefined;

  constructor(
    settings: SiteSettings,
    readonly chunkLoader: ChunkLoaderPort,
  ) {
    const property: PropertyDetail | undefined = settings.property;
    this.text =
      property && canShowTenantInfo(property) ? property.lettingsFeeText?.trim() : undefined;
    this.address = property?.display_address;
    this.canAskOffice =
      officeEnquiry({
        departments: settings.departments,
        branches: settings.branches,
        ...(property ? { property } : {}),
        ...(settings.branchIdContactModal
          ? { branchIdContactModal: settings.branchIdContactModal }
          : {}),
      }) !== undefined;
  }
}
