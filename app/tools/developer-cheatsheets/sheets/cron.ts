// Cron syntax (the five-field crontab format of Vixie cron / cronie), linking to /cron-tools.
import type { Cheatsheet } from "../cheatsheet-types";

export const cronSheet: Cheatsheet = {
  id: "cron",
  title: "Cron syntax",
  summary:
    "The five fields of a crontab line, their special characters and ready-made schedules. Times are in the cron daemon's time zone.",
  links: [{ label: "Explain, validate and build expressions in Cron Tools", href: "/cron-tools" }],
  sections: [
    {
      title: "Fields",
      entries: [
        {
          code: "* * * * * command",
          description: "minute hour day-of-month month day-of-week, then the command",
        },
        { code: "minute: 0-59", description: "First field" },
        { code: "hour: 0-23", description: "Second field" },
        { code: "day of month: 1-31", description: "Third field" },
        { code: "month: 1-12 or JAN-DEC", description: "Fourth field" },
        {
          code: "day of week: 0-7 or SUN-SAT",
          description: "Fifth field; 0 and 7 are both Sunday",
        },
      ],
    },
    {
      title: "Special characters",
      entries: [
        { code: "*", description: "Every value of the field" },
        { code: "1,15", description: "A list of values" },
        { code: "9-17", description: "A range of values" },
        { code: "*/15", description: "Every 15th value (0, 15, 30, 45 for minutes)" },
        { code: "10-50/20", description: "Every 20th value within a range (10, 30, 50)" },
        {
          code: "day-of-month and day-of-week both set",
          description: "Runs when either matches (OR), not both",
        },
      ],
    },
    {
      title: "Shortcuts",
      entries: [
        { code: "@reboot", description: "Once, when the cron daemon starts" },
        {
          code: "@yearly",
          description: "Once a year, midnight on 1 January (same as @annually, 0 0 1 1 *)",
        },
        { code: "@monthly", description: "Midnight on the first of each month (0 0 1 * *)" },
        { code: "@weekly", description: "Midnight on Sunday (0 0 * * 0)" },
        { code: "@daily", description: "Every day at midnight (same as @midnight, 0 0 * * *)" },
        { code: "@hourly", description: "At the start of every hour (0 * * * *)" },
      ],
    },
    {
      title: "Examples",
      entries: [
        { code: "* * * * *", description: "Every minute" },
        { code: "*/5 * * * *", description: "Every 5 minutes" },
        { code: "0 * * * *", description: "Every hour, on the hour" },
        { code: "0 9 * * 1-5", description: "At 09:00 on weekdays" },
        { code: "30 2 * * *", description: "Every day at 02:30" },
        { code: "0 0 * * 0", description: "Every Sunday at midnight" },
        { code: "0 12 1 * *", description: "At noon on the first of every month" },
        { code: "0 0 1 1 *", description: "Once a year, at midnight on 1 January" },
        { code: "0 */6 * * *", description: "Every 6 hours (00:00, 06:00, 12:00, 18:00)" },
        { code: "15 14 1,15 * *", description: "At 14:15 on the 1st and 15th of each month" },
        { code: "0 22 * * 1-5", description: "At 22:00 Monday to Friday" },
        { code: "0 0 * * 6,0", description: "At midnight on Saturdays and Sundays" },
      ],
    },
    {
      title: "crontab",
      entries: [
        { code: "crontab -e", description: "Edit your crontab" },
        { code: "crontab -l", description: "List your crontab" },
        { code: "crontab -r", description: "Remove your crontab (no confirmation)" },
        {
          code: "*/10 * * * * /path/script.sh >> /var/log/script.log 2>&1",
          description:
            "Keep a job's output and errors in a log (cron mails or drops them otherwise)",
        },
        { code: 'MAILTO=""', description: "At the top of a crontab: do not mail job output" },
        {
          code: "CRON_TZ=Europe/Paris",
          description: "Time zone for the following lines (cronie; not every cron supports it)",
        },
        {
          code: "% in a command",
          description: "Means a newline in crontab: escape it as \\% (e.g. date +\\%F)",
        },
      ],
    },
  ],
};
