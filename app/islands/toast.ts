import { toastDefaults } from "~/lib/toast-defaults";

/**
 * The site's toasts, on every page (ADR 058, ADR 064): static pages' widgets and hydrated pages'
 * React components both call these, so one implementation in a few lines of DOM replaces sonner.
 * The spec's constants (4 s, at most three, 356 px, newest last), bottom right (top on a phone), the site's font
 * and card colours, errors in the destructive ones, and sonner's data attributes, which the tests
 * find toasts by. A toast is a status message (an error an alert): screen readers announce it.
 * The pointer on it keeps it, as sonner did.
 */
export interface Toast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

const toastClass =
  "pointer-events-auto rounded-md border p-4 text-sm shadow-lg [overflow-wrap:anywhere] border-border bg-card text-foreground data-[type=error]:border-destructive-border data-[type=error]:bg-destructive-subtle data-[type=error]:text-destructive";

/** The toasts' list, made once; made before the first toast, so that screen readers announce it. */
export function toaster(): HTMLOListElement {
  const list = document.querySelector<HTMLOListElement>("ol[data-island-toaster]") ?? newToaster();
  const section = list.parentElement as HTMLElement;
  // Over an open modal dialog the toasts go inside it, in the top layer above it: behind it they
  // would be covered and inert (screen readers would not announce them).
  const dialog = document.querySelector("dialog:modal");
  if (dialog) {
    if (section.parentElement !== dialog) dialog.append(section);
    section.popover = "manual";
    if (!section.matches(":popover-open")) section.showPopover();
  } else if (section.parentElement !== document.body) {
    section.removeAttribute("popover");
    document.body.append(section);
  }
  return list;
}

function newToaster(): HTMLOListElement {
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notifications");
  // No look of its own as a popover (over a modal dialog); the list is the toasts' box.
  section.className = "m-0 overflow-visible border-0 bg-transparent p-0";
  const list = document.createElement("ol");
  list.dataset.sonnerToaster = "";
  list.dataset.islandToaster = "";
  // Without toasts it takes no room (it is there from the start, so that the first is announced).
  // On a phone they come at the top: at the bottom they would cover a dialog's buttons and the
  // cookie banner's for their four seconds.
  list.className =
    "pointer-events-none fixed top-4 right-4 z-[60] flex max-w-[calc(100vw-2rem)] flex-col empty:hidden sm:top-auto sm:bottom-4";
  list.style.width = `${toastDefaults.width}px`;
  list.style.gap = `${toastDefaults.gap}px`;
  section.append(list);
  document.body.append(section);
  return list;
}

function line(className: string, text: string): HTMLParagraphElement {
  const paragraph = document.createElement("p");
  paragraph.className = className;
  paragraph.textContent = text;
  return paragraph;
}

export function showToast({ type, title, description }: Toast): void {
  const list = toaster();
  // The same message again (a form refused twice) takes its copy's place rather than stacking.
  for (const shown of list.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
    if (shown.dataset.type === type && shown.textContent === title + (description ?? "")) {
      shown.remove();
    }
  }
  const item = document.createElement("li");
  item.dataset.sonnerToast = "";
  item.dataset.type = type;
  item.className = toastClass;
  // The message is the live region; the item stays a list item (axe: list, aria-allowed-role).
  const message = document.createElement("div");
  message.setAttribute("role", type === "error" ? "alert" : "status");
  message.append(line("font-semibold", title));
  if (description) message.append(line("mt-1 text-muted-foreground", description));
  item.append(message);
  list.append(item);
  while (list.children.length > toastDefaults.visibleToasts) list.firstElementChild?.remove();

  let timer = window.setTimeout(() => item.remove(), toastDefaults.duration);
  item.addEventListener("pointerenter", () => window.clearTimeout(timer));
  item.addEventListener("pointerleave", () => {
    timer = window.setTimeout(() => item.remove(), toastDefaults.duration);
  });
}

type ToastOptions = { description?: string };

/** What React components call: `toast.success(title, { description })`. */
export const toast = {
  success: (title: string, options?: ToastOptions) =>
    showToast({ type: "success", title, ...options }),
  error: (title: string, options?: ToastOptions) => showToast({ type: "error", title, ...options }),
};
