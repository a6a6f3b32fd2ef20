import { controlClass } from "~/components/ui/input";

/** Shared look of text inputs, selects and text areas on forms not yet moved to components/ui. */
export const inputClass = controlClass;

export { labelClass } from "~/components/ui/label";

export const fieldErrorClass = "mt-1.5 text-sm text-destructive";
