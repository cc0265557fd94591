// @vitest-environment jsdom
// A lazily loaded part whose file fails to arrive shows a message in its place, and the rest of the
// page stays (React's own lazy would throw to the root error boundary).
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { PART_UNAVAILABLE_MESSAGE, lazyOptionalPart, lazyPart } from "./lazy-part";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <textarea aria-label="Input" defaultValue="what the user typed" />
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </main>
  );
}

test("a part that loads renders with its props", async () => {
  const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
  render(
    <Page>
      <Part name="Ada" />
    </Page>,
  );
  expect(await screen.findByText("Hello Ada")).toBeTruthy();
});

test("a part whose file cannot be fetched shows the message and the page keeps its input", async () => {
  const Part = lazyPart<typeof Greeting>(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  );
  render(
    <Page>
      <Part name="Ada" />
    </Page>,
  );
  expect((await screen.findByRole("alert")).textContent).toBe(PART_UNAVAILABLE_MESSAGE);
  expect(screen.getByLabelText<HTMLTextAreaElement>("Input").value).toBe("what the user typed");
});

test("an optional part whose file cannot be fetched renders nothing, and the page keeps its input", async () => {
  const Part = lazyOptionalPart<typeof Greeting>(() =>
    Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
  );
  render(
    <Page>
      <Part name="Ada" />
      <p>after the part</p>
    </Page>,
  );
  expect(await screen.findByText("after the part")).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.queryByText("Loading…")).toBeNull();
  expect(screen.getByLabelText<HTMLTextAreaElement>("Input").value).toBe("what the user typed");
});
