import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import type { Theme } from "~/lib/theme";
import { toastDefaults } from "~/lib/toast-defaults";

/**
 * Sonner's own stylesheet (injected at run time) sets the system font and its light or dark
 * colours on the toaster; the toaster's inline style outranks it. Toasts take the site's font
 * and card colours, and error toasts the destructive ones (app.css), so a failure looks like one.
 */
const toasterStyle = {
  "--width": `${toastDefaults.width}px`,
  "--normal-bg": "var(--card)",
  "--normal-border": "var(--border)",
  "--normal-text": "var(--foreground)",
  fontFamily: "inherit",
} as CSSProperties;

export function Toaster({ theme }: { theme: Theme }) {
  return (
    <Sonner
      theme={theme}
      duration={toastDefaults.duration}
      visibleToasts={toastDefaults.visibleToasts}
      gap={toastDefaults.gap}
      style={toasterStyle}
      toastOptions={{
        classNames: {
          // Sonner's own description colour outranks a plain class.
          description: "text-muted-foreground!",
          error:
            "[--normal-bg:var(--destructive-subtle)] [--normal-border:var(--destructive-border)] [--normal-text:var(--destructive)]",
        },
      }}
    />
  );
}
