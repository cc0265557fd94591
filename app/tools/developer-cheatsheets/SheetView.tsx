// One component renders every sheet: its heading, summary, links to related pages and sections.
import { SiteLink } from "~/ui/shell/SiteLink";
import type { Cheatsheet } from "./cheatsheet-types";
import { EntryList, moveBetweenEntries } from "./EntryList";

export function SheetView({ sheet }: { sheet: Cheatsheet }) {
  return (
    <div onKeyDown={moveBetweenEntries} className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold">{sheet.title}</h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{sheet.summary}</p>
        {sheet.links?.map((link) => (
          <p key={link.href} className="mt-1 text-sm">
            <SiteLink
              to={link.href}
              className="font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300 dark:hover:text-blue-200"
            >
              {link.label}
            </SiteLink>
          </p>
        ))}
      </div>
      {sheet.sections.map((section) => (
        // Long sheets (MIME, i18n: over 1,000 entries) lay out only the sections on screen.
        <section
          key={section.title}
          className="[contain-intrinsic-size:auto_600px] [content-visibility:auto]"
        >
          <h3 className="mb-2 text-base font-semibold">{section.title}</h3>
          <EntryList label={section.title} entries={section.entries.map((entry) => ({ entry }))} />
        </section>
      ))}
    </div>
  );
}
