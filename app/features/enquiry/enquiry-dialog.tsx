import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { VariantProps } from "class-variance-authority";
import { CheckCircle2Icon, ClockIcon, XIcon } from "lucide-react";
import {
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Button, type buttonVariants } from "~/components/ui/button";
import { DialogOverlay } from "~/components/ui/dialog";
import { getPitch } from "~/content/pitches";
import { replyWithin } from "~/content/response-time";
import { tones } from "~/content/tones";
import { type AnalyticsEvent, trackEvent } from "~/features/analytics/track";
import { ContactForm } from "~/features/contact/contact-form";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { enquiryFallbackHref } from "./fallback-href";

export interface EnquiryDialogProps {
  /** Chooses the pitch shown beside the form (app/content/pitches.ts); unknown gives the generic one. */
  pageType: string;
  /** The contact form's preselected service; "hire-talent" by default, "" for none. */
  defaultService?: string;
  /** The support tier the dialog is opened for (outsource page); sent with the message. */
  tier?: string;
  /** The element that opens the dialog (a button); it gets focus back when the dialog closes. */
  trigger: ReactElement;
  /** Called each time the dialog opens (e.g. for analytics). */
  onOpen?: () => void;
}

/**
 * The enquiry dialog: the page type's pitch beside the Contact Us form. A modal Radix dialog:
 * focus moves in and stays inside, Escape or the close button closes it, it is labelled by the
 * pitch's title and described by its subtitle, and focus returns to the trigger.
 */
export function EnquiryDialog({
  pageType,
  defaultService = "hire-talent",
  tier,
  trigger,
  onOpen,
}: EnquiryDialogProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setSent(false);
      onOpen?.();
    }
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      {open ? (
        <EnquiryDialogContent
          pageType={pageType}
          defaultService={defaultService}
          tier={tier}
          sent={sent}
          onSent={() => setSent(true)}
        />
      ) : null}
    </DialogPrimitive.Root>
  );
}

