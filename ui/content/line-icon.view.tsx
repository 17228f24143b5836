/**
 * The frame and the stroke the site's line icons are drawn with: a 24-unit drawing in the text's
 * colour, decorative (the control or the words beside it carry its name). Each feature keeps its
 * own drawings; these keep every icon marked, scaled and stroked the same way.
 */
import type { ReactNode } from 'react';

/** An icon's frame: the 24-unit grid shown at `size` pixels, hidden from screen readers and Tab. */
export function IconFrame({
  className,
  size,
  children,
}: {
  readonly className?: string;
  readonly size: number;
  readonly children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A line of an icon, in the text's colour, with round ends and corners. */
export function RoundStroke({ d, width }: { readonly d: string; readonly width: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/** An icon drawn as one round-stroked path. */
export function LineIcon({
  className,
  size,
  path,
  strokeWidth,
}: {
  readonly className?: string;
  readonly size: number;
  readonly path: string;
  readonly strokeWidth: number;
}) {
  return (
    <IconFrame className={className} size={size}>
      <RoundStroke d={path} width={strokeWidth} />
    </IconFrame>
  );
}
