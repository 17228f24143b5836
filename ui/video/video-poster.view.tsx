/**
 * A video before its player may load (core/media/video-consent.ts): a plain poster, drawn by the
 * site (nothing is asked of the other company, not even a thumbnail), with a play button that
 * says whose player it loads, and a line saying that company may set its own cookies. Pressing
 * the button is the visitor's choice for this video: the player takes the poster's place.
 *
 * `usePlayerChoice` holds that press and answers whether the player may be in the page now; the
 * player it returns focus to is the one put in after the press, so a keyboard user goes on from
 * the button to the player.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { mayLoadVideoPlayer, videoPlayButtonText, videoPosterNote } from '../../core/index.js';
import type { VideoEmbed } from '../../core/index.js';
import type { ConsentReader } from '../services/consent-status.js';

export interface PlayerChoice {
  /** The player may be put in now (`ready`: the page wants it, e.g. it is near the viewport). */
  readonly mayLoad: (ready: boolean) => boolean;
  /** The visitor pressed play. */
  readonly pressed: boolean;
  readonly play: () => void;
  /** Give it to the player: it takes focus when it replaces the pressed button. */
  readonly playerRef: RefObject<HTMLIFrameElement | null>;
}

export function usePlayerChoice(embed: VideoEmbed, consent: ConsentReader): PlayerChoice {
  const [pressed, setPressed] = useState(false);
  const playerRef = useRef<HTMLIFrameElement | null>(null);
  useEffect(() => {
    if (pressed) playerRef.current?.focus();
  }, [pressed]);
  return {
    mayLoad: (ready) => pressed || (ready && mayLoadVideoPlayer(embed, consent.state, false)),
    pressed,
    play: () => setPressed(true),
    playerRef,
  };
}

export interface VideoPosterProps {
  readonly embed: VideoEmbed;
  readonly onPlay: () => void;
}

export function VideoPoster({ embed, onPlay }: VideoPosterProps) {
  return (
    <div className="video-poster">
      <button type="button" className="video-poster__play" onClick={onPlay}>
        <svg
          className="video-poster__icon"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.18" />
          <path d="M19 15.5v17l14-8.5z" fill="currentColor" />
        </svg>
        <span className="video-poster__label">{videoPlayButtonText(embed)}</span>
      </button>
      <p className="video-poster__note">{videoPosterNote(embed)}</p>
    </div>
  );
}
