import { resetContactForm } from "./contact-form";
import { openModal } from "./modal-dialog";
import { templateContent } from "./template-content";

/**
 * The enquiry dialog on a static page (ADR 061; features/enquiry/enquiry-dialog.tsx renders the
 * `<dialog>` once and each enquiry button as a link to the contact page): each link whose
 * dialog is on the page becomes a button that opens it, with a fresh form; once the form is
 * stored its thanks replace it and take focus. Focus returns to the button on close.
 *
 * A dialog that several page types and services share (ADR 084) is first filled in for the
 * button's `data-enquiry-choice`: that choice's pitch and service options (from the dialog's
 * template for it), its page type in the form and its pitch's label on the submit button.
 */
function toButton(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  Object.assign(button.dataset, link.dataset);
  button.append(...link.childNodes);
  link.replaceWith(button);
  return button;
}

function show(dialog: HTMLDialogElement, sent: boolean) {
  const form = dialog.querySelector<HTMLElement>("[data-enquiry-form]");
  const thanks = dialog.querySelector<HTMLElement>("[data-enquiry-sent]");
  if (form) form.hidden = sent;
  if (thanks) thanks.hidden = !sent;
}

function fillIn(dialog: HTMLDialogElement, form: HTMLFormElement, choice: string) {
  const template = dialog.querySelector<HTMLTemplateElement>(
    `template[data-enquiry-choice="${choice}"]`,
  );
  if (!template || dialog.dataset.choice === choice) return;
  const content = templateContent(template);
  const pitch = content.querySelector("[data-pitch-panel]");
  if (pitch) dialog.querySelector("[data-pitch-panel]")?.replaceWith(pitch);
  const options = content.querySelector("select[data-service-options]")?.children;
  const select = form.elements.namedItem("service");
  if (options && select instanceof HTMLSelectElement) select.replaceChildren(...options);
  const pageType = form.elements.namedItem("pageType");
  if (pageType instanceof HTMLInputElement) pageType.value = template.dataset.pageType ?? "";
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) submit.dataset.idleLabel = template.dataset.submitLabel;
  dialog.dataset.pageType = template.dataset.pageType;
  dialog.dataset.choice = choice;
}

function onClick(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLButtonElement>("button[data-enquiry]");
  const dialog = button && document.getElementById(button.dataset.enquiry ?? "");
  if (!button || !(dialog instanceof HTMLDialogElement)) return;
  const form = dialog.querySelector<HTMLFormElement>("form[data-contact-form]");
  if (form && button.dataset.enquiryChoice) fillIn(dialog, form, button.dataset.enquiryChoice);
  show(dialog, false);
  if (form) resetContactForm(form);
  openModal(dialog, button);
}

function onSent(event: Event) {
  const dialog = (event.target as Element).closest("dialog[data-enquiry-dialog]");
  if (!(dialog instanceof HTMLDialogElement)) return;
  show(dialog, true);
  dialog.querySelector<HTMLElement>("[data-enquiry-sent] h3")?.focus();
}

export function start(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-enquiry]")) {
    if (document.getElementById(link.dataset.enquiry ?? "") instanceof HTMLDialogElement) {
      toButton(link);
    }
  }
  document.addEventListener("click", onClick);
  document.addEventListener("contact-form:sent", onSent);
}
