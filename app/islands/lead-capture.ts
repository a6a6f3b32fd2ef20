import { track } from "~/features/analytics/track";
import { readConsent } from "~/features/consent/consent";
import { emailProblem } from "~/features/forms/email";
import { submitForm } from "~/features/forms/submit";
import { leadFailure, leadTexts } from "~/features/leads/messages";
import { showFieldError } from "./error-list";
import { showToast } from "./toast";

/**
 * The hero's email capture on the static landing page (ADR 069; features/leads/lead-capture-form
 * renders it): the checks, toasts and busy state the React form has on a hydrated page. Without
 * JavaScript the form posts to /api/leads and comes back with the flash message.
 */
const formSelector = "form[data-lead-form]";

function emailInput(form: HTMLFormElement) {
  return form.elements.namedItem("email") as HTMLInputElement | null;
}

/** The message under the input and the row of input and button (where the React form puts it). */
function showError(input: HTMLInputElement, message?: string) {
  showFieldError(input, message, input.parentElement ?? input);
}

function fail(
  input: HTMLInputElement,
  text: { title: string; description: string },
  field?: string,
) {
  showError(input, field);
  showToast({ type: "error", title: text.title, description: text.description });
}

function setBusy(form: HTMLFormElement, input: HTMLInputElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.dataset.busy = busy ? "true" : "";
  input.disabled = busy;
  if (!button) return;
  button.dataset.idleLabel ??= button.textContent ?? "";
  button.disabled = busy;
  button.setAttribute("aria-disabled", String(busy));
  button.textContent = busy ? "Submitting..." : button.dataset.idleLabel;
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!form.matches(formSelector)) return;
  event.preventDefault();
  const input = emailInput(form);
  if (!input || form.dataset.busy === "true") return;
  const value = input.value.trim();
  const problem = emailProblem(value);
  if (problem) {
    fail(input, leadTexts[problem], leadTexts[problem].description);
    input.focus();
    return;
  }
  showError(input);
  const body = new FormData(form);
  body.set("email", value);
  const consent = readConsent();
  if (consent) body.set("consent", JSON.stringify(consent));
  setBusy(form, input, true);
  const result = await submitForm(form.action, body);
  setBusy(form, input, false);
  if (result.ok) {
    input.value = "";
    const success = leadTexts.success(form.dataset.productName ?? "");
    showToast({ type: "success", title: success.title, description: success.description });
    track("lead_capture_submitted", { source: body.get("source") });
    return;
  }
  const failure = leadFailure(result);
  fail(input, failure.toast, failure.fieldError);
}

/** Typing clears the field's message. */
function onInput(event: Event) {
  const input = event.target as HTMLInputElement;
  if (input.closest(formSelector) && input.getAttribute("aria-invalid")) showError(input);
}

export function start(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(formSelector)) {
    form.noValidate = true;
  }
  document.addEventListener("submit", onSubmit);
  document.addEventListener("input", onInput);
}
