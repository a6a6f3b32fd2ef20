import type { FormEvent } from "react";
import type { BrowserCheck } from "./browser-checked-form";

/** What a page does as a submission leaves (`sent`) or is refused with its messages. */
export interface SubmissionEvents {
  sent?: () => void;
  refused?: (errors: Record<string, string[]>) => void;
}

/**
 * `useBrowserCheckedForm`'s `formProps` that also tell the page whether a submission left or
 * was refused by the same `check` (e.g. for analytics, or a toast naming the first problem).
 * A module of its own: the pages without such events load none of it.
 */
export function withSubmissionEvents<
  Props extends { onSubmit(event: FormEvent<HTMLFormElement>): void },
>(formProps: Props, check: BrowserCheck, { sent, refused }: SubmissionEvents): Props {
  return {
    ...formProps,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      formProps.onSubmit(event);
      if (!event.defaultPrevented) sent?.();
      else refused?.(check(new FormData(event.currentTarget)));
    },
  };
}
