import type { FlashToast } from "~/lib/flash";

/** The toast every staff page shows when the server refused a row's action and wrote nothing. */
export function refusedToast(reason: string): FlashToast {
  return { type: "error", title: "Nothing changed", description: reason };
}
