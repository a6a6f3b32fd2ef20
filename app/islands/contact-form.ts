import { track } from "~/features/analytics/track";
import { contactButton, contactTexts } from "~/features/contact/messages";
import { checkContactEntry } from "~/features/contact/rules";
import { submitForm } from "~/features/forms/submit";
import { showFieldError } from "./error-list";
import { showToast } from "./toast";

/**
 * The Contact Us form on a static page (ADR 061; features/contact/contact-form.tsx renders it):
 * the checks, toasts and button states the React form has on a hydrated page. Without
 * JavaScript the form posts to /api/contact and comes back with the flash message. A form
 * that was stored fires `contact-form:sent` (the enquiry dialog shows its thanks then).
 */
type Status = keyof typeof contactButton;
const requiredFields = ["name", "email", "message"] as const;

function control(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
}

function setStatus(form: HTMLFormElement, status: Status) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  button.dataset.idleLabel ??= button.textContent ?? contactButton.idle;
  form.dataset.status = status;
  button.disabled = status === "busy";
  button.textContent = status === "idle" ? button.dataset.idleLabel : contactButton[status];
}

function showErrors(form: HTMLFormElement, errors: Partial<Record<string, string>>) {
  for (const name of requiredFields) {
    const field = control(form, name);
    if (field) showFieldError(field, errors[name]);
  }
  const first = requiredFields.find((name) => errors[name]);
  if (first) control(form, first)?.focus();
}

/** The contact rules (the endpoint's), with the spec's toasts; true when the form may be sent. */
function check(form: HTMLFormElement): boolean {
  const problem = checkContactEntry(Object.fromEntries(new FormData(form)));
  showErrors(form, problem?.fieldErrors ?? {});
  if (problem) showToast({ type: "error", ...problem.toast });
  return !problem;
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!form.matches("form[data-contact-form]")) return;
  event.preventDefault();
  if (form.dataset.status === "busy" || !check(form)) return;
  setStatus(form, "busy");
  const service = control(form, "service")?.value || "none";
  const result = await submitForm(form.action, new FormData(form));
  if (result.ok) {
    form.reset();
    const select = control(form, "service");
    if (select) select.value = "";
    setStatus(form, "success");
    showToast({
      type: "success",
      title: contactTexts.success.title,
      description: contactTexts.success.description,
    });
    track("contact_form_submitted", { service });
    form.dispatchEvent(new CustomEvent("contact-form:sent", { bubbles: true }));
    return;
  }
  setStatus(form, "error");
  if (result.fieldErrors) showErrors(form, result.fieldErrors);
  const description = result.status === 429 ? result.error : contactTexts.failed.description;
  showToast({ type: "error", title: contactTexts.failed.title, description: description });
}

/** Back to an empty form with its first button label (the enquiry dialog opens with one). */
export function resetContactForm(form: HTMLFormElement): void {
  form.reset();
  showErrors(form, {});
  setStatus(form, "idle");
}

/** Typing clears the field's message, and a result's button label gives way to the first one. */
function onInput(event: Event) {
  const field = event.target as HTMLElement;
  const form = field.closest<HTMLFormElement>("form[data-contact-form]");
  if (!form) return;
  if (field.getAttribute("aria-invalid")) showFieldError(field);
  if (form.dataset.status === "success" || form.dataset.status === "error") setStatus(form, "idle");
}

export function start(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-contact-form]")) {
    form.noValidate = true;
  }
  document.addEventListener("submit", onSubmit);
  document.addEventListener("input", onInput);
}
