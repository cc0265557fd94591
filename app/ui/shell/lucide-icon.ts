// The icon component factory lucide-react's icon modules call, in the few lines this site uses of
// it: an <svg> with lucide's attributes and the icon's shapes. Every page with an icon used to load
// lucide's own (1.5 KiB gz: a context provider, stroke scaling, class merging, name conversions)
// for props no page passes. The build gives lucide's icon modules this file in place of theirs
// (build-tools/lucide-icon-factory.ts); the markup is the same, so a page renders as before.
import { type SVGProps, createElement, forwardRef } from "react";

type IconNode = [tag: string, attributes: Record<string, string>][];
interface IconData {
  name: string;
  node: IconNode;
  aliases?: string[];
}

/** A prop that names the icon for assistive technology; without one it is hidden from them. */
const namesIcon = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) =>
      value != null && (prop.startsWith("aria-") || prop === "role" || prop === "title"),
  );

export default function createLucideIcon(data: IconData) {
  const classes = [
    "lucide",
    `lucide-${data.name}`,
    ...(data.aliases ?? []).map((a) => `lucide-${a}`),
  ];
  return forwardRef<SVGSVGElement, SVGProps<SVGSVGElement>>(function LucideIcon(
    { className, children, ...rest },
    ref,
  ) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes, ...(className ? [className] : [])].join(" "),
        ...(children || namesIcon(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
