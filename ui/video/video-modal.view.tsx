/**
 * The video and virtual tour modal, '#/video/{id}' (SPEC §2 Modal routes, §5 Video URLs): an
 * `<iframe>` for hosted players and tours (titled, fullscreen allowed, no referrer beyond the
 * origin), a `<video controls>` for media files. An id the property does not have shows a short
 * message and a way back to the property. The default export is the lazily loaded chunk.
 */
import { IFRAME_ALLOW, type PropertyVideo } from './property-videos.js';
import { ModalFrame } from '../modal/modal-frame.view.js';

export interface VideoModalProps {
  /** The video to play; undefined when the route's id matched none of the property's. */
  readonly video: PropertyVideo | undefined;
  /** The property's address, for the player's title. */
  readonly address: string;
  readonly onClose: () => void;
}


export function VideoModal({ video, address, onClose }: VideoModalProps) {
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
          {video.embed.player === 'video' ? (
            // Agency video files come without caption tracks: the settings carry no captions to offer.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className="video-modal__media" src={video.embed.embedUrl} controls playsInline preload="metadata" title={title}>
              <a href={video.embed.embedUrl}>Download the video</a>
            </video>
          ) : (
            <iframe
              className="video-modal__media"
              src={video.embed.embedUrl}
              title={title}
              allow={IFRAME_ALLOW}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              loading="eager"
            />
          )}
        </div>
        <p className="video-modal__caption">{video.label}</p>
      </div>
    </ModalFrame>
  );
}

export default VideoModal;
