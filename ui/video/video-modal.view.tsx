/**
 * The video and virtual tour modal, '#/video/{id}' (SPEC §2 Modal routes, §5 Video URLs): an
 * `<iframe>` for hosted players and tours (titled, fullscreen allowed, no referrer beyond the
 * origin), a `<video controls>` for media files; another company's player only after the
 * visitor's choice, a poster until then (video-poster.view.tsx). An id the property does not have
 * shows a short message and a way back to the property. The default export is the lazily loaded
 * chunk.
 */
import { observer } from 'mobx-react-lite';
import { IFRAME_ALLOW, type PropertyVideo } from './property-videos.js';
import { ModalFrame } from '../modal/modal-frame.view.js';
import { usePlayerChoice, VideoPoster } from './video-poster.view.js';
import type { ConsentReader } from '../services/consent-status.js';

export interface VideoModalProps {
  /** The video to play; undefined when the route's id matched none of the property's. */
  readonly video: PropertyVideo | undefined;
  /** The property's address, for the player's title. */
  readonly address: string;
  /** The page's consent state: another company's player loads by itself only after an acceptance. */
  readonly consent: ConsentReader;
  readonly onClose: () => void;
}

export function VideoModal({ video, address, consent, onClose }: VideoModalProps) {
  if (video === undefined) {
    return (
      <ModalFrame title="Video not found" onClose={onClose}>
        <div className="video-modal__missing">
          <p>Sorry, this video is not available for this property.</p>
          <a className="button button--primary" href="#/">
            Back to the property
          </a>
        </div>
      </ModalFrame>
    );
  }
  const title = `${video.label}: ${address}`;
  return (
    <ModalFrame title={title} onClose={onClose} size="wide" hideTitle>
      <div className="video-modal">
        <div className="video-modal__player">
          <VideoPlayer video={video} title={title} consent={consent} />
        </div>
        <p className="video-modal__caption">{video.label}</p>
      </div>
    </ModalFrame>
  );
}

/**
 * The player, or, before the visitor's choice, the poster whose play button puts it in (the
 * link that opened the modal did not say whose player it loads: the poster does).
 */
interface VideoPlayerProps {
  readonly video: PropertyVideo;
  readonly title: string;
  readonly consent: ConsentReader;
}

const VideoPlayer = observer(function VideoPlayer({ video, title, consent }: VideoPlayerProps) {
  const choice = usePlayerChoice(video.embed, consent);
  if (!choice.mayLoad(true)) return <VideoPoster embed={video.embed} onPlay={choice.play} />;
  return video.embed.player === 'video' ? (
    // Agency video files come without caption tracks: the settings carry no captions to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className="video-modal__media"
      src={video.embed.embedUrl}
      controls
      playsInline
      preload="metadata"
      title={title}
    >
      <a href={video.embed.embedUrl}>Download the video</a>
    </video>
  ) : (
    <iframe
      ref={choice.playerRef}
      className="video-modal__media"
      src={video.embed.embedUrl}
      title={title}
      allow={IFRAME_ALLOW}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      loading="eager"
    />
  );
});

export default VideoModal;
