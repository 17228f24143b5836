/**
 * The property page, properties#show (SPEC §2): everything the page shows about the
 * property, derived from the settings object and the visitor's search history, plus what the page
 * does once when it opens:
 *
 * - records one property view (SPEC §7 POST /property_views);
 * - records the search it was reached from, with the 'development plot' tag added when the
 *   property has it (SPEC §2 Search pages; core withDevelopmentPlotTag, recorded in the
 *   property-page context so the clicked mark of an equal search survives);
 * - asks for the next and previous properties of that search, across results pages (SPEC §3
 *   propertyLinks, §7 GET /search.ljson).
 *
 * Business rules are core's; this class only puts them together for the view. The hash routes,
 * key facts and the shapes of what it hands the view are in property-page-content.ts.
 */
import { reportProblems } from '../services/service-logger.js';
import { isRight } from 'fp-ts/Either';
import { actionBound, computed, makeObservable, observableRef, runInAction } from 'mobx';
import {
  REGISTER_FOR_SIMILAR_HOMES,
  canShowTenantInfo,
  checkLettingsListing,
  decodeLettingsCosts,
  complianceLinks,
  lettingsCostsPanel,
  contactableStaff,
  listingHeadline,
  listingStanding,
  propertyBranch,
  propertyEnquiry,
  listingPrice,
  statusTags,
  changePage,
  withDevelopmentPlotTag,
  buildSearchPath,
  decodePropertyCards,
  upcomingAuction,
  describeDevelopment,
  isDevelopment,
  staffContactHref,
} from '../../core/index.js';
import type {
  Branch,
  ClockPort,
  ComplianceLink,
  LettingsCostsPanel,
  DevelopmentSummary,
  ListingsPort,
  LoggerPort,
  MapMarker,
  PropertyLinks,
  TrackingPort,
  PropertyCard,
  PropertyDetail,
  SiteSettings,
  StatusTagTheme,
  UpcomingAuction,
} from '../../core/index.js';
import type { SearchHistoryService } from '../services/search-history.service.js';
import type { MaterialInformationProps } from './material-information.view.js';
import type { SavePropertyViewModel } from '../user/save-property.view-model.js';
import {
  propertyVideos,
  warnUnsupportedVideos,
  type PropertyVideos,
} from '../video/property-videos.js';
import {
  PROPERTY_ROUTES,
  keyFacts,
  openStreetMapSearchUrl,
  propertyImagesHref,
  withTelephone,
  type ContactBlock,
  type GalleryPhoto,
  type KeyFact,
  type MapContent,
  type VideoButton,
} from './property-page-content.js';
export interface PropertyPageDeps {
  readonly settings: SiteSettings;
  readonly property: PropertyDetail;
  readonly searchHistory: SearchHistoryService;
  readonly listings: ListingsPort;
  readonly tracking: TrackingPort;
  readonly clock: ClockPort;
  /** The page's save toggle (SPEC §4 saved properties). */
  readonly saves: SavePropertyViewModel;
  /** Where the page data's problems and unsupported video links are reported (SPEC §8: console only). */
  readonly log: LoggerPort;
}

export class PropertyPageViewModel {
  /** Next and previous property links once known (SPEC §3 propertyLinks). */
  links: PropertyLinks | undefined = undefined;
  readonly property: PropertyDetail;
  /** Similar properties from the page data. */
  readonly similar: readonly PropertyCard[];
  /** Saves the property, or removes it from the saved properties. */
  readonly saves: SavePropertyViewModel;
  private readonly problems: readonly string[];
  private readonly videosFound: PropertyVideos;
  private viewRecorded = false;
  private readonly deps: PropertyPageDeps;
  private readonly log: LoggerPort;

