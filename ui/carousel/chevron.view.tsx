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
