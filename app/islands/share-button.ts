import { showToast } from "./toast";

/**
 * The job page's Share button on a static page (features/jobs/components/share-button.tsx renders
 * it disabled, since sharing needs JavaScript): enabled here, it opens the device's share sheet,
 * or copies the link and says so in a toast, with the React button's words.
 */
async function share(button: HTMLButtonElement) {
  const url = button.dataset.shareUrl ?? window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: button.dataset.shareTitle ?? document.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return; // sheet closed
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast({ type: "success", title: "Link copied to clipboard" });
  } catch {
    showToast({ type: "error", title: "Could not copy the link", description: url });
  }
}

export function start(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-share-url]")) {
    button.disabled = false;
  }
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-share-url]");
    if (!button) return;
    void share(button);
  });
}
