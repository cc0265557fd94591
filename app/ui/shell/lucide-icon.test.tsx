// The site's lucide icon factory draws what lucide's own draws: the same element, attributes and
// shapes, so giving it to lucide's icon modules (build-tools/lucide-icon-factory.ts) changes no page.
import type { ComponentType, SVGProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

type IconData = Parameters<typeof createLucideIcon>[0];

/** lucide's own icon module: its component and the data it hands to its factory. */
async function lucideIcon(file: string) {
  const module = (await import(`lucide-react/dist/esm/icons/${file}.mjs` as string)) as {
    default: ComponentType<SVGProps<SVGSVGElement>>;
    __iconData: IconData;
  };
  return { Theirs: module.default, Ours: createLucideIcon(module.__iconData) };
}

/** The markup with each element's attributes sorted, so their order does not count. */
function normalised(markup: string): string {
  return markup.replace(
    /<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g,
    (_, tag, attributes, slash) => {
      // Attributes are name="value" pairs, split where one value's closing quote meets a space.
      const sorted = String(attributes)
        .trim()
        .split('" ')
        .map((part, i, all) => (i < all.length - 1 ? `${part}"` : part))
        .sort();
      return `<${tag} ${sorted.join(" ")}${slash}>`;
    },
  );
}

describe("createLucideIcon", () => {
  it("draws as lucide does, hidden from assistive technology, with the caller's class", async () => {
    for (const file of ["copy", "trash", "file-up", "circle-stop"]) {
      const { Theirs, Ours } = await lucideIcon(file);
      const ours = renderToStaticMarkup(<Ours className="size-4" />);
      expect(ours).toContain('aria-hidden="true"');
      expect(normalised(ours)).toBe(
        normalised(renderToStaticMarkup(<Theirs className="size-4" />)),
      );
    }
  });

  it("is named when given a label, and then not hidden", async () => {
    const { Theirs, Ours } = await lucideIcon("copy");
    const ours = renderToStaticMarkup(<Ours aria-label="Copy" />);
    expect(ours).not.toContain("aria-hidden");
    expect(normalised(ours)).toBe(normalised(renderToStaticMarkup(<Theirs aria-label="Copy" />)));
  });
});
