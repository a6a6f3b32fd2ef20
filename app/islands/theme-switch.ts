import { isTheme } from "~/lib/theme";

/**
 * The footer's theme switch (components/theme-switch.tsx renders it): a plain form that posts
 * to /theme and comes back to the page. With JavaScript the choice is shown at once and saved in
 * the background; the page stays where it is.
 */
function show(theme: string) {
  document.documentElement.dataset.theme = theme;
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-theme-option]")) {
    button.setAttribute("aria-pressed", String(button.value === theme));
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!form.matches("[data-theme-switch]")) return;
  const submitter = event.submitter;
  const theme = submitter instanceof HTMLButtonElement ? submitter.value : null;
  if (!isTheme(theme)) return;
  event.preventDefault();
  show(theme);
  const body = new FormData();
  body.set("theme", theme);
  // Without redirectTo the action answers with the saved value instead of a redirect.
  fetch("/theme", { method: "POST", body, credentials: "same-origin" }).catch(() => {});
}

export function startThemeSwitch(): void {
  document.addEventListener("submit", onSubmit);
}
