import type { Root } from "hast";
import { useEffect, useRef, useState } from "react";
import { MarkdownContent } from "~/features/blog/components/markdown-content";

/** Wait this long after the last keystroke before asking for a preview. */
const previewDelayMs = 400;

/** What the preview shows: the body, its layout, and the preview the server rendered first. */
export interface PostPreviewInput {
  content: string;
  template: string;
  categoryId: string;
}

export interface PostPreviewProps extends PostPreviewInput {
  /** The page's first preview (the server's) and the input it was rendered from. */
  initial: PostPreviewInput & { tree: Root };
}

type PreviewState =
  | { status: "ready"; tree: Root }
  | { status: "loading"; tree: Root }
  | { status: "failed"; tree: Root; error: string };

/**
 * Asks the server to render the body as the public page would (the same Markdown renderer),
 * a moment after typing stops; a newer request cancels an older one. Loaded on demand
 * (markdown-editor.tsx), it asks at once when the body changed before it arrived.
 */
function usePreview({ content, template, categoryId, initial }: PostPreviewProps): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: "ready", tree: initial.tree });
  const first = useRef(true);
  useEffect(() => {
    const unchanged =
      first.current &&
      content === initial.content &&
      template === initial.template &&
      categoryId === initial.categoryId;
    first.current = false;
    if (unchanged) return;
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
  }, [content, template, categoryId, initial]);
  return state;
}

/** The body rendered as on the post page, beside the editor. */
export function PostPreview(props: PostPreviewProps) {
  const preview = usePreview(props);
  return (
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
      {props.content.trim() ? (
        <MarkdownContent tree={preview.tree} />
      ) : (
        <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
      )}
    </section>
  );
}
