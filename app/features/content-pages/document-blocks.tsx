import type { DocumentBlock, DocumentTable } from "~/content/legal/document";
import { RichText } from "./rich-text";

/** On a phone a column's name shows beside each cell instead of above the (hidden) header row. */
function CellLabel({ column }: { column: string | undefined }) {
  return (
    <span aria-hidden="true" className="block text-xs font-semibold text-foreground sm:hidden">
      {column}
    </span>
  );
}

/**
 * A table; on phones each row stacks into a card with its cells labelled, so no column gets so
 * narrow that words break mid-word. The explicit roles keep the table's semantics where CSS
 * turns its parts into blocks (`display` would otherwise drop them in some browsers).
 */
function TableBlock({ table }: { table: DocumentTable }) {
  return (
    <div className="rounded-xl border border-border">
      {/* biome-ignore-start lint/a11y/noRedundantRoles: kept for the stacked phone layout */}
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{table.caption}</caption>
        <thead role="rowgroup" className="bg-muted/60 max-sm:sr-only">
          <tr role="row">
            {table.columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-3 font-semibold text-foreground"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border max-sm:block">
          {table.rows.map((row) => (
            <tr role="row" key={String(row[0])} className="align-top max-sm:block max-sm:py-2">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={String(cell)}
                    role="rowheader"
                    scope="row"
                    className="px-4 py-3 font-medium break-words text-foreground max-sm:block max-sm:py-1.5"
                  >
                    <CellLabel column={table.columns[index]} />
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    key={index}
                    role="cell"
                    className="px-4 py-3 break-words text-muted-foreground max-sm:block max-sm:py-1.5"
                  >
                    <CellLabel column={table.columns[index]} />
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* biome-ignore-end lint/a11y/noRedundantRoles: kept for the stacked phone layout */}
    </div>
  );
}

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="text-pretty">
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-primary">
          {block.items.map((item) => (
            <li
              key={typeof item === "string" ? item : JSON.stringify(item)}
              className="pl-1 text-pretty"
            >
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "subheading":
      return <h3 className="pt-2 text-lg font-semibold text-foreground">{block.text}</h3>;
    case "table":
      return <TableBlock table={block.table} />;
  }
}

/** A section's paragraphs, lists, subheadings and tables, in order. */
export function DocumentBlocks({ blocks }: { blocks: readonly DocumentBlock[] }) {
  return (
    <div className="space-y-4 leading-relaxed text-muted-foreground print:text-black">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static content that never reorders
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
