import { resetContactForm } from "./contact-form";
import { openModal } from "./modal-dialog";

/**
 * The enquiry dialog on a static page (ADR 061; features/enquiry/enquiry-dialog.tsx renders the
 * `<dialog>` once and each enquiry button as a link to the contact page): each link whose
 * dialog is on the page becomes a button that opens it, with a fresh form; once the form is
 * stored its thanks replace it and take focus. Focus returns to the button on close.
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

function onClick(event: MouseEvent) {
  const button = (event.target as Element).closest<HTMLButtonElement>("button[data-enquiry]");
  const dialog = button && document.getElementById(button.dataset.enquiry ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  show(dialog, false);
  const form = dialog.querySelector<HTMLFormElement>("form[data-contact-form]");
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
