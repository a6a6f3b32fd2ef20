import {
  type SaveJobResponse,
  saveJobMessages,
  saveJobsEndpoint,
  saveJobTitles,
} from "~/features/saved-jobs/schema";
import { showToast } from "./toast";

/**
 * A signed-in visitor's Save toggles on a static page (features/saved-jobs/save-job-button.tsx,
 * ADR 097): posted in the background, the button flips at once and flips back if the save fails,
 * with the React toggle's toasts. Without JavaScript the form posts and comes back.
 */
function show(form: HTMLFormElement, saved: boolean) {
  const button = form.querySelector("button");
  const intent = form.elements.namedItem("intent");
  button?.setAttribute("aria-pressed", String(saved));
  if (button) button.title = saved ? saveJobTitles.unsave : saveJobTitles.save;
  if (intent instanceof HTMLInputElement) intent.value = saved ? "unsave" : "save";
}

async function answerOf(body: FormData): Promise<SaveJobResponse> {
  try {
    const response = await fetch(saveJobsEndpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    return (await response.json()) as SaveJobResponse;
  } catch {
    return { ok: false, error: saveJobMessages.invalid };
  }
}

async function toggle(form: HTMLFormElement) {
  const body = new FormData(form);
  // Without it the endpoint answers JSON instead of sending the browser back.
  body.delete("redirectTo");
  const wasSaved = body.get("intent") === "unsave";
  form.dataset.pending = "";
  show(form, !wasSaved);
  const answer = await answerOf(body);
  delete form.dataset.pending;
  if (answer.ok) {
    show(form, answer.saved);
    showToast({
      type: "success",
      title: answer.saved ? saveJobMessages.saved : saveJobMessages.removed,
    });
  } else {
    show(form, wasSaved);
    showToast({ type: "error", title: answer.error });
  }
}

export function start(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches("form[data-save-job]")) return;
    event.preventDefault();
    if (form.dataset.pending === undefined) void toggle(form);
  });
}
