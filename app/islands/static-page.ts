/**
 * The only script of a static page (ADR 046): starts the shell's widgets on the server-rendered
 * HTML. No React, no router: links load the next page.
 */
import { startPageIslands } from "./page-islands";
import { startShell } from "./shell";

startShell();
startPageIslands();
