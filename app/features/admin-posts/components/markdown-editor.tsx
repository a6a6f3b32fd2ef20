import type { Root } from "hast";
import { useEffect, useRef, useState } from "react";
import { type Meta, TextareaField } from "~/components/ui/field";
import { MarkdownContent } from "~/features/blog/components/markdown-content";
import { cn } from "~/lib/utils";
import { postContentLimit } from "../post-fields";

/** Wait this long after the last keystroke before asking for a preview. */
const previewDelayMs = 400;

type PreviewState =
  | { status: "ready"; tree: Root }
  | { status: "loading"; tree: Root }
  | { status: "failed"; tree: Root; error: string };

/**
 * Asks the server to render the body as the public page would (the same Markdown renderer),
 * a moment after typing stops; a newer request cancels an older one.
 */
function usePreview(
  input: { content: string; template: string; categoryId: string },
  initial: Root,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: "ready", tree: initial });
  const first = useRef(true);
  const { content, template, categoryId } = input;
  useEffect(() => {
    // The server rendered the preview of the initial content already.
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ status: "loading", tree: current.tree }));
    const timer = setTimeout(async () => {
      const body = new FormData();
      body.set("content", content);
      body.set("template", template);
      body.set("categoryId", categoryId);
      try {
        const response = await fetch("/admin/posts/preview", {
          method: "POST",
          body,
          signal: controller.signal,
        });
        const result = (await response.json()) as
          | { ok: true; tree: Root }
          | { ok: false; error: string };
        setState((current) =>
          result.ok
            ? { status: "ready", tree: result.tree }
            : { status: "failed", tree: current.tree, error: result.error },
        );
      } catch {
        if (controller.signal.aborted) return;
        setState((current) => ({
          status: "failed",
          tree: current.tree,
          error: "The preview could not be updated. Your text is safe; keep writing.",
        }));
      }
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, template, categoryId]);
  return state;
}

/** The Markdown body in a monospace text area, with its rendered preview beside it. */
export function MarkdownEditor({
  content,
  onContentChange,
  template,
  categoryId,
  initialPreview,
  meta,
}: {
  content: string;
  onContentChange: (content: string) => void;
  template: string;
  categoryId: string;
  initialPreview: Root;
  /** The content field's Conform metadata. */
  meta: Meta;
}) {
  const preview = usePreview({ content, template, categoryId }, initialPreview);
  const tooLong = content.length > postContentLimit;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TextareaField
        meta={meta}
        label="Content (Markdown)"
        required={false}
        description={
          <span className={cn(tooLong && "font-medium text-destructive")}>
            {content.length.toLocaleString("en-US")} of {postContentLimit.toLocaleString("en-US")}{" "}
            characters
            {tooLong ? ": too long to save, please shorten it." : "."} Headings (##), lists, links,
            images, tables and fenced code work; raw HTML is removed.
          </span>
        }
        rows={24}
        value={content}
        defaultValue={undefined}
        onChange={(event) => onContentChange(event.target.value)}
        spellCheck
        minHeight="min-h-96"
        controlClassName="font-mono leading-relaxed"
      />
      <section
        aria-labelledby="post-preview-heading"
        aria-busy={preview.status === "loading"}
        className="min-w-0 rounded-lg border border-border p-4"
      >
        <div className="mb-3 flex items-baseline justify-between gap-3 border-b border-border pb-2">
          <h2 id="post-preview-heading" className="text-lg font-semibold">
            Preview
          </h2>
          <p className="text-xs text-muted-foreground">
            {preview.status === "loading" ? "Updating…" : "As on the post page"}
          </p>
        </div>
        {preview.status === "failed" ? (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {preview.error}
          </p>
        ) : null}
        {content.trim() ? (
          <MarkdownContent tree={preview.tree} />
        ) : (
          <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
        )}
      </section>
    </div>
  );
}
