/**
 * The frame of a user-area list tab (saved properties, saved searches, recently viewed): its
 * heading, a loading status while the list is fetched, the empty text when there is nothing, else
 * the list and the tab's controls for the whole list (`footer`).
 */
import type { ReactNode, Ref } from 'react';

export interface UserTabProps {
  /** The heading's id (the list is labelled by it). */
  readonly headingId: string;
  readonly heading: string;
  readonly loading: boolean;
  readonly loadingText: string;
  readonly emptyText: string;
  readonly listClassName: string;
  /** The list's items; none shows `emptyText`. */
  readonly children: readonly ReactNode[];
  /** Controls for the whole list, shown under it while it has items. */
  readonly footer?: ReactNode;
  /** Given, the heading can take focus (where a control that removes itself sends it). */
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

export function UserTab({
  headingId,
  heading,
  loading,
  loadingText,
  emptyText,
  listClassName,
  children,
  footer,
  headingRef,
}: UserTabProps) {
  return (
    <section className="user-tab" aria-labelledby={headingId}>
      <h3
        id={headingId}
        className="user-tab__heading"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {heading}
      </h3>
      {loading && (
        <p className="user-tab__status" role="status">
          {loadingText}
        </p>
      )}
      {children.length === 0 ? (
        <p className="user-tab__empty">{emptyText}</p>
      ) : (
        <>
          <ul className={listClassName} aria-labelledby={headingId}>
            {children}
          </ul>
          {footer}
        </>
      )}
    </section>
  );
}
