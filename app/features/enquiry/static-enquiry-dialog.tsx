import { XIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { getPitch } from "~/content/pitches";
import { ContactForm } from "~/features/contact/contact-form";
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

/**
 * The enquiry dialog of a static page (ADR 061), placed once on the page for its enquiry
 * buttons: a native modal `<dialog>` that islands/enquiry-dialog.ts opens from them, with the
 * same pitch, form and thanks as the React dialog. Rendered only on the server: a page that
 * hydrates uses the React dialog.
 */
export function StaticEnquiryDialog({
  pageType,
  defaultService = "hire-talent",
  tier,
}: Pick<EnquiryDialogProps, "pageType" | "defaultService" | "tier">) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  const pitch = getPitch(pageType);
  const id = enquiryDialogId(pageType, defaultService, tier);
  return (
    <dialog
      id={id}
      data-enquiry-dialog=""
      data-page-type={pageType}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className={cn(dialogLayout, "m-0 open:grid backdrop:bg-black/60 backdrop:backdrop-blur-sm")}
    >
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
    </dialog>
  );
}
