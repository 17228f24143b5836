import { expect } from 'chai';
import { findPropertyVideo, propertyVideos } from '../../../ui/video/property-videos.js';
import { aProperty } from '../property-page/property-page-builders.js';

describe('propertyVideos', () => {
  it('keeps playable videos and tours, videos first, and sets unsupported links apart', () => {
    const found = propertyVideos(aProperty());
    expect(found.videos.map((v) => [v.id, v.label, v.sort, v.embed.embedUrl])).to.deep.equal([
      ['vid-1', 'Video', 'video', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
      ['tour-1', '3D virtual tour', 'virtual-tour', 'https://my.matterport.com/show/?m=abc'],
    ]);
    expect(found.unsupported.map((link) => link.url)).to.deep.equal([
      'https://www.dailymotion.com/video/x8m8jtq',
    ]);
  });

  it('drops duplicates and adds the videoUrl under its own id', () => {
    const property = aProperty({
      propertyVideos: [{ id: 'a', url: 'https://youtu.be/aqz-KE-bpKQ' }],
      virtualTours: [],
      videoUrl: 'https://vimeo.com/76979871',
    });
    const found = propertyVideos({
      ...property,
      propertyVideos: [
        ...property.propertyVideos,
        { id: 'b', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      ],
    });
    expect(found.videos.map((v) => [v.id, v.label])).to.deep.equal([
      ['a', 'Video 1'],
      ['video', 'Video 2'],
    ]);
  });

  it('finds the video of a #/video/{id} route, and nothing for an unknown id', () => {
    const found = propertyVideos(aProperty());
    expect(findPropertyVideo(found, 'tour-1')?.embed.player).to.equal('iframe');
    expect(findPropertyVideo(found, 'vid-2')).to.equal(undefined);
  });
});
