import { serviceLabel } from "~/features/contact/services";
import { getDb, withDbRetry } from "~/lib/db.server";
import { consentSummary } from "./consent";
import { type CsvValue, csvLine } from "./csv";
import type { InboxFilters } from "./filters";
import {
  type FollowUp,
  type InboxCursor,
  type LeadListRow,
  leadBatch,
  type MessageListRow,
  messageBatch,
} from "./inbox.server";

/** Rows read per query: the export never holds more than this many in memory. */
export const exportBatchSize = 1000;

type Batch<Row> = (
  cursor: InboxCursor | null,
) => Promise<{ rows: Row[]; next: InboxCursor | null }>;

/** A CSV download, written one batch at a time as the client reads it. */
function csvResponse<Row>(
  name: string,
  header: readonly string[],
  cells: (row: Row) => CsvValue[],
  nextBatch: Batch<Row>,
): Response {
  const encoder = new TextEncoder();
  let cursor: InboxCursor | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    async pull(controller) {
      const batch = await withDbRetry(() => nextBatch(cursor));
      if (batch.rows.length > 0) {
        controller.enqueue(encoder.encode(batch.rows.map((row) => csvLine(cells(row))).join("")));
      }
      if (batch.rows.length < exportBatchSize || !batch.next) controller.close();
      else cursor = batch.next;
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

const followUpHeader = ["Assigned to", "Handled at", "Handled by"] as const;
const followUpCells = (row: FollowUp): CsvValue[] => [
  row.assignedToName,
  row.handledAt,
  row.handledByName,
];

/** The leads matching `filters`, newest first, as `leads-YYYY-MM-DD.csv`. */
export function leadsCsv(filters: InboxFilters, userId: string): Response {
  return csvResponse<LeadListRow>(
    "leads",
    ["Email", "Source", "Consent", "Received", ...followUpHeader],
    (row) => [
      row.email,
      row.source,
      consentSummary(row.consent),
      row.createdAt,
      ...followUpCells(row),
    ],
    (cursor) => leadBatch(getDb(), filters, userId, cursor, exportBatchSize),
  );
}

/** The contact messages matching `filters`, newest first, as `messages-YYYY-MM-DD.csv`. */
export function messagesCsv(filters: InboxFilters, userId: string): Response {
  return csvResponse<MessageListRow>(
    "messages",
    ["Name", "Email", "Company", "Service", "Message", "Status", "Received", ...followUpHeader],
    (row) => [
      row.name,
      row.email,
      row.company,
      row.service ? serviceLabel(row.service) : null,
      row.message,
      row.status,
      row.createdAt,
      ...followUpCells(row),
    ],
    (cursor) => messageBatch(getDb(), filters, userId, cursor, exportBatchSize),
  );
}
