import type { ReactNode } from "react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { useHydrated } from "~/lib/use-hydrated";
import { CustomEnquiryForm } from "./custom-enquiry-form";
import { customEnquirySectionId, customEnquiryTexts } from "./options";

/**
 * 'Custom Development': opens the Custom E-commerce Development Requirements dialog (a modal
 * Radix dialog: focus moves in and is trapped, Escape closes, focus returns to the button).
 * Before JavaScript runs it is a link to the page's own form.
 */
export function CustomEnquiryButton({
  children,
  variant,
  className,
}: {
  children: ReactNode;
  variant?: "default" | "outline";
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <Button asChild size="lg" variant={variant} className={className}>
        <a href={`#${customEnquirySectionId}`}>{children}</a>
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant={variant} className={className}>
          {children}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-3xl overflow-y-auto overscroll-contain sm:p-8">
        <div className="pr-8">
          <DialogTitle className="text-2xl font-bold tracking-tight">
            {customEnquiryTexts.title}
          </DialogTitle>
          <DialogDescription className="mt-2">{customEnquiryTexts.description}</DialogDescription>
        </div>
        <CustomEnquiryForm idPrefix="custom-enquiry-dialog" onSuccess={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
