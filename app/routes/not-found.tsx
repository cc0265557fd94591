// Any path outside the catalogue. Prerendered at /404 and copied to 404.html, which a static
// host serves with status 404 (see scripts/serve.mjs and the nginx example in README.md).
import { Link } from "react-router";
import { pageMeta } from "~/lib/page/meta";
import { ToolSearch } from "~/ui/shell/ToolSearch";

export function meta() {
  return [
    ...pageMeta({
      title: "Page not found",
      description: "This page does not exist. Search the tools or go back home.",
      path: "/404",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">404</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        There is no tool at this address. Search for the tool you need, or browse them all.
      </p>
      <div className="mt-6">
        <ToolSearch id="not-found-search" primary />
      </div>
      <p className="mt-6">
        <Link to="/" className="font-medium text-blue-700 underline dark:text-blue-300">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
