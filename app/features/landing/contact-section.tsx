import { ClockIcon, MailIcon, MessageCircleIcon, StarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { site } from "~/content/site";

const linkClass =
  "rounded-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The last section: contact channels beside the contact form (owned by the contact feature). */
export function ContactSection({ contactForm }: { contactForm: ReactNode }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-16 border-t border-border bg-muted py-20 sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-primary">Contact</p>
          <h2
            id="contact-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Tell us what you are building
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Hire talent, outsource a project, license one of our products or get consulting. A
            solutions lead replies within 24 hours.
          </p>
          <ul className="mt-8 space-y-4 text-sm">
            <li className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <MailIcon className="size-4" aria-hidden="true" />
              </span>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <MessageCircleIcon className="size-4" aria-hidden="true" />
              </span>
              <a href={site.whatsapp.url} className={linkClass}>
                WhatsApp {site.whatsapp.number}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <ClockIcon className="size-4" aria-hidden="true" />
              </span>
              <span className="text-muted-foreground">Replies to enquiries within 24 hours</span>
            </li>
            <li className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <StarIcon className="size-4" aria-hidden="true" />
              </span>
              <a href={site.review.url} className={linkClass}>
                Rated {site.review.rating}/{site.review.bestRating} from {site.review.reviewCount}{" "}
                reviews
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {contactForm}
        </div>
      </div>
    </section>
  );
}