  constructor(deps: PropertyPageDeps) {
    this.deps = deps;
    this.saves = deps.saves;
    this.log = deps.log;
    const problems: string[] = [];
    const lettingsCosts = decodeLettingsCosts(
      deps.settings.propertyLettingsCosts,
      'property_data.lettingsCosts',
      problems,
    );
    this.property = lettingsCosts ? { ...deps.property, lettingsCosts } : deps.property;
    // A development's own plots are in its plots table, so not again among similar homes.
    const plots = isDevelopment(deps.property) ? deps.property.childProperties : [];
    const shown = new Set([deps.property.property_id, ...plots.map((plot) => plot.property_id)]);
    this.similar = decodePropertyCards(
      deps.settings.page.data['similar'],
      'page.data.similar',
      problems,
    ).filter((card) => !shown.has(card.property_id));
    this.problems = problems;
    this.videosFound = propertyVideos(deps.property);
    makeObservable<
      PropertyPageViewModel,
      'deps' | 'log' | 'problems' | 'videosFound' | 'viewRecorded'
    >(this, {
      links: observableRef,
      property: false,
      similar: false,
      saves: false,
      deps: false,
      log: false,
      problems: false,
      videosFound: false,
      viewRecorded: false,
      backToSearchUrl: computed,
      searchLink: computed,
      nextUrl: computed,
      previousUrl: computed,
      followPropertyLink: actionBound,
    });
  }

  get propertyId(): string {
    return this.property.property_id;
  }

  get address(): string {
    return this.property.display_address;
  }

  /** The price; a development's is 'From' its cheapest plot still offered (core's describeDevelopment). */
  get price(): string {
    return this.development?.price ?? listingPrice(this.property, this.deps.settings.theme).text;
  }

  /** An auction lot's date to come: 'Auction 9 January 2027' (core's upcomingAuction). */
  get auction(): UpcomingAuction | undefined {
    return upcomingAuction(this.property, this.deps.clock.now());
  }

  /** A development's plots table and range (core's describeDevelopment); undefined for any other listing. */
  get development(): DevelopmentSummary | undefined {
    const { settings, clock } = this.deps;
    return describeDevelopment(this.property, this.statusTheme, clock.now(), settings.theme);
  }

  /** The property type and its standing: 'Terraced house for sale', 'Terraced house, sold' (core's listingHeadline). */
  get channelLabel(): string {
    return listingHeadline(this.property, this.statusTheme, this.deps.clock.now());
  }

  /** Status tags (SPEC §4 Property card tags driven by status). */
  get statusTags(): readonly string[] {
    return statusTags(this.property, this.statusTheme, this.deps.clock.now());
  }

  /** For a home no longer marketed (sold, let agreed…), the sentence that says so; else undefined. */
  get standingNotice(): string | undefined {
    return listingStanding(this.property, this.statusTheme, this.deps.clock.now()).notice;
  }

  private get statusTheme(): StatusTagTheme {
    return { displaySstcStatusAsSold: this.deps.settings.theme.displaySstcStatusAsSold };
  }

  get keyFacts(): readonly KeyFact[] {
    return keyFacts(this.property, this.development);
  }

  /** What the material information section is drawn from; none on a development's page, whose homes are its plots. */
  get materialInformation(): MaterialInformationProps | undefined {
    return this.development
      ? undefined
      : { property: this.property, pppw: this.deps.settings.theme };
  }

  get keyFeatures(): readonly string[] {
    return (this.property.keyFeatures ?? [])
      .map((feature) => feature.trim())
      .filter((feature) => feature !== '');
  }

  /** The CMS HTML description (sanitised by the view before rendering), or '' when there is none. */
  get descriptionHtml(): string {
    return this.property.description?.trim() ?? '';
  }

  get summary(): string {
    return this.property.summary?.trim() ?? '';
  }

  /** Every photo with its alt text and the gallery link opening at it. */
  get gallery(): readonly GalleryPhoto[] {
    return this.property.photos.map((photo, index) => ({
      photo,
      alt:
        photo.imageAlt?.trim() || photo.caption?.trim() || `Photo ${index + 1} of ${this.address}`,
      href: propertyImagesHref(index),
    }));
  }

  get floorplanHref(): string | undefined {
    return this.property.floorplans.length > 0 ? PROPERTY_ROUTES.floorplan : undefined;
  }

  get epcHref(): string | undefined {
    return this.property.epcCharts.length > 0 ? PROPERTY_ROUTES.epcChart : undefined;
  }

  get brochureUrl(): string | undefined {
    return this.property.brochureUrl?.trim() || undefined;
  }

  /** Video and virtual tour buttons, each opening '#/video/{id}'. */
  get videoButtons(): readonly VideoButton[] {
    return this.videosFound.videos.map((video) => ({
      label: video.label,
      href: PROPERTY_ROUTES.video(video.id),
      sort: video.sort,
    }));
  }

