import { submitForm } from "~/features/forms/submit";
import { enhancedField } from "~/features/products/custom-enquiry/result";
import {
  customEnquiryEndpoint,
  customEnquiryTexts,
} from "~/features/products/custom-enquiry/texts";
import { errorListElement } from "./error-list";
import { openModal } from "./modal-dialog";
import { showToast } from "./toast";

/**
 * The custom e-commerce development enquiry (features/products/custom-enquiry renders it):
 * 'Custom Development' opens its dialog; the platforms are toggle buttons setting the form's
 * checkboxes; the form is sent in the background and answered with the spec's toasts: on
 * success the form is emptied and the dialog closes, on failure what was typed stays, the
 * server's field errors show beside their fields and the failure is logged.
 */
const formSelector = "form[data-custom-enquiry-form]";

function checkboxFor(button: HTMLElement): HTMLInputElement | null {
  const form = button.closest("form");
  return (
    form?.querySelector<HTMLInputElement>(
      `input[name="platforms"][value="${button.dataset.platform}"]`,
    ) ?? null
  );
}

/** Each toggle button shows its checkbox's state. */
function showPlatforms(form: HTMLFormElement) {
  for (const button of form.querySelectorAll<HTMLElement>("[data-platform]")) {
    button.setAttribute("aria-pressed", String(checkboxFor(button)?.checked ?? false));
  }
}

/** The server's field errors beside their fields, as the page shows them after a plain post. */
function showFieldErrors(form: HTMLFormElement, errors: Record<string, string> = {}) {
  for (const slot of form.querySelectorAll<HTMLElement>("[data-errors-for]")) {
    const field = slot.dataset.errorsFor ?? "";
    const message = errors[field];
    const control = form.querySelector<HTMLElement>(
      field === "platforms" ? "[data-platform]" : `[name="${field}"]`,
    );
    const errorId = slot.dataset.errorId ?? "";
    slot.replaceChildren();
    if (field !== "platforms") {
      control?.toggleAttribute("aria-invalid", Boolean(message));
      if (message) control?.setAttribute("aria-describedby", errorId);
      else control?.removeAttribute("aria-describedby");
    }
    if (!message) continue;
    slot.append(errorListElement(errorId, message));
  }
}

const busyForms = new WeakSet<HTMLFormElement>();

async function send(form: HTMLFormElement) {
  if (busyForms.has(form)) return;
  busyForms.add(form);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) {
    submit.disabled = true;
    submit.textContent = customEnquiryTexts.submitting;
  }
  const body = new FormData(form);
  body.set(enhancedField, "1");
  const result = await submitForm(customEnquiryEndpoint, body);
  busyForms.delete(form);
  if (submit) {
    submit.disabled = false;
    submit.textContent = customEnquiryTexts.submit;
  }
  if (result.ok) {
    showToast({ type: "success", ...customEnquiryTexts.success });
    form.reset();
    showPlatforms(form);
    showFieldErrors(form);
    form.closest("dialog")?.close();
    return;
  }
  console.error("The custom e-commerce enquiry was not sent:", result.status, result.error);
  showFieldErrors(form, result.fieldErrors);
  showToast({ type: "error", ...customEnquiryTexts.failure });
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  if (!form.matches(formSelector)) return;
  // The browser has checked the required fields before this runs.
  event.preventDefault();
  void send(form);
}

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  const platform = target.closest<HTMLElement>(`${formSelector} [data-platform]`);
  const checkbox = platform ? checkboxFor(platform) : null;
  if (platform && checkbox) {
    checkbox.checked = !checkbox.checked;
    platform.setAttribute("aria-pressed", String(checkbox.checked));
    return;
  }
  const opener = target.closest<HTMLElement>("[data-custom-enquiry-open]");
  const dialog = opener && document.getElementById(opener.getAttribute("aria-controls") ?? "");
  if (opener && dialog instanceof HTMLDialogElement) {
    openModal(dialog, opener);
    dialog.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }
}

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  for (const fallback of document.querySelectorAll<HTMLElement>(
    "[data-custom-enquiry-fallback], [data-platform-checkboxes]",
  ))
    fallback.hidden = true;
  for (const button of document.querySelectorAll<HTMLElement>(
    "[data-custom-enquiry-open], [data-platform-buttons]",
  ))
    button.hidden = false;
  document.addEventListener("submit", onSubmit);
  document.addEventListener("click", onClick);
}
