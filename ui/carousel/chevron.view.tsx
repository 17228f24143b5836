/**
 * A carousel's or slider's previous and next buttons: arrows named 'Previous {noun}' and
 * 'Next {noun}', each with the class `arrowClass` gives its side.
 */
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
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
