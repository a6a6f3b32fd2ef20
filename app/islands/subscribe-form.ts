import { submitJson } from "~/features/forms/submit";
import { leadFailure } from "~/features/leads/messages";
import { showFieldError } from "./error-list";
import { showToast } from "./toast";

/**
 * The services overview's email capture (features/services-overview/subscribe-form.tsx renders
 * it, ADR 070): posts `{ email, source, page }` as JSON to /api/subscribe. The field clears only
 * when the answer is ok, and the busy state always ends. A refusal is shown like on the landing
 * page's form (ADR 024): a free-mail address gets the 'Business Email Required' toast and the
 * message under the field, a rate limit or a server error an error toast. The browser checks the
 * field first (it is a required email input). Without JavaScript the form posts to /api/leads.
 */
const endpoint = "/api/subscribe";
const busyLabel = "Submitting...";

function parts(form: HTMLFormElement) {
  return {
    email: form.elements.namedItem("email") as HTMLInputElement,
    button: form.querySelector<HTMLButtonElement>('button[type="submit"]'),
    row: form.querySelector("[data-subscribe-row]") ?? undefined,
    note: form.querySelector<HTMLElement>("[data-subscribe-note]"),
    done: form.querySelector<HTMLElement>("[data-subscribe-done]"),
  };
}

function showDone(form: HTMLFormElement, done: boolean) {
  const { note, done: thanks } = parts(form);
  if (note) note.hidden = done;
  if (thanks) thanks.hidden = !done;
}

function setBusy(form: HTMLFormElement, busy: boolean) {
  const { button } = parts(form);
  if (!button) return;
  button.dataset.idleLabel ??= button.textContent ?? "";
  button.disabled = busy;
  button.textContent = busy ? busyLabel : button.dataset.idleLabel;
}

function field(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement ? control.value : "";
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!form.matches("form[data-subscribe-form]")) return;
  event.preventDefault();
  const { email, button, row } = parts(form);
  const value = email.value.trim();
  if (button?.disabled || !value) return;
  setBusy(form, true);
  showDone(form, false);
  showFieldError(email, undefined, row);
  const result = await submitJson(endpoint, {
    email: value,
    source: field(form, "source"),
    page: field(form, "page"),
  });
  setBusy(form, false);
  if (result.ok) {
    email.value = "";
    showDone(form, true);
    return;
  }
  const failure = leadFailure(result);
  showFieldError(email, failure.fieldError, row);
  showToast({ type: "error", ...failure.toast });
}

/** Typing clears the thanks and the field's message. */
function onInput(event: Event) {
  const form = (event.target as Element).closest<HTMLFormElement>("form[data-subscribe-form]");
  if (!form) return;
  const { email, row } = parts(form);
  showDone(form, false);
  if (email.hasAttribute("aria-invalid")) showFieldError(email, undefined, row);
}

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  document.addEventListener("submit", onSubmit);
  document.addEventListener("input", onInput);
}
