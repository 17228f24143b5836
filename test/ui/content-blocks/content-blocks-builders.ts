/** Builders for the content-block tests: a page's settings with blocks, fakes of the ports the blocks use. */
import { decodeContentBlocks, decodeSiteSettings } from '../../../core/index.js';
import type {
  ContentBlock,
  IdleSchedulerPort,
  MotionPreferencePort,
  SiteSettings,
  ViewportPort,
} from '../../../core/index.js';
import {
  ContentBlocksViewModel,
  type ContentBlocksDependencies,
} from '../../../ui/content-blocks/content-blocks.view-model.js';
import type { RepeatTimer } from '../../../ui/carousel/carousel-controls.js';

export const BRANCHES = [
  {
    id: 'b1',
    branchName: 'Taunton',
    branchUrl: '/branches/taunton',
    address: '12 Hammet Street, Taunton',
    branchContactNumber: '01823 250100',
    latitude: 51.01,
    longitude: -3.1,
  },
  {
    id: 'b2',
    branchName: 'Wellington',
    branchUrl: '/branches/wellington',
    address: '27 Fore Street, Wellington',
    branchContactNumber: '01823 660300',
  },
];

/** A page's settings with these raw blocks in its page data. */
export function aBlocksPage(blocks: unknown[], identifier = 'pages#show'): SiteSettings {
  return decodeSiteSettings({
    agency_name: 'Oakfield & Vale',
    authenticityToken: 't',
    page: { identifier, path: '/about-us', title: 'About us', data: { contentBlocks: blocks } },
    header_data: {
      primaryMenuItems: [],
      secondaryMenuItems: [],
      agencyContactTelephone: '01823 250100',
    },
    our_offices_slider_data: BRANCHES,
  }).settings;
}

/** A window of a given width whose resizes the test makes. */
export function aViewport(width: number): ViewportPort & { resizeTo(width: number): void } {
  let current = width;
  const listeners = new Set<() => void>();
  return {
    viewportWidth: () => current,
    scrollY: () => 0,
    onResize: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    onScroll: () => () => undefined,
    trackViewportHeight: () => () => undefined,
    resizeTo(next: number) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A reduced-motion preference the test can change. */
export function aMotion(reduced = false): MotionPreferencePort & {
  change(reduced: boolean): void;
  readonly listeners: Set<(reduced: boolean) => void>;
} {
  let current = reduced;
  const listeners = new Set<(reduced: boolean) => void>();
  return {
    listeners,
    prefersReducedMotion: () => current,
    onReducedMotionChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    change(next: boolean) {
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/** A repeating timer the test ticks by hand. */
export function aManualTimer(): { timer: RepeatTimer; tick(): void; readonly running: number } {
  const ticks = new Set<() => void>();
  return {
    timer: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    tick: () => {
      for (const tick of [...ticks]) tick();
    },
    get running() {
      return ticks.size;
    },
  };
}

/** An idle scheduler that keeps the work until the test runs it. */
export function aManualIdle(): { idle: IdleSchedulerPort; run(): void; readonly pending: number } {
  const work = new Set<() => void>();
  return {
    idle: (job) => {
      work.add(job);
      return () => work.delete(job);
    },
    run: () => {
      for (const job of [...work]) {
        work.delete(job);
        job();
      }
    },
    get pending() {
      return work.size;
    },
  };
}

export function decoded(blocks: unknown[]): ContentBlock[] {
  return decodeContentBlocks(blocks, []);
}

/** A blocks view-model over raw blocks, with fakes for every port (override any). */
export function aBlocksViewModel(
  blocks: unknown[],
  overrides: Partial<ContentBlocksDependencies> = {},
) {
  const logged: string[] = [];
  const idle = aManualIdle();
  const settings = aBlocksPage(blocks);
  const vm = new ContentBlocksViewModel({
    blocks: decoded(blocks),
    settings,
    now: new Date('2026-11-26T10:00:00Z'),
    viewport: aViewport(1280),
    motion: () => aMotion(false),
    logger: {
      warn: (message) => void logged.push(message),
      error: (message) => void logged.push(message),
    },
    idle: idle.idle,
    chunkLoader: async (_id, importer) => ({ ok: true, module: await importer() }),
    ...overrides,
  });
  return { vm, logged, idle };
}
