// Test support: renders a tool page's UI inside a data router whose route already holds the page
// data its loader would give (ToolPage reads the description with useLoaderData), synchronously.
import { createRoutesStub } from "react-router";
import type { ToolPageData } from "~/catalogue/page-data";

const TEST_PAGE_DATA: ToolPageData = {
  description: "A test description of the tool.",
  features: ["One planned feature"],
};

export function ToolRouteStub({
  children,
  pageData = TEST_PAGE_DATA,
}: {
  children: React.ReactNode;
  pageData?: ToolPageData;
}) {
  const Stub = createRoutesStub([{ id: "tool", path: "/", Component: () => <>{children}</> }]);
  return <Stub hydrationData={{ loaderData: { tool: pageData } }} />;
}
