import { CalendarCheckIcon, ClockIcon, FileTextIcon, HeadsetIcon } from "lucide-react";
import { container } from "~/components/marketing-blocks";
import type { CloudProviderPage } from "~/content/cloud";
import { ContactForm } from "~/features/contact/contact-form";
import { cn } from "~/lib/utils";
import { cloudPageIds } from "./ids";

/** The contact form's service preselected here: cloud work is the Cloud & DevOps service. */
export const consultationService = "cloud-devops";

/**
 * The consultation block the hero links to: what the free consultation gives, beside the site's
 * contact form (stored and answered like any contact message, with or without JavaScript).
 * Its heading takes focus when a hero link brings the visitor here.
 */
export function ConsultationBlock({ page }: { page: CloudProviderPage }) {
  const steps = [
    { icon: ClockIcon, text: "A reply from a certified architect within 24 hours" },
    { icon: CalendarCheckIcon, text: `A 45-minute call about your ${page.shortName} goals` },
    { icon: FileTextIcon, text: "A written summary with quick wins and a plan within a week" },
    { icon: HeadsetIcon, text: "24x7 support once we run your workloads" },
  ];
  return (
    <section
      id={cloudPageIds.consultation}
      aria-labelledby={cloudPageIds.consultationTitle}
      className={cn(container, "scroll-mt-20 py-16 sm:py-20")}
    >
      <div className="grid gap-10 rounded-3xl border border-border bg-card p-6 shadow-xl shadow-indigo-950/5 sm:p-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] dark:shadow-black/30">
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            Free consultation
          </p>
          <h2
            id={cloudPageIds.consultationTitle}
            tabIndex={-1}
            className="mt-3 rounded-sm text-3xl font-bold tracking-tight text-balance outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-4xl"
          >
            Book a free {page.shortName} consultation
          </h2>
          <p className="mt-4 text-pretty text-muted-foreground">
            Tell us about your workloads and what you want to change. There is no obligation and no
            sales script.
          </p>
          <ul className="mt-8 space-y-4 text-sm">
            {steps.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="mb-6 text-sm text-muted-foreground">
            Fields marked * are required. We use your details only to answer you.
          </p>
          <ContactForm defaultService={consultationService} idPrefix="consultation" />
        </div>
      </div>
    </section>
  );
}