  /** The calculators are not offered on lettings properties (SPEC §2 /calculator). */
  get calculatorHref(): string | undefined {
    return this.property.property_channel === 'lettings' ? undefined : PROPERTY_ROUTES.calculator;
  }

  /**
   * The visitor's next step with the agent: book a viewing while the home is marketed; once it is
   * sold or let, register for similar homes (a lead to its branch) instead.
   */
  get nextStep(): { readonly href: string; readonly label: string } {
    return this.standingNotice === undefined
      ? { href: PROPERTY_ROUTES.bookViewing, label: 'Book a viewing' }
      : { href: PROPERTY_ROUTES.registerSimilar, label: REGISTER_FOR_SIMILAR_HOMES };
  }

  /** '#/new-homes-enquiry' where the page offers the new-homes interest form (a development and its plots), else undefined. */
  get newHomesEnquiryHref(): string | undefined {
    return this.deps.settings.page.data['new_homes_form']
      ? PROPERTY_ROUTES.newHomesEnquiry
      : undefined;
  }

  /** A rental's rent, deposits and terms (core's lettingsCostsPanel); undefined for a sale. */
  get lettingsCosts(): LettingsCostsPanel | undefined {
    if (this.property.property_channel !== 'lettings') return undefined;
    return lettingsCostsPanel(this.property, this.deps.clock.now().toISOString().slice(0, 10));
  }

  /** The agency's fees page, redress and client money protection schemes (Consumer Rights Act s.83). */
  get complianceLinks(): readonly ComplianceLink[] {
    return complianceLinks(this.deps.settings.lettingsCompliance);
  }

  /** '#/tenant-info' for a lettings property with fee text (SPEC §2), else undefined. */
  get tenantInfoHref(): string | undefined {
    return canShowTenantInfo(this.property) ? PROPERTY_ROUTES.tenantInfo : undefined;
  }

  /**
   * The branch's people a visitor may write to about this property (SPEC §3 contactableForSales /
   * ForLettings): at most three, each opening '#/contact-staff-member/{id}'.
   */
  get team(): readonly {
    readonly id: string;
    readonly name: string;
    readonly jobTitle?: string;
    readonly href: string;
  }[] {
    const branch = this.branch;
    if (branch === undefined) return [];
    return contactableStaff(branch.staff, this.property.property_channel)
      .slice(0, 3)
      .map((member) => ({
        id: member.staffMemberId,
        name: `${member.firstName} ${member.surname}`.trim(),
        ...(member.jobTitle ? { jobTitle: member.jobTitle } : {}),
        href: staffContactHref(member.staffMemberId),
      }));
  }

  get contactOfficeHref(): string {
    return PROPERTY_ROUTES.contactOffice;
  }

  /** The property's branch (core's propertyBranch: its own, else the contact modal's), if known. */
  get branch(): Branch | undefined {
    const { settings } = this.deps;
    return propertyBranch(this.property, settings.branches, settings.branchIdContactModal);
  }

  /**
   * Who to call about this property: the team '#/contact-office' sends the enquiry to (core's
   * propertyEnquiry, SPEC §9 contact routing), falling back to the agency's number.
   */
  get contact(): ContactBlock {
    const branch = this.branch;
    const agencyTelephone = this.deps.settings.header.agencyContactTelephone?.trim() || undefined;
    if (branch === undefined)
      return agencyTelephone === undefined ? {} : withTelephone({}, agencyTelephone);
    const enquiry = propertyEnquiry(this.property, branch);
    return {
      branchName: branch.branchName,
      ...(branch.branchUrl ? { branchUrl: branch.branchUrl } : {}),
      ...(branch.address ? { branchAddress: branch.address } : {}),
      ...(enquiry.kind === 'department'
        ? { departmentName: enquiry.department.label || enquiry.department.name }
        : {}),
      ...(enquiry.email ? { email: enquiry.email } : {}),
      ...withTelephone({}, enquiry.telephone ?? agencyTelephone),
    };
  }

  /** The map of the property: one marker where the property has coordinates. */
  get map(): MapContent {
    const { latitude, longitude } = this.property;
    const markers: MapMarker[] =
      latitude !== undefined && longitude !== undefined
        ? [{ id: this.propertyId, lat: latitude, lng: longitude, title: this.address }]
        : [];
    return {
      markers,
      label: `Map of ${this.address}`,
      address: this.address,
      searchUrl: openStreetMapSearchUrl(this.address),
    };
  }

