/**
 * The parts of a shared page that show a signed-in visitor's own data about a job (ADR 097): the
 * element carries `data-visitor-slot="<kind> <job id>"`, and for a signed-in visitor the page cache
 * replaces the whole element with the visitor's version. Such an element must not contain its own
 * closing tag (no `<div>` inside a slot that is a `<div>`).
 */
export const visitorSlotKinds = [
  /** The Save toggle of a job card (an icon button). */
  "save-job",
  /** The job page's Save button, with its words. */
  "save-job-full",
  /** Empty for everyone else; the Applied badge on a card of a job they applied to. */
  "applied",
  /** The job page's Apply button; the application's date and status once they applied. */
  "apply",
  /** The job page's "Interested in this role?" block; gone once they applied. */
  "apply-prompt",
] as const;

export type VisitorSlotKind = (typeof visitorSlotKinds)[number];

export interface VisitorSlot {
  kind: VisitorSlotKind;
  jobId: string;
}

/** The attribute that marks a visitor slot, ready to spread on its element. */
export function visitorSlot(kind: VisitorSlotKind, jobId: string) {
  return { "data-visitor-slot": `${kind} ${jobId}` };
}

/** The slot named by an attribute's value, or null for a value no slot has. */
export function parseVisitorSlot(value: string): VisitorSlot | null {
  const [kind = "", jobId, ...rest] = value.split(" ");
  if (rest.length > 0 || !jobId) return null;
  return (visitorSlotKinds as readonly string[]).includes(kind)
    ? { kind: kind as VisitorSlotKind, jobId }
    : null;
}
