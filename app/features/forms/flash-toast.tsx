import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { showToast } from "~/islands/toast";
import { parseFlash } from "~/lib/flash";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Shows the flash message the root loader returns as `toast`: as a toast once the page runs JavaScript, and as
 * plain server-rendered text before that (so a form posted without JavaScript shows its result).
 */
export function FlashToast() {
  const hydrated = useHydrated();
  const data = useRouteLoaderData("root") as { toast?: unknown } | undefined;
  const toast = parseFlash(data?.toast);
  const key = toast ? JSON.stringify([toast.type, toast.title, toast.description]) : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per distinct message
  useEffect(() => {
    if (toast) showToast({ type: toast.type, title: toast.title, description: toast.description });
  }, [key]);

  if (!toast || hydrated) return null;
  return (
    <section
      aria-label="Notification"
      className="fixed right-4 bottom-4 z-50 w-[356px] max-w-[calc(100vw-2rem)] rounded-md border border-border bg-card p-4 text-sm text-foreground shadow-lg"
    >
      <div role={toast.type === "error" ? "alert" : "status"} data-flash-type={toast.type}>
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className="mt-1 text-muted-foreground">{toast.description}</p>
        ) : null}
      </div>
    </section>
  );
}