  /** Back to search (SPEC §2): the /search URL rebuilt from the history; undefined hides it. */
  get backToSearchUrl(): string | undefined {
    return this.deps.searchHistory.backToSearchUrl(this.propertyId);
  }

  /**
   * The way back to the listings: Back to search when there is a search to go back to, else (a
   * visitor who came straight to the property, from a portal or a shared link) the results page
   * of the property's channel, so the row is never an empty space and nobody is stranded.
   */
  get searchLink(): { readonly href: string; readonly label: string } {
    const back = this.backToSearchUrl;
    if (back !== undefined) return { href: back, label: 'Back to search' };
    const lettings = this.property.property_channel === 'lettings';
    return {
      href: buildSearchPath({ channel: lettings ? 'lettings' : 'sales' }),
      label: lettings ? 'See all properties to rent' : 'See all properties for sale',
    };
  }

  get nextUrl(): string | undefined {
    return this.links?.next;
  }

  get previousUrl(): string | undefined {
    return this.links?.previous;
  }

  get displaySstcStatusAsSold(): boolean {
    return this.deps.settings.theme.displaySstcStatusAsSold;
  }

  get now(): Date {
    return this.deps.clock.now();
  }

  /**
   * Before following a next/previous link to a property on another results page, the history's
   * newest search moves to that page, so the next property page finds itself in it.
   */
  followPropertyLink(which: 'next' | 'previous'): void {
    const page = which === 'next' ? this.links?.nextPage : this.links?.prevPage;
    const head = this.deps.searchHistory.head;
    if (page === undefined || head === undefined) return;
    this.deps.searchHistory.record(changePage(head, page));
  }

  /** The page's one-time work (see the class comment); the disposer drops late answers. */
  start(): () => void {
    let live = true;
    reportProblems(this.log, 'Property page data', this.problems);
    // What breaks the lettings rules is the agency's to put right: shown as given, logged here.
    const lettings = checkLettingsListing(this.property).map((p) => `${p.field}: ${p.text}`);
    reportProblems(this.log, `Lettings listing ${this.propertyId}`, lettings);
    warnUnsupportedVideos(this.videosFound, (message, url) => this.log.warn(`${message}: ${url}`));
    if (!this.viewRecorded) {
      this.viewRecorded = true;
      void this.deps.tracking.propertyView(this.propertyId);
    }
    const history = this.deps.searchHistory;
    history.load();
    const head = history.head;
    if (head !== undefined) {
      const defaultSearchStatus = this.deps.settings.preferences.default_search_status;
      history.record(withDevelopmentPlotTag(head, this.property.tags), {
        propertyId: this.propertyId,
        ...(defaultSearchStatus !== undefined ? { defaultSearchStatus } : {}),
      });
    }
    const search = history.head;
    if (search !== undefined) {
      void this.deps.listings.nextPrevious(search, this.propertyId).then((result) => {
        if (!live || !isRight(result)) return;
        const links = result.right;
        runInAction(() => {
          this.links = links;
        });
        // Found among that search's results: Back to search returns to this results page.
        if (links.next !== undefined || links.previous !== undefined)
          history.markClicked(this.propertyId);
      });
    }
    return () => {
      live = false;
    };
  }
}

/** The notice's heading on a properties#show page whose property has gone, when the page has no title. */
export const PROPERTY_GONE_TITLE = 'Property not found';

/**
 * properties#show as its page data has it: the property's page, or, when the data carries no
 * property (it has left the market), a notice under the page's title. Built by the page chunk's
 * factory (app/pages/property.page.ts); `start()` starts the property's page when there is one.
 */
export class PropertyShowViewModel {
  /** The heading of the notice shown when there is no property: the page's title, else a default. */
  readonly goneTitle: string;

  constructor(
    /** The property's page; undefined when the page data has no property. */
    readonly page: PropertyPageViewModel | undefined,
    pageTitle: string,
  ) {
    this.goneTitle = pageTitle || PROPERTY_GONE_TITLE;
  }

  start(): () => void {
    return this.page?.start() ?? (() => undefined);
  }
}
