// The page's three sections as tabs (app/ui/panels/Tabs: arrow keys, Home and End move between them).
import { TabList, TabPanel } from "~/ui/panels/Tabs";

export type CronTab = "interpret" | "generate" | "crontab";

export const CRON_TABS: readonly { value: CronTab; label: string }[] = [
  { value: "interpret", label: "Interpret & validate" },
  { value: "generate", label: "Generate" },
  { value: "crontab", label: "Crontab file" },
];

// One cron page per document, so a fixed prefix gives unique ids.
const ID_PREFIX = "cron";

export function CronTabList({ tab, onChange }: { tab: CronTab; onChange: (tab: CronTab) => void }) {
  return (
    <TabList
      tabs={CRON_TABS}
      selected={tab}
      onChange={onChange}
      label="Cron tools"
      idPrefix={ID_PREFIX}
    />
  );
}

export function CronTabPanel({
  tab,
  active,
  children,
}: {
  tab: CronTab;
  active: boolean;
  children: React.ReactNode;
}) {
  return (
    <TabPanel idPrefix={ID_PREFIX} value={tab} active={active}>
      {children}
    </TabPanel>
  );
}
