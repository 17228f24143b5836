import { render, setupDom, teardownDom } from '../support/dom.js';
import { expect } from 'chai';
import { VideoModal } from '../../../ui/video/video-modal.view.js';
import { findPropertyVideo, propertyVideos } from '../../../ui/video/property-videos.js';
import { aProperty } from '../property-page/property-page-builders.js';

const videos = propertyVideos(
  aProperty({ propertyVideos: [{ id: 'v1', url: 'https://youtu.be/aqz-KE-bpKQ' }, { id: 'v2', url: 'https://d1.cloudfront.net/tour.mp4' }] }),
);

describe('VideoModal (jsdom)', () => {
  beforeEach(() => setupDom());
  afterEach(() => teardownDom());

  it('plays a hosted video in a titled iframe that allows fullscreen and limits the referrer', async () => {
    const view = await render(<VideoModal video={findPropertyVideo(videos, 'v1')} address="Mill Lane" onClose={() => undefined} />);
    const iframe = view.container.ownerDocument.querySelector('iframe');
    expect(iframe?.getAttribute('src')).to.equal('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(iframe?.getAttribute('title')).to.equal('Video 1: Mill Lane');
    expect(iframe?.hasAttribute('allowfullscreen')).to.equal(true);
    expect(iframe?.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
  });

  it('plays a media file in a video element with controls', async () => {
    await render(<VideoModal video={findPropertyVideo(videos, 'v2')} address="Mill Lane" onClose={() => undefined} />);
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).to.equal('https://d1.cloudfront.net/tour.mp4');
    expect(video?.hasAttribute('controls')).to.equal(true);
  });

  it('says so, with a way back, for an id the property does not have', async () => {
    await render(<VideoModal video={findPropertyVideo(videos, 'nope')} address="Mill Lane" onClose={() => undefined} />);
    expect(document.querySelector('[role="dialog"]')?.textContent).to.contain('Sorry, this video is not available for this property.');
    expect(document.querySelector('a[href="#/"]')?.textContent).to.equal('Back to the property');
    expect(document.querySelector('iframe, video')).to.equal(null);
  });
});
