import { pagePerTest, render, screen, userSession, within } from '../support/dom.js';
import { expect } from 'chai';
import sinon from 'sinon';
import { VideoModal } from '../../../ui/video/video-modal.view.js';
import { findPropertyVideo, propertyVideos } from '../../../ui/video/property-videos.js';
import { aProperty } from '../property-page/property-page-builders.js';

const ACCEPTED = { state: 'accepted' } as const;

const videos = propertyVideos(
  aProperty({
    propertyVideos: [
      { id: 'v1', url: 'https://youtu.be/aqz-KE-bpKQ' },
      { id: 'v2', url: 'https://d1.cloudfront.net/tour.mp4' },
    ],
  }),
);

describe('VideoModal (jsdom)', () => {
  pagePerTest();

  it('plays a hosted video in a dialog and an iframe both titled by the video and address, allowing fullscreen and limiting the referrer', async () => {
    await render(
      <VideoModal
        video={findPropertyVideo(videos, 'v1')}
        address="Mill Lane"
        consent={ACCEPTED}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Video 1: Mill Lane' });
    const iframe = within(dialog).getByTitle('Video 1: Mill Lane');
    expect(iframe.tagName).to.equal('IFRAME');
    expect(iframe.getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(iframe.hasAttribute('allowfullscreen')).to.equal(true);
    expect(iframe.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
  });

  it('plays a media file in a video element with controls', async () => {
    await render(
      <VideoModal
        video={findPropertyVideo(videos, 'v2')}
        address="Mill Lane"
        consent={ACCEPTED}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Video 2: Mill Lane' });
    const video = within(dialog).getByTitle('Video 2: Mill Lane');
    expect(video.tagName).to.equal('VIDEO');
    expect(video.getAttribute('src')).to.equal('https://d1.cloudfront.net/tour.mp4');
    expect(video.hasAttribute('controls')).to.equal(true);
  });

  it('shows a poster before a choice, whose button says whose player it loads; a press puts the player in and gives it focus', async () => {
    await render(
      <VideoModal
        video={findPropertyVideo(videos, 'v1')}
        address="Mill Lane"
        consent={{ state: 'rejected' }}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Video 1: Mill Lane' });
    expect(document.querySelector('iframe')).to.equal(null);
    expect(
      within(dialog).getByText('YouTube may set its own cookies once its player loads.'),
    ).to.not.equal(null);
    await userSession().click(
      within(dialog).getByRole('button', { name: "Play video (loads YouTube's player)" }),
    );
    const iframe = within(dialog).getByTitle('Video 1: Mill Lane');
    expect(iframe.getAttribute('src')).to.equal(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(document.activeElement).to.equal(iframe);
  });

  it('plays a media file before a choice: the browser plays it, no one else', async () => {
    await render(
      <VideoModal
        video={findPropertyVideo(videos, 'v2')}
        address="Mill Lane"
        consent={{ state: 'unknown' }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTitle('Video 2: Mill Lane').tagName).to.equal('VIDEO');
  });

  it('says so, with a way back, for an id the property does not have', async () => {
    await render(
      <VideoModal
        video={findPropertyVideo(videos, 'nope')}
        address="Mill Lane"
        consent={ACCEPTED}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Video not found' });
    expect(
      within(dialog).getByText('Sorry, this video is not available for this property.'),
    ).to.not.equal(null);
    expect(
      within(dialog).getByRole('link', { name: 'Back to the property' }).getAttribute('href'),
    ).to.equal('#/');
    expect(document.querySelector('iframe, video')).to.equal(null);
  });

  it('closes with its Close button', async () => {
    const onClose = sinon.spy();
    await render(
      <VideoModal
        video={findPropertyVideo(videos, 'v1')}
        address="Mill Lane"
        consent={ACCEPTED}
        onClose={onClose}
      />,
    );
    await userSession().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose.calledOnce).to.equal(true);
  });
});
