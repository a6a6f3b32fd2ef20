import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import type { Theme } from "~/lib/theme";

/** The spec's toast constants (they equal sonner's defaults; kept explicit on purpose). */
export const toastDefaults = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
} as const;

export function Toaster({ theme }: { theme: Theme }) {
  return (
    <Sonner
      theme={theme}
      duration={toastDefaults.duration}
      visibleToasts={toastDefaults.visibleToasts}
      gap={toastDefaults.gap}
      style={{ "--width": `${toastDefaults.width}px` } as CSSProperties}
      toastOptions={{
        classNames: {
          toast: "border-border bg-card text-foreground",
          description: "text-muted-foreground",
        },
      }}
    />
  );
}
