import { expect } from 'chai';
import {
  blockVideos,
  openingLines,
  sliderOf,
} from '../../../ui/content-blocks/block-kinds.view-model.js';
import { aBlocksViewModel } from './content-blocks-builders.js';

describe('what the block kinds derive', () => {
  it('plays accepted hosts only, and warns once about the others (SPEC §5, §8)', () => {
    const { vm, logged } = aBlocksViewModel([
      {
        id: 'film',
        type: 'videoSection',
        videoUrls: [
          'https://www.youtube.com/watch?v=abc123def45',
          'https://videos.unknown.example/a.mp4',
          'https://youtu.be/abc123def45',
        ],
      },
    ]);
    const block = vm.blocks[0];
    if (block?.type !== 'videoSection') throw new Error('expected a video section');
    const videos = blockVideos(vm, block);
    expect(videos.map((video) => video.embed.kind)).to.deep.equal(['youtube']);
    blockVideos(vm, block);
    expect(logged).to.deep.equal([
      'Video format not supported: https://videos.unknown.example/a.mp4',
    ]);
  });

  it('merges a location card’s opening hours in 12-hour format (SPEC §9)', () => {
    const { vm } = aBlocksViewModel([
      {
        id: 'office',
        type: 'locationCard',
        openingHours: [1, 2, 3, 4, 5].map((day) => ({
          day_of_week: day,
          open_time: '09:00',
          close_time: '17:30',
        })),
      },
    ]);
    const block = vm.blocks[0];
    if (block?.type !== 'locationCard') throw new Error('expected a location card');
    expect(openingLines(block)).to.deep.equal([
      { days: 'Mon – Fri', hours: '9am – 5:30pm' },
      { days: 'Sat – Sun', hours: 'Closed' },
    ]);
  });

  it('keeps one slider per block for the page view', () => {
    const { vm } = aBlocksViewModel([]);
    expect(sliderOf(vm, 'featured', 8)).to.equal(sliderOf(vm, 'featured', 8));
    expect(sliderOf(vm, 'featured', 8)).to.not.equal(sliderOf(vm, 'news', 8));
  });
});
