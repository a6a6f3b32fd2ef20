import type { Root } from "hast";
import { lazy, useState, useSyncExternalStore } from "react";
import { keepServerMarkup, useServerDeferred } from "~/components/shell/server-parts";
import { type Meta, TextareaField } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { postContentLimit } from "../post-fields";
import type { PostPreviewProps, PostPreview as PostPreviewType } from "./post-preview";

let loadedPreview: typeof PostPreviewType | undefined;
let loadingPreview: Promise<typeof PostPreviewType> | undefined;
const previewListeners = new Set<() => void>();

/**
 * The live preview with the post body's renderer (about 10 KB of the page's JavaScript), loaded
 * when the preview is about to change: the body takes the focus, or the layout is chosen again.
 */
export function loadPostPreview() {
  loadingPreview ??= import("./post-preview").then((module) => {
    loadedPreview = module.PostPreview;
    for (const listener of previewListeners) listener();
    return module.PostPreview;
  });
  return loadingPreview;
}

function subscribeToPreview(listener: () => void) {
  previewListeners.add(listener);
  return () => previewListeners.delete(listener);
}

/** On a client navigation the page waits for it (a transition), so the preview never pops in. */
const PostPreviewOnNavigation = lazy(() =>
  loadPostPreview().then((component) => ({ default: component })),
);

/**
 * The preview: the server renders it; in the browser its markup stays as the server sent it
 * until the live preview has loaded, which then renders the same markup and keeps it current.
 */
function PreviewSlot(props: PostPreviewProps) {
  const ServerPreview = useServerDeferred<PostPreviewProps>("post-preview");
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  const Loaded = useSyncExternalStore(
    subscribeToPreview,
    () => loadedPreview,
    () => undefined,
  );
  const Preview = ServerPreview ?? (fromServer ? Loaded : PostPreviewOnNavigation);
  if (Preview) {
    return (
      <div key="live" className="contents">
        <Preview {...props} />
      </div>
    );
  }
  return (
    <div
      key="server"
      className="contents"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string; the server's markup stays
      dangerouslySetInnerHTML={keepServerMarkup}
    />
  );
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
  const [initial] = useState(() => ({ content, template, categoryId, tree: initialPreview }));
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
        onFocus={() => void loadPostPreview()}
        spellCheck
        minHeight="min-h-96"
        controlClassName="font-mono leading-relaxed"
      />
      <PreviewSlot
        content={content}
        template={template}
        categoryId={categoryId}
        initial={initial}
      />
    </div>
  );
}
