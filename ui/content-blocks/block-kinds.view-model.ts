/**
 * What the block kinds below the hero derive from their blocks, in their own chunk (nothing here
 * weighs on a page's initial JavaScript): each slider's state (one per block, made on first use,
 * kept for the page view), the playable videos of a video section (accepted hosts only; the
 * others warned about once, SPEC §5, §8 'Video format not supported') and a location card's
 * opening hours (12-hour format, consecutive days with the same hours merged, SPEC §9).
 */
import { collectVideos, mergeOpeningHours } from '../../core/index.js';
import type { ContentBlockOf, OpeningHoursLine } from '../../core/index.js';
import { UNSUPPORTED_VIDEO_WARNING } from '../video/property-videos.js';
import type { BlockVideo, ContentBlocksViewModel } from './content-blocks.view-model.js';
import { SliderViewModel } from './slider.view-model.js';

const sliders = new WeakMap<ContentBlocksViewModel, Map<string, SliderViewModel>>();
const videos = new WeakMap<ContentBlockOf<'videoSection'>, readonly BlockVideo[]>();

/** The slider of a block (`key`: its id, or a part of it), made on first use. */
export function sliderOf(vm: ContentBlocksViewModel, key: string, count: number): SliderViewModel {
  let own = sliders.get(vm);
  if (own === undefined) {
    own = new Map();
    sliders.set(vm, own);
  }
  let slider = own.get(key);
  if (slider === undefined) {
    slider = new SliderViewModel({
      count,
      viewport: vm.viewport,
      motion: vm.motion,
      ...(vm.timer ? { timer: vm.timer } : {}),
    });
    own.set(key, slider);
  }
  return slider;
}

/** The videos a video section can play, worked out (and warned about) once per block. */
export function blockVideos(
  vm: ContentBlocksViewModel,
  block: ContentBlockOf<'videoSection'>,
): readonly BlockVideo[] {
  let playable = videos.get(block);
  if (playable === undefined) {
    const collected = collectVideos(block.videoUrls.map((url) => ({ url })));
    for (const link of collected.unsupported)
      vm.logger.warn(`${UNSUPPORTED_VIDEO_WARNING}: ${link.url}`);
    playable = collected.videos.map(({ link, embed }) => ({ url: link.url, embed }));
    videos.set(block, playable);
  }
  return playable;
}

export function openingLines(block: ContentBlockOf<'locationCard'>): readonly OpeningHoursLine[] {
  return mergeOpeningHours(block.openingHours);
}
