import type { ReactNode } from "react";
import { DialogCloseButton } from "~/components/dialog-close-button";
import { Button, type ButtonProps, buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { CustomEnquiryForm } from "./custom-enquiry-form";
import { customEnquirySectionId, customEnquiryTexts } from "./texts";

/** The id of the Custom E-commerce Development Requirements dialog (one per page). */
export const customEnquiryDialogId = "custom-enquiry-dialog";

/**
 * 'Custom Development': before JavaScript runs (and without it) a link to the page's own form;
 * with it a button that opens the requirements dialog (islands/custom-enquiry.ts).
 */
export function CustomEnquiryButton({
  children,
  variant,
  className,
}: {
  children: ReactNode;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <a
        href={`#${customEnquirySectionId}`}
        hidden={hydrated}
        data-custom-enquiry-fallback=""
        className={cn(buttonVariants({ size: "lg", variant }), className)}
      >
        {children}
      </a>
      <Button
        type="button"
        size="lg"
        variant={variant}
        hidden={!hydrated}
        aria-haspopup="dialog"
        aria-controls={customEnquiryDialogId}
        data-custom-enquiry-open=""
        className={className}
      >
        {children}
      </Button>
    </>
  );
}

/**
 * The Custom E-commerce Development Requirements dialog: a native modal dialog
 * (islands/modal-dialog.ts: focus stays inside, Escape or the × closes it, focus returns to the
 * button) around the enquiry form; it closes when the enquiry was sent.
 */
export function CustomEnquiryDialog() {
  return (
    <dialog
      id={customEnquiryDialogId}
      aria-labelledby={`${customEnquiryDialogId}-title`}
      aria-describedby={`${customEnquiryDialogId}-description`}
      className="fixed top-1/2 left-1/2 m-0 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-lg border border-border bg-background text-foreground shadow-lg backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative flex flex-col gap-4 p-6 sm:p-8">
        <div className="pr-8">
          <h2 id={`${customEnquiryDialogId}-title`} className="text-2xl font-bold tracking-tight">
            {customEnquiryTexts.title}
          </h2>
          <p
            id={`${customEnquiryDialogId}-description`}
            className="mt-2 text-sm text-muted-foreground"
          >
            {customEnquiryTexts.description}
          </p>
        </div>
        <CustomEnquiryForm idPrefix="custom-enquiry-dialog" />
        <DialogCloseButton label="Close" />
      </div>
    </dialog>
  );
}
