/**
 * The blocks that show media: the branch map and the places map (through the maps port, drawn
 * only when they come near the viewport, with a list of addresses or places where there is no
 * map), and the video section (accepted hosts only; each player put in only when it comes within
 * 100 px of the viewport, SPEC §9, in a frame of fixed shape so nothing moves when it arrives;
 * another company's player only after the visitor's choice, a poster until then).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { branchMarkers, isThirdPartyPlayer } from '../../core/index.js';
import type { Branch, MapMarker, MapPlace } from '../../core/index.js';
import { whenNearViewport } from '../app/near-viewport.js';
import { LazyMap } from '../map/lazy-map.view.js';
import { IFRAME_ALLOW } from '../video/property-videos.js';
import { usePlayerChoice, VideoPoster } from '../video/video-poster.view.js';
import type { ConsentReader } from '../services/consent-status.js';
import type { BlockVideo } from './content-blocks.view-model.js';
import { OfficeDetails } from './office.view.js';

/** Video players load within this distance of the viewport (SPEC §9 video section root margin). */
export const VIDEO_ROOT_MARGIN = '100px';

/** The offices as a list: the map's text alternative, and what stands in without a map. */
export function BranchAddressList({ branches }: { readonly branches: readonly Branch[] }) {
  return (
    <ul className="office-list">
      {branches.map((branch) => (
        <li key={branch.id} className="office">
          <OfficeDetails branch={branch} />
        </li>
      ))}
    </ul>
  );
}

/** A map block's map, named after the block, with its list standing in where there is no map. */
function BlockMap({
  markers,
  label,
  list,
  markersNoun,
}: {
  readonly markers: readonly MapMarker[];
  readonly label: string;
  readonly list: ReactNode;
  /** What the markers are, for a label standing for several ('3 offices'). */
  readonly markersNoun: string;
}) {
  return (
    <LazyMap
      markers={markers}
      label={`Map: ${label}`}
      className="block-map"
      fallback={list}
      markersNoun={markersNoun}
    />
  );
}

export function BranchMapView({
  branches,
  label,
}: {
  readonly branches: readonly Branch[];
  readonly label: string;
}) {
  const markers = branchMarkers(branches);
  const list = <BranchAddressList branches={branches} />;
  if (markers.length === 0) return list;
  return <BlockMap markers={markers} label={label} list={list} markersNoun="offices" />;
}

export function PlacesMapView({
  places,
  label,
}: {
  readonly places: readonly MapPlace[];
  readonly label: string;
}) {
  const markers: MapMarker[] = places.map((place) => ({
    id: place.id,
    lat: place.lat,
    lng: place.lng,
    title: place.name,
    ...(place.url ? { url: place.url } : {}),
  }));
  const list = (
    <ul className="places-list">
      {places.map((place) => (
        <li key={place.id}>
          <span className="places-list__name">
            {place.url ? <a href={place.url}>{place.name}</a> : place.name}
          </span>
          {place.description ? (
            <span className="places-list__text"> {place.description}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <BlockMap markers={markers} label={label} list={list} markersNoun="places" />
      {/* The places in words beside the map: what each marker is, for everyone. */}
      {list}
    </>
  );
}

/**
 * One player, put in when it comes within 100 px of the viewport, if it may load by itself (the
 * browser's own player, or another company's after the visitor accepted cookies); otherwise a
 * poster whose button puts it in (video-poster.view.tsx). The first render is the same on the
 * server and in the browser whatever the choice: nothing is near the viewport yet.
 */
interface LazyPlayerProps {
  readonly video: BlockVideo;
  readonly title: string;
  readonly consent: ConsentReader;
}

const LazyPlayer = observer(function LazyPlayer({ video, title, consent }: LazyPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const choice = usePlayerChoice(video.embed, consent);
  useEffect(() => {
    const frame = frameRef.current;
    if (frame === null || near) return;
    return whenNearViewport(frame, VIDEO_ROOT_MARGIN, () => setNear(true));
  }, [near]);
  const { embed } = video;
  return (
    <div ref={frameRef} className="block-video__frame">
      {!choice.mayLoad(near) ? (
        isThirdPartyPlayer(embed) ? (
          <VideoPoster embed={embed} onPlay={choice.play} />
        ) : (
          <p className="block-video__placeholder">{title}</p>
        )
      ) : embed.player === 'video' ? (
        // Agency video files come without caption tracks: the settings carry none to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          className="block-video__media"
          src={embed.embedUrl}
          controls
          playsInline
          preload="metadata"
          title={title}
        >
          <a href={embed.embedUrl}>Download the video</a>
        </video>
      ) : (
        <iframe
          ref={choice.playerRef}
          className="block-video__media"
          src={embed.embedUrl}
          title={title}
          allow={IFRAME_ALLOW}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading={choice.pressed ? 'eager' : 'lazy'}
        />
      )}
    </div>
  );
});

export interface VideoSectionViewProps {
  readonly videos: readonly BlockVideo[];
  readonly title: string;
  /** The page's consent state: another company's player loads by itself only after an acceptance. */
  readonly consent: ConsentReader;
}

export function VideoSectionView({ videos, title, consent }: VideoSectionViewProps) {
  if (videos.length === 0) return null;
  return (
    <div className={`block-video${videos.length > 1 ? ' block-video--many' : ''}`}>
      {videos.map((video, i) => (
        <LazyPlayer
          key={video.embed.embedUrl}
          video={video}
          consent={consent}
          title={videos.length > 1 ? `${title} (${i + 1} of ${videos.length})` : title}
        />
      ))}
    </div>
  );
}
