// A catalogue icon (tool, category) drawn from the sprite: the stroke style of lucide's <svg>,
// the shapes from /icons.svg, so no page carries the icons' JavaScript.
import { type CatalogueIconName, ICON_SPRITE_PATH } from "~/catalogue/icons";

export function CatalogueIcon({
  name,
  className,
}: {
  name: CatalogueIconName;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
