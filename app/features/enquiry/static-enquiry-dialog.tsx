import { XIcon } from "lucide-react";
import { InertTemplate } from "~/components/inert-template";
import { Button } from "~/components/ui/button";
import { getPitch } from "~/content/pitches";
import { ContactForm, ServiceOptions } from "~/features/contact/contact-form";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import {
  closeButton,
  dialogLayout,
  type EnquiryDialogProps,
  enquiryDialogId,
  FormPanel,
  PitchPanel,
  pitchDescription,
  pitchTitle,
  SentPanel,
} from "./enquiry-dialog";

/** A page type and default service one dialog can be opened for (`choices`). */
export interface EnquiryChoice {
  pageType: string;
  defaultService: string;
}

type StaticEnquiryDialogProps = Pick<EnquiryDialogProps, "pageType" | "defaultService" | "tier"> & {
  /**
   * The id of a dialog the page's enquiry buttons share (their `dialog`), opened filled in for
   * the button's choice; without it the dialog is its page type's and service's own.
   */
  id?: string;
  /** With `id`: every page type and service the page's buttons open the dialog for (ADR 084). */
  choices?: readonly EnquiryChoice[];
};

/**
 * The enquiry dialog of a static page (ADR 061), placed once on the page for its enquiry
 * buttons: a native modal `<dialog>` that islands/enquiry-dialog.ts opens from them, with the
 * same pitch, form and thanks as the React dialog. Rendered only on the server: a page that
 * hydrates uses the React dialog.
 *
 * A page with enquiries about several services (the services overview) renders one dialog with
 * `choices` (ADR 084): the dialog holds one form, and for each choice an inert `<template>` with
 * its pitch and service options, which the island puts in place before the dialog opens.
 */
export function StaticEnquiryDialog({
  pageType,
  defaultService = "hire-talent",
  tier,
  id: sharedId,
  choices = [],
}: StaticEnquiryDialogProps) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  const pitch = getPitch(pageType);
  const id = sharedId ?? enquiryDialogId(pageType, defaultService, tier);
  return (
    <dialog
      id={id}
      data-enquiry-dialog=""
      data-page-type={pageType}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className={cn(dialogLayout, "m-0 open:grid backdrop:bg-black/60 backdrop:backdrop-blur-sm")}
    >
      <DialogPitch id={id} pageType={pageType} />
      <div className="p-6 sm:p-8">
        <div data-enquiry-form="">
          <FormPanel tier={tier}>
            <ContactForm
              idPrefix={id}
              defaultService={defaultService}
              pageType={pageType}
              tier={tier}
              submitLabel={pitch.buttonText}
            />
          </FormPanel>
        </div>
        <SentPanel hidden>
          <Button size="lg" data-close-dialog="">
            Done
          </Button>
        </SentPanel>
      </div>
      <button type="button" aria-label="Close" data-close-dialog="" className={closeButton}>
        <XIcon className="size-5" aria-hidden="true" />
      </button>
      {choices.map((choice) => (
        <InertTemplate
          key={enquiryDialogId(choice.pageType, choice.defaultService, tier)}
          data-enquiry-choice={enquiryDialogId(choice.pageType, choice.defaultService, tier)}
          data-page-type={choice.pageType}
          data-submit-label={getPitch(choice.pageType).buttonText}
        >
          <DialogPitch id={id} pageType={choice.pageType} />
          <select defaultValue={choice.defaultService} data-service-options="">
            <ServiceOptions selected={choice.defaultService} />
          </select>
        </InertTemplate>
      ))}
    </dialog>
  );
}

/** The pitch panel, labelling and describing the dialog `id`. */
function DialogPitch({ id, pageType }: { id: string; pageType: string }) {
  const pitch = getPitch(pageType);
  return (
    <PitchPanel
      pageType={pageType}
      title={
        <h2 id={`${id}-title`} className={pitchTitle}>
          {pitch.title}
        </h2>
      }
      description={
        <p id={`${id}-description`} className={pitchDescription}>
          {pitch.description}
        </p>
      }
    />
  );
}
