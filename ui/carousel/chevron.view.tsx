/**
 * A carousel's or slider's previous and next buttons: arrows named 'Previous {noun}' and
 * 'Next {noun}', each with the class `arrowClass` gives its side.
 */
import { LineIcon } from '../content/line-icon.view.js';

export function PreviousNextButtons({
  noun,
  arrowClass,
  size,
  onPrevious,
  onNext,
}: {
  readonly noun: string;
  readonly arrowClass: (side: 'previous' | 'next') => string;
  readonly size?: number;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}) {
  const sized = size === undefined ? {} : { size };
  return (
    <>
      <button
        type="button"
        className={arrowClass('previous')}
        aria-label={`Previous ${noun}`}
        onClick={onPrevious}
      >
        <Chevron direction="left" {...sized} />
      </button>
      <button
        type="button"
        className={arrowClass('next')}
        aria-label={`Next ${noun}`}
        onClick={onNext}
      >
        <Chevron direction="right" {...sized} />
      </button>
    </>
  );
}

/** The carousels' and sliders' previous/next arrow (decorative: its button carries the name). */
export function Chevron({
  direction,
  size = 24,
}: {
  readonly direction: 'left' | 'right';
  readonly size?: number;
}) {
  return (
    <LineIcon
      size={size}
      path={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      strokeWidth={2}
    />
  );
}
