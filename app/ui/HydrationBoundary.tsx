// A Suspense boundary that hydrates as its own piece of work (SiteLayout explains why) and tells
// app/lib/page/hydration-mark.ts when it has: the page is marked hydrated once all of them are.
import { Suspense, useEffect, useRef } from "react";
import { BOUNDARY_MARKER_ATTRIBUTE, boundaryHydrationDone } from "~/lib/page/hydration-mark";

function BoundaryMarker() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (marker.current) boundaryHydrationDone(marker.current);
  }, []);
  // "pending" in the prerendered HTML and in the first browser render, so hydration matches.
  return <span ref={marker} hidden {...{ [BOUNDARY_MARKER_ATTRIBUTE]: "pending" }} />;
}

export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <BoundaryMarker />
    </Suspense>
  );
}
