import { changeRows } from "../entries";

const headings = ["Field", "Before", "After"] as const;

/** The fields an entry changed, before and after, as text (never markup from the data). */
export function AuditChanges({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const rows = changeRows(before, after);
  if (rows.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <table className="w-full min-w-64 border border-border text-xs">
      <caption className="sr-only">Changed fields</caption>
      <thead className="bg-muted/50">
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="px-2 py-1 font-medium">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-border align-top">
            <th scope="row" className="px-2 py-1 font-mono font-normal">
              {row.field}
            </th>
            <td className="px-2 py-1 break-all whitespace-pre-wrap">{row.before}</td>
            <td className="px-2 py-1 break-all whitespace-pre-wrap">{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
