/**
 * The honeypot: a field people never see or reach, which naive bots fill in. A submission with it
 * filled is answered like a success and nothing is stored.
 */
export const honeypotFieldName = "website";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** Visually hidden, hidden from assistive technology, out of the tab order, never autofilled. */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${honeypotFieldName}`;
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={honeypotFieldName}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
