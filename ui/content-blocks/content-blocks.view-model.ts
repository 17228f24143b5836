/**
 * The content blocks of a page (SPEC §1, §3 Content block data, §4 Other): the blocks decoded by
 * the page's factory, and the state the visitor changes on them: which item of an expandable list
 * is open (one at a time; clicking the open one closes it) and which mobile text sections show in
 * full (Read more / Read less). The sliders' state and what the block kinds below the hero derive
 * lives with their chunk (block-kinds.view-model.ts).
 *
 * Built once per page view by a container factory (app/pages/content-blocks.bindings.ts); its
 * constructor starts nothing. `start()` asks for the block kinds' chunk at the page's first quiet
 * moment (deferred-blocks.ts): the blocks below the hero hydrate when it arrives.
 */
import { actionBound, makeObservable, observable } from 'mobx';
import {
  MOBILE_TRUNCATE_CHARS,
  leadPictureBlockId,
  toggleOpen,
  truncateForMobile,
} from '../../core/index.js';
import type {
  Branch,
  ChunkLoaderPort,
  ContentBlock,
  ContentBlockOf,
  IdleSchedulerPort,
  LoggerPort,
  MotionPreferencePort,
  SiteSettings,
  VideoEmbed,
  ViewportPort,
} from '../../core/index.js';
import type { RepeatTimer } from '../carousel/carousel-controls.js';
import type { SearchFormModel } from '../search/search-form.view-model.js';
import type { SavePropertyViewModel } from '../user/save-property.view-model.js';
import { loadBlockKinds } from './deferred-blocks.js';
import type { ConsentReader } from '../services/consent-status.js';

export interface ContentBlocksDependencies {
  readonly blocks: readonly ContentBlock[];
  readonly settings: SiteSettings;
  /** When the page was built (the server's render time while hydrating): 'New Listing' tags. */
  readonly now: Date;
  readonly viewport: ViewportPort;
  /** The reduced-motion preference, made when a slider starts (browser only). */
  readonly motion: () => MotionPreferencePort;
  readonly logger: LoggerPort;
  readonly idle: IdleSchedulerPort;
  readonly chunkLoader: ChunkLoaderPort;
  /** The save toggles of property cards, where the page shows any. */
  readonly saves?: SavePropertyViewModel;
  /** The property search a text-over-image block with `showSearch` holds (a home page's hero). */
  readonly search?: SearchFormModel;
  readonly timer?: RepeatTimer;
  /** The page's consent state (video posters); 'unknown' when absent: players wait for a press. */
  readonly consent?: ConsentReader;
}

/** A text section as a phone shows it: the preview, and whether there is more to read. */
export interface MobileText {
  readonly full: string;
  readonly preview: string;
  readonly truncated: boolean;
}

export interface BlockVideo {
  readonly url: string;
  readonly embed: VideoEmbed;
}

const NO_CONSENT_KNOWN: ConsentReader = { state: 'unknown' };

/** The longest wait for a quiet moment before the blocks below the hero are made live. */
export const BLOCKS_IDLE_TIMEOUT_MS = 2000;

export class ContentBlocksViewModel {
  readonly blocks: readonly ContentBlock[];
  readonly agencyName: string;
  readonly now: Date;
  readonly displaySstcStatusAsSold: boolean;
  readonly saves: SavePropertyViewModel | undefined;
  readonly search: SearchFormModel | undefined;
  readonly viewport: ViewportPort;
  /** The block whose first picture is the page's lead picture (core's leadPictureBlockId). */
  readonly leadPictureBlock: string | undefined;
  readonly motion: () => MotionPreferencePort;
  readonly logger: LoggerPort;
  readonly timer: RepeatTimer | undefined;
  /** The page's consent state, which another company's video player waits for. */
  readonly consent: ConsentReader;
  /** The open item of each expandable list, by block id. */
  readonly openItems = observable.map<string, string>();
  /** Text sections a phone shows in full, by key (a block id, or `{block}/{part}`). */
  readonly expandedTexts = observable.set<string>();
  private readonly deps: ContentBlocksDependencies;

  constructor(deps: ContentBlocksDependencies) {
    this.deps = deps;
    this.blocks = deps.blocks;
    this.leadPictureBlock = leadPictureBlockId(deps.blocks);
    this.agencyName = deps.settings.agencyName;
    this.now = deps.now;
    this.displaySstcStatusAsSold = deps.settings.theme.displaySstcStatusAsSold;
    this.saves = deps.saves;
    this.search = deps.search;
    this.viewport = deps.viewport;
    this.motion = deps.motion;
    this.logger = deps.logger;
    this.timer = deps.timer;
    this.consent = deps.consent ?? NO_CONSENT_KNOWN;
    makeObservable(this, {
      blocks: false,
      leadPictureBlock: false,
      agencyName: false,
      now: false,
      displaySstcStatusAsSold: false,
      saves: false,
      search: false,
      viewport: false,
      motion: false,
      logger: false,
      timer: false,
      consent: false,
      openItems: false,
      expandedTexts: false,
      loadBlockKinds: false,
      toggleItem: actionBound,
      toggleText: actionBound,
    });
  }

  isItemOpen(blockId: string, itemId: string): boolean {
    return this.openItems.get(blockId) === itemId;
  }

  /** Opens an item of a list and closes the one that was open; clicking the open one closes it. */
  toggleItem(blockId: string, itemId: string): void {
    const next = toggleOpen(this.openItems.get(blockId), itemId);
    if (next === undefined) this.openItems.delete(blockId);
    else this.openItems.set(blockId, next);
  }

  isTextExpanded(key: string): boolean {
    return this.expandedTexts.has(key);
  }

  /** Read more / Read less. */
  toggleText(key: string): void {
    if (this.expandedTexts.has(key)) this.expandedTexts.delete(key);
    else this.expandedTexts.add(key);
  }

  /** A text section's mobile preview: 150 characters with an ellipsis, or the block's own amount (SPEC §9). */
  mobileText(text: string, block: Pick<ContentBlock, 'mobileTruncateAmount'>): MobileText {
    const preview = truncateForMobile(text, block.mobileTruncateAmount ?? MOBILE_TRUNCATE_CHARS);
    return { full: text, preview, truncated: preview !== text };
  }

  /** A branch map's branches: the ones it names, in its order, else all of the agency's. */
  branchesOf(block: ContentBlockOf<'branchMap'>): readonly Branch[] {
    const all = this.deps.settings.branches;
    if (block.branchIds === undefined) return all;
    return block.branchIds.flatMap((id) => all.filter((branch) => branch.id === id));
  }

  /** The location card's carousel: the agency's branches. */
  get branches(): readonly Branch[] {
    return this.deps.settings.branches;
  }

  /** Whether any block comes from the block kinds' chunk (anything but text over an image). */
  get hasDeferredBlocks(): boolean {
    return this.blocks.some((block) => block.type !== 'textOverImage');
  }

  /** Asks for the block kinds' chunk now (a visitor's first sign of intent); once only. */
  readonly loadBlockKinds = (): void => {
    void loadBlockKinds(this.deps.chunkLoader);
  };

  /** Asks for the block kinds' chunk at the page's first quiet moment; answers the disposer. */
  start(): () => void {
    if (!this.hasDeferredBlocks) return () => undefined;
    return this.deps.idle(this.loadBlockKinds, BLOCKS_IDLE_TIMEOUT_MS);
  }
}
