// A Suspense boundary that hydrates as its own piece of work (SiteLayout explains why) and tells
// app/lib/page/hydration-mark.ts when it has: the page is marked hydrated once all of them are.
// The tool's own boundary also holds its controls inert until then: the prerendered fields show the
// defaults, and a key typed into them before the saved input is restored would be lost or, worse,
// replace the saved input. Inert fields take no focus and no keys; the restore (an effect of the
// same or an earlier commit) is in them before the render that lifts `inert`.
import { Suspense, useEffect, useRef, useState } from "react";
import { BOUNDARY_MARKER_ATTRIBUTE, boundaryHydrationDone } from "~/lib/page/hydration-mark";

function BoundaryMarker({ ready }: { ready: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ready && marker.current) boundaryHydrationDone(marker.current);
  }, [ready]);
  // "pending" in the prerendered HTML and in the first browser render, so hydration matches.
  return <span ref={marker} hidden {...{ [BOUNDARY_MARKER_ATTRIBUTE]: "pending" }} />;
}

function InputGate({ children }: { children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  // A render, not a DOM change: it is batched with the restored input's render (or comes after it),
  // so the fields never take keys while they still show the defaults. Not a transition either.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the post-hydration render is the point
  useEffect(() => setReady(true), []);
  return (
    <>
      <div inert={!ready} data-input-gate={ready ? "open" : "closed"} className="contents">
        {children}
      </div>
      <BoundaryMarker ready={ready} />
    </>
  );
}

export function HydrationBoundary({
  children,
  holdInputUntilRestored = false,
}: {
  children: React.ReactNode;
  /** Keep the controls inside inert until hydrated (a tool's fields, which restore saved input). */
  holdInputUntilRestored?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      {holdInputUntilRestored ? (
        <InputGate>{children}</InputGate>
      ) : (
        <>
          {children}
          <BoundaryMarker ready />
        </>
      )}
    </Suspense>
  );
}
