import { Share2 } from "lucide-react";
import { toast } from "~/islands/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export const shareMessages = {
  copied: "Link copied to clipboard",
  failed: "Could not copy the link",
} as const;

/**
 * Shares the page: the device's share sheet when there is one, otherwise the URL is copied to
 * the clipboard with a toast. It needs JavaScript, so it stays disabled until the page is ready
 * (on a static page islands/share-button.ts enables it and does the same).
 */
export function ShareButton({
  title,
  url,
  className,
}: {
  title: string;
  url: string;
  className?: string;
}) {
  const hydrated = useHydrated();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(shareMessages.copied);
    } catch {
      toast.error(shareMessages.failed, { description: url });
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      disabled={!hydrated}
      data-share-title={title}
      data-share-url={url}
      className={cn(
        "inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border border-border bg-background px-4 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
    >
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </button>
  );
}
