// Test support: renders a tool page's UI inside a data router whose route already holds the page
// data its loader would give (ToolPage reads the description with useLoaderData), synchronously.
import { createContext, useContext } from "react";
import { createRoutesStub } from "react-router";
import type { ToolPageData } from "../app/catalogue/page-data";

const PageContent = createContext<React.ReactNode>(null);

function ToolRouteContent() {
  return <>{useContext(PageContent)}</>;
}

const Stub = createRoutesStub([{ id: "tool", path: "/", Component: ToolRouteContent }]);

export function ToolRouteStub({
  children,
  pageData,
}: {
  children: React.ReactNode;
  pageData: ToolPageData;
}) {
  return (
    <PageContent.Provider value={children}>
      <Stub hydrationData={{ loaderData: { tool: pageData } }} />
    </PageContent.Provider>
  );
}
