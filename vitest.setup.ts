// jest-dom's matchers (toBeInTheDocument, toHaveClass…) are for the DOM: only the test files that
// run in jsdom load them. Its import takes about 0.1 s, and most test files run in plain node.
import type {} from "@testing-library/jest-dom/vitest";

if (typeof document !== "undefined") await import("@testing-library/jest-dom/vitest");