function EnquiryDialogContent({
  pageType,
  defaultService,
  tier,
  sent,
  onSent,
}: {
  pageType: string;
  defaultService: string;
  tier?: string;
  sent: boolean;
  onSent: () => void;
}) {
  const pitch = getPitch(pageType);
  const id = useId().replace(/:/g, "");
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // After the commit that swaps the form for the thanks, so the heading exists when focused.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content data-page-type={pageType} className={cn(dialogLayout, "grid")}>
        <PitchPanel
          pageType={pageType}
          title={
            <DialogPrimitive.Title className={pitchTitle}>{pitch.title}</DialogPrimitive.Title>
          }
          description={
            <DialogPrimitive.Description className={pitchDescription}>
              {pitch.description}
            </DialogPrimitive.Description>
          }
        />
        <div className="p-6 sm:p-8">
          {sent ? (
            <SentPanel headingRef={sentHeading}>
              <DialogPrimitive.Close asChild>
                <Button size="lg">Done</Button>
              </DialogPrimitive.Close>
            </SentPanel>
          ) : (
            <FormPanel tier={tier}>
              <ContactForm
                idPrefix={`enquiry-${id}`}
                defaultService={defaultService}
                pageType={pageType}
                tier={tier}
                onSuccess={onSent}
                submitLabel={pitch.buttonText}
              />
            </FormPanel>
          )}
        </div>
        <DialogPrimitive.Close aria-label="Close" className={closeButton}>
          <XIcon className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const dialogLayout =
  "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-border bg-background text-foreground shadow-2xl outline-none md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]";
export const pitchTitle = "mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl";
export const pitchDescription = "mt-3 text-sm leading-relaxed text-white/90 sm:text-base";
export const closeButton =
  "absolute top-3 right-3 rounded-md p-2 text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none md:text-muted-foreground md:hover:bg-accent md:hover:text-foreground md:focus-visible:ring-ring";

/** The page type's pitch: subtitle, title, description, what you get and the reply time. */
export function PitchPanel({
  pageType,
  title,
  description,
}: {
  pageType: string;
  title: ReactNode;
  description: ReactNode;
}) {
  const pitch = getPitch(pageType);
  return (
    <div
      data-pitch-panel=""
      className={cn(
        "relative isolate overflow-hidden p-6 pr-14 text-white sm:p-8 md:pr-8",
        tones[pitch.gradient].gradient,
      )}
    >
      <PitchDecoration />
      <p className="text-sm font-medium text-white/90">{pitch.subtitle}</p>
      {title}
      {description}
      <ul className="mt-6 space-y-3" aria-label="What you get">
        {pitch.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm font-medium">
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-white" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-8 flex items-center gap-2 text-sm text-white/85">
        <ClockIcon className="size-4" aria-hidden="true" />
        We reply {replyWithin}.
      </p>
    </div>
  );
}

export function FormPanel({ tier, children }: { tier?: string; children: ReactNode }) {
  return (
    <>
      <h3 className="mb-1 text-xl font-semibold tracking-tight">Contact Us</h3>
      <p className="mb-6 text-sm text-muted-foreground">
        {tier ? `About ${tier} support: we send your choice with your message. ` : null}
        Tell us a little about what you need. Fields marked * are required.
      </p>
      {children}
    </>
  );
}

/** The thanks that replaces the form once the message is stored; `children` closes the dialog. */
export function SentPanel({
  headingRef,
  hidden,
  children,
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      hidden={hidden}
      data-enquiry-sent=""
      className="flex h-full flex-col items-start justify-center gap-4 py-8"
    >
      <CheckCircle2Icon className="size-12 text-success" aria-hidden="true" />
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight outline-none"
      >
        Thank you, your message is on its way
      </h3>
      <p className="text-muted-foreground">
        A specialist will reply {replyWithin}, usually much sooner. Check your inbox for our
        confirmation.
      </p>
      {children}
    </div>
  );
}

/** The dialog's id on a static page, from what tells one enquiry dialog from another. */
export function enquiryDialogId(pageType: string, defaultService: string, tier?: string): string {
  return ["enquiry", pageType, defaultService, tier].filter(Boolean).join("-");
}

/** Soft light shapes behind the pitch (decorative). */
function PitchDecoration() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-24 -right-24 size-64 rounded-full bg-white/10 blur-2xl" />
      <div className="absolute -bottom-32 -left-16 size-72 rounded-full bg-black/10 blur-2xl" />
    </div>
  );
}

export type EnquiryButtonProps = Omit<EnquiryDialogProps, "trigger"> &
  VariantProps<typeof buttonVariants> & {
    children: ReactNode;
    className?: string;
    /** Recorded each time the button opens the dialog (on a static page too). */
    analytics?: AnalyticsEvent;
    /**
     * The id of the page's one StaticEnquiryDialog with `choices` (ADR 084), which the button
     * opens filled in for its page type and service; by default the button opens the dialog of
     * its own page type and service.
     */
    dialog?: string;
  };

/**
 * A button that opens the enquiry dialog. Before JavaScript runs it is a link to the contact
 * page's form with the same service preselected, so it always leads somewhere useful.
 */
export function EnquiryButton({
  pageType,
  defaultService = "hire-talent",
  tier,
  onOpen,
  analytics,
  dialog,
  children,
  className,
  variant,
  size,
}: EnquiryButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    // On a static page with its StaticEnquiryDialog, islands/enquiry-dialog.ts makes this the
    // button that opens it (and islands/track-clicks.ts records the event).
    const choice = enquiryDialogId(pageType, defaultService, tier);
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <a
          href={enquiryFallbackHref(defaultService, tier)}
          data-enquiry={dialog ?? choice}
          data-enquiry-choice={dialog ? choice : undefined}
          data-page-type={pageType}
          data-track={analytics ? JSON.stringify(analytics) : undefined}
        >
          {children}
        </a>
      </Button>
    );
  }
  return (
    <EnquiryDialog
      pageType={pageType}
      defaultService={defaultService}
      tier={tier}
      onOpen={() => {
        if (analytics) trackEvent(analytics);
        onOpen?.();
      }}
      trigger={
        <Button variant={variant} size={size} className={className} data-page-type={pageType}>
          {children}
        </Button>
      }
    />
  );
}
