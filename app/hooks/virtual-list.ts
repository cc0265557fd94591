// Virtual scrolling for lists of fixed-height rows: only the rows in view (plus a margin) exist in
// the DOM, so a list of a million rows scrolls as smoothly as one of ten. Beyond what a browser
// can make one element tall, the scroll range is scaled: scrolling moves proportionally.
import { useCallback, useLayoutEffect, useRef, useState } from "react";

/** Well below every browser's maximum element height (Chromium ≈ 33.5 million px). */
export const MAX_SCROLL_HEIGHT = 10_000_000;

export interface VirtualGeometry {
  count: number;
  rowHeight: number;
  viewportHeight: number;
  /** Largest spacer height allowed (tests use small values). */
  maxHeight?: number;
}

/** The spacer's height and how far the content moves per pixel scrolled. */
function scale({
  count,
  rowHeight,
  viewportHeight,
  maxHeight = MAX_SCROLL_HEIGHT,
}: VirtualGeometry) {
  const contentHeight = count * rowHeight;
  const spacerHeight = Math.min(contentHeight, maxHeight);
  const ratio =
    contentHeight > spacerHeight && spacerHeight > viewportHeight
      ? (contentHeight - viewportHeight) / (spacerHeight - viewportHeight)
      : 1;
  return { contentHeight, spacerHeight, ratio };
}

export interface VirtualWindow {
  /** First and last (exclusive) rows to render. */
  first: number;
  last: number;
  spacerHeight: number;
  /** Top of row `row` inside the spacer, in px. */
  top: (row: number) => number;
}

export function virtualWindow(
  geometry: VirtualGeometry,
  scrollTop: number,
  overscan = 8,
): VirtualWindow {
  const { count, rowHeight, viewportHeight } = geometry;
  const { spacerHeight, ratio } = scale(geometry);
  // Where the view is in the unscaled content.
  const offset = scrollTop * ratio;
  const first = Math.max(0, Math.floor(offset / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((offset + viewportHeight) / rowHeight) + overscan);
  return { first, last, spacerHeight, top: (row) => scrollTop + row * rowHeight - offset };
}

/** The scrollTop that brings `row` fully into view, moving as little as possible (or null: it is). */
export function scrollTopFor(geometry: VirtualGeometry, scrollTop: number, row: number) {
  const { rowHeight, viewportHeight } = geometry;
  const { ratio } = scale(geometry);
  const offset = scrollTop * ratio;
  const rowTop = row * rowHeight;
  let target: number;
  if (rowTop < offset) target = rowTop;
  else if (rowTop + rowHeight > offset + viewportHeight)
    target = rowTop + rowHeight - viewportHeight;
  else return null;
  return Math.max(0, target / ratio);
}

/** Rows of `rowHeight` px in a scrolling element; the hook follows its scroll and size. */
export function useVirtualRows(count: number, rowHeight: number, fallbackViewportHeight: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(fallbackViewportHeight);

  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setViewportHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const geometry: VirtualGeometry = { count, rowHeight, viewportHeight };
  const rows = virtualWindow(geometry, scrollTop);
  // The latest geometry for scrollToRow, which callers keep in callbacks.
  const geometryRef = useRef(geometry);
  useLayoutEffect(() => {
    geometryRef.current = { count, rowHeight, viewportHeight };
  }, [count, rowHeight, viewportHeight]);

  const onScroll = useCallback(
    (event: React.UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
    [],
  );

  const scrollToRow = useCallback((row: number) => {
    const element = viewportRef.current;
    if (!element) return;
    const target = scrollTopFor(geometryRef.current, element.scrollTop, row);
    if (target === null) return;
    element.scrollTop = target;
    setScrollTop(element.scrollTop);
  }, []);

  return { viewportRef, onScroll, scrollToRow, ...rows };
}
