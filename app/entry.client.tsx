// Browser entry: React Router's standard one. React 19 hydrates the prerendered document in a
// transition, so hydration yields to the browser between components instead of one long task.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
