import { useRouteLoaderData } from "react-router";
import { type FlashForm, parseFlash } from "~/lib/flash";

/**
 * The field errors and values a form posted without JavaScript was sent back with (through the
 * flash cookie the root loader reads), when they belong to the form `id`.
 */
export function useFlashForm(id: string): FlashForm | undefined {
  const data = useRouteLoaderData("root") as { toast?: unknown } | undefined;
  const form = parseFlash(data?.toast)?.form;
  return form?.id === id ? form : undefined;
}
