/**
 * The only script of a static page (ADR 046): starts the shell's widgets on the server-rendered
 * HTML, then, in a task of its own, the page's own widgets (page-islands; load-islands, ADR 061).
 * No React, no router: links load the next page.
 */
import { loadIslands, startInNextTask } from "./load-islands";
import { startPageIslands } from "./page-islands";
import { startShell } from "./shell";

startShell();
startInNextTask(() => {
  startPageIslands();
  loadIslands({
    "form[data-contact-form]": () => import("./contact-form"),
    "a[data-focus-target]": () => import("./section-link"),
    "dialog[data-enquiry-dialog]": () => import("./enquiry-dialog"),
    "[data-track]": () => import("./track-clicks"),
    "button[data-chips-toggle]": () => import("./technology-chips"),
    "button[data-share-url]": () => import("./share-button"),
    "form[data-save-job]": () => import("./save-job"),
    "form[data-reload]": () => import("./reload-button"),
    "form[data-lead-form]": () => import("./lead-capture"),
    "[data-section-snap]": () => import("./section-snap"),
    "form[data-subscribe-form]": () => import("./subscribe-form"),
    "section[data-use-case-detail]": () => import("./ai-use-cases"),
  });
});
