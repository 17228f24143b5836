import { expect } from 'chai';
import {
  isThirdPartyPlayer,
  mayLoadVideoPlayer,
  videoPlayButtonText,
  videoPosterNote,
  videoProvider,
} from '../../../core/media/video-consent.js';
import { toEmbed, type VideoEmbed } from '../../../core/media/video-urls.js';
import type { ConsentState } from '../../../core/consent/cookie-consent.js';

function embed(url: string): VideoEmbed {
  const result = toEmbed(url);
  if (result.kind === 'unsupported') throw new Error(`not a video: ${url}`);
  return result;
}

const YOUTUBE = embed('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
const VIMEO = embed('https://vimeo.com/76979871');
const TOUR = embed('https://my.matterport.com/show/?m=SxQL3iGyoDo');
const FILE = embed('https://d1.cloudfront.net/tour.mp4');

describe('videoProvider', () => {
  it('names the company whose player shows the video', () => {
    expect(
      [YOUTUBE, VIMEO, TOUR, embed('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view')].map(
        videoProvider,
      ),
    ).to.deep.equal(['YouTube', 'Vimeo', 'Matterport', 'Google Drive']);
  });

  it('names a host it does not know by its host name', () => {
    expect(
      videoProvider({
        kind: 'virtual-tour',
        player: 'iframe',
        embedUrl: 'https://www.tours.example/x',
      }),
    ).to.equal('tours.example');
  });
});

describe('mayLoadVideoPlayer', () => {
  const states: (ConsentState | 'unknown')[] = [
    'unknown',
    'off',
    'undecided',
    'rejected',
    'accepted',
  ];

  it("loads another company's player by itself only after the visitor accepted cookies", () => {
    expect(states.filter((state) => mayLoadVideoPlayer(YOUTUBE, state, false))).to.deep.equal([
      'accepted',
    ]);
  });

  it('loads it in every state once the visitor pressed its play button', () => {
    expect(states.every((state) => mayLoadVideoPlayer(TOUR, state, true))).to.equal(true);
  });

  it("always loads a file the browser's own player plays (no one else's code, no cookies)", () => {
    expect(isThirdPartyPlayer(FILE)).to.equal(false);
    expect(states.every((state) => mayLoadVideoPlayer(FILE, state, false))).to.equal(true);
  });
});

describe("the poster's words", () => {
  it('say whose player or viewer the button loads', () => {
    expect(videoPlayButtonText(YOUTUBE)).to.equal("Play video (loads YouTube's player)");
    expect(videoPlayButtonText(VIMEO)).to.equal("Play video (loads Vimeo's player)");
    expect(videoPlayButtonText(TOUR)).to.equal("Open virtual tour (loads Matterport's viewer)");
  });

  it('say the company may set its own cookies', () => {
    expect(videoPosterNote(VIMEO)).to.equal('Vimeo may set its own cookies once its player loads.');
  });
});
