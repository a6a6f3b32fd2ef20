/**
 * The site's date formats, all in UTC so the server's HTML and the browser's hydration agree.
 * Public pages follow the spec's en-US forms; the staff area uses day-month-year (en-GB).
 * An invalid date formats as "".
 */

const formats = {
  /** "Mar 4, 2025" */
  short: /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }),
  /** "March 4, 2025" */
  long: /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  /** "Mar 2025" */
  monthYear: /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }),
  /** "Mar 4" */
  dayMonth: /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }),
  /** "Mar 4, 2025, 2:05 PM" */
  dateTime: /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }),
  /** "March 4, 2025 at 2:05 PM" */
  longDateTime: /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }),
  /** "4 Mar 2025" */
  staffDate: /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  }),
  /** "4 Mar 2025, 14:05" */
  staffDateTime: /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }),
  /** "4 March 2025 at 14:05": the security notices mailed to members */
  noticeDateTime: /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }),
};

export type DateFormat = keyof typeof formats;

const dateTimeFormats: ReadonlySet<DateFormat> = new Set([
  "dateTime",
  "longDateTime",
  "staffDateTime",
  "noticeDateTime",
]);

/** `value` in one of the site's formats; the date-time formats end in " UTC". */
export function formatDate(value: Date | string, format: DateFormat): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const text = formats[format].format(date);
  return dateTimeFormats.has(format) ? `${text} UTC` : text;
}
