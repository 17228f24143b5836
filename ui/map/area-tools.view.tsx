/**
 * The area search's controls above a map (the branch finder, the results map): "Draw an area"
 * and a search of the part of the map in view; while drawing, a corner at the map's centre (the
 * keyboard's way: the map moves with the arrow keys), removing the last corner, finishing and
 * cancelling. Focus moves to the first drawing button when drawing starts, and back to "Draw an
 * area" after; from the drawing buttons, Tab reaches the map (its arrow keys move it) and
 * Shift+Tab comes back. What drawing needs next is said in a polite status under the map
 * (`AreaNote`), so nothing above the map changes while corners are placed. Escape anywhere
 * in the area search's part of the page cancels the drawing (`useEscapeCancelsDrawing`), before
 * a dialog around it would take the key.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { AreaDrawing } from './area-drawing.js';

export interface AreaToolsProps {
  readonly area: AreaDrawing;
  /** Searches the part of the map in view. */
  readonly onSearchInView: () => void;
  /** Its button's words: 'Search this map area'. */
  readonly searchInViewLabel: string;
  /** False hides that button (the results map offers it once the visitor has moved the map). */
  readonly searchInViewShown?: boolean;
}

export const AreaTools = observer(function AreaTools({
  area,
  onSearchInView,
  searchInViewLabel,
  searchInViewShown = true,
}: AreaToolsProps) {
  const drawRef = useRef<HTMLButtonElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  useFocusOnChange(area.drawing, area.drawing ? addRef : drawRef);
  if (!area.available) return null;
  return (
    <div className="area-tools">
      {area.drawing ? (
        <div className="area-tools__buttons" role="group" aria-label="Drawing an area">
          <ToolButton buttonRef={addRef} onPress={() => area.addCornerAtCentre()}>
            Add a corner at the map's centre
          </ToolButton>
          <ToolButton onPress={() => area.removeLastCorner()} disabled={area.corners.length === 0}>
            Remove the last corner
          </ToolButton>
          <ToolButton primary onPress={() => area.finish()}>
            Finish the area
          </ToolButton>
          <button type="button" className="text-button" onClick={() => area.cancel()}>
            Cancel drawing
          </button>
        </div>
      ) : (
        // 'Draw an area' first: it stays where it is when the other button comes.
        <div className="area-tools__buttons">
          <ToolButton buttonRef={drawRef} onPress={() => area.start()}>
            Draw an area
          </ToolButton>
          {searchInViewShown ? (
            <ToolButton onPress={onSearchInView}>{searchInViewLabel}</ToolButton>
          ) : null}
        </div>
      )}
    </div>
  );
});

/** What drawing needs next (a polite status, there from the moment the map offers drawing). */
export const AreaNote = observer(function AreaNote({ area }: { readonly area: AreaDrawing }) {
  if (!area.available) return null;
  return (
    <p role="status" className="area-tools__note">
      {area.note}
    </p>
  );
});

/** Escape within `region` cancels the drawing (and goes no further: a dialog around stays open). */
export function useEscapeCancelsDrawing(
  region: RefObject<HTMLElement | null>,
  area: AreaDrawing,
  drawing: boolean,
): void {
  useEffect(() => {
    const element = region.current;
    if (!drawing || element === null) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if ((event.key !== 'Escape' && event.key !== 'Esc') || event.defaultPrevented) return;
      event.preventDefault();
      area.cancel();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [region, area, drawing]);
}

/** A button of the area tools: secondary, or primary for the one that ends the drawing. */
function ToolButton({
  primary = false,
  buttonRef,
  onPress,
  disabled,
  children,
}: {
  readonly primary?: boolean;
  readonly buttonRef?: RefObject<HTMLButtonElement | null>;
  readonly onPress: () => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={primary ? 'button button--primary' : 'button button--secondary'}
      onClick={onPress}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

/** Moves focus to `target` when `value` changes (not on the first render). */
function useFocusOnChange(value: boolean, target: RefObject<HTMLElement | null>): void {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    target.current?.focus();
  }, [value, target]);
}
