import type { DocumentBlock, DocumentTable } from "~/content/legal/document";
import { RichText } from "./rich-text";

function TableBlock({ table }: { table: DocumentTable }) {
  return (
    // No sideways scrolling: cells wrap (long cookie names included) on narrow screens.
    <div className="rounded-xl border border-border">
      <table className="w-full border-collapse text-left text-sm [overflow-wrap:anywhere]">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold text-foreground">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {table.rows.map((row) => (
            <tr key={String(row[0])} className="align-top">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={String(cell)}
                    scope="row"
                    className="px-4 py-3 font-medium text-foreground"
                  >
                    <RichText text={cell} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <td key={index} className="px-4 py-3 text-muted-foreground">
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
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
