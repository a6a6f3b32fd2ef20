import {
  ArrowRightIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  MessageCircleIcon,
  PhoneIcon,
  StarIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { JsonLd } from "~/components/json-ld";
import {
  container,
  FaqList,
  faqJsonLd,
  HeroBackdrop,
  SectionHeader,
} from "~/components/marketing-blocks";
import { contactFaqs } from "~/content/contact-faqs";
import { supportTiers } from "~/content/outsource";
import { type Office, site } from "~/content/site";
import { ContactForm } from "~/features/contact/contact-form";
import { serviceSlugPattern } from "~/features/contact/services";
import { contactFormAnchor } from "~/features/enquiry/fallback-href";
import { cn } from "~/lib/utils";

/** The id of the FAQ section: /faq redirects to /contact#faq. */
export const faqSectionId = "faq";

const linkClass =
  "rounded-sm font-medium text-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const officeKind: Record<Office["kind"], string> = {
  headquarters: "Headquarters",
  own: "Own office",
  partner: "Partner office",
};

export function ContactPage() {
  // Enquiry buttons link here before JavaScript runs, with the service to preselect.
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("service") ?? "";
  const defaultService = serviceSlugPattern.test(requested) ? requested : undefined;
  const tier = supportTiers.find((known) => known.name === searchParams.get("tier"))?.name;

  return (
    <>
      <section aria-labelledby="contact-title" className="relative isolate overflow-hidden">
        <HeroBackdrop />
        <div className={cn(container, "pt-16 pb-10 text-center sm:pt-24")}>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Contact</p>
          <h1
            id="contact-title"
            className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            Let's talk about what you need
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Hiring talent, outsourcing a project, our digital products or consulting: send us a
            message and a specialist replies within 24 hours.
          </p>
        </div>
      </section>

      <div className={cn(container, "grid gap-8 pb-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]")}>
        <section
          id={contactFormAnchor}
          aria-labelledby="contact-form-title"
          className="scroll-mt-20 rounded-3xl border border-border bg-card p-6 shadow-xl lg:self-start shadow-indigo-950/5 sm:p-10 dark:shadow-black/30"
        >
          <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-sm text-muted-foreground">
            {tier ? `About ${tier} support: we send your choice with your message. ` : null}
            Fields marked * are required. We use your details only to answer you.
          </p>
          <ContactForm defaultService={defaultService} tier={tier} />
        </section>

        <aside aria-labelledby="contact-info-title" className="space-y-6">
          <div className="rounded-3xl border border-border bg-muted p-6 sm:p-8">
            <h2 id="contact-info-title" className="text-lg font-semibold">
              Other ways to reach us
            </h2>
            <ul className="mt-6 space-y-5 text-sm">
              <InfoItem icon={<ClockIcon className="size-5" />} label="Response time">
                We reply within 24 hours
              </InfoItem>
              <InfoItem icon={<MailIcon className="size-5" />} label="Email">
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </InfoItem>
              <InfoItem icon={<MessageCircleIcon className="size-5" />} label="WhatsApp">
                <a href={site.whatsapp.url} rel="noopener" className={linkClass}>
                  {site.whatsapp.number}
                </a>
              </InfoItem>
              <InfoItem icon={<StarIcon className="size-5" />} label="Reviews">
                <a href={site.review.url} rel="noopener" className={linkClass}>
                  Rated {site.review.rating}/{site.review.bestRating} from {site.review.reviewCount}{" "}
                  reviews
                </a>
              </InfoItem>
            </ul>
            <h3 className="mt-8 text-sm font-semibold">Follow us</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {site.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="me noopener"
                    className="inline-flex items-center rounded-full border border-border bg-background px-3 py-1.5 text-sm font-medium hover:border-ring hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {profile.label}
                    <span className="sr-only"> ({site.name})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-700 to-violet-800 p-6 text-white sm:p-8">
            <UsersIcon className="size-6" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold">Looking for work?</h2>
            <p className="mt-2 text-sm text-indigo-100">
              Join 50,000+ professionals in our network. We reply to applications within 48 hours.
            </p>
            <Link
              to="/careers"
              className="mt-5 inline-flex items-center gap-1.5 rounded-sm font-semibold underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              Apply as Talent
              <ArrowRightIcon className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </aside>
      </div>

      <section
        aria-labelledby="offices-title"
        className="border-y border-border bg-muted py-20 sm:py-24"
      >
        <div className={container}>
          <SectionHeader id="offices-title" eyebrow="Offices" title="Where to find us">
            Our own offices in India and Canada, and partner offices that serve clients locally.
          </SectionHeader>
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {site.offices.map((office) => (
              <li key={office.country} className="rounded-2xl border border-border bg-card p-6">
                <p
                  className={cn(
                    "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    office.kind === "partner"
                      ? "bg-muted text-muted-foreground"
                      : "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
                  )}
                >
                  {officeKind[office.kind]}
                </p>
                <h3 className="mt-3 text-lg font-semibold">{office.country}</h3>
                {office.addresses.map((address) => (
                  <address
                    key={address}
                    className="mt-2 flex gap-2 text-sm text-muted-foreground not-italic"
                  >
                    <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    {address}
                  </address>
                ))}
                {office.phone ? (
                  <p className="mt-2 flex gap-2 text-sm">
                    <PhoneIcon
                      className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                      aria-hidden="true"
                    />
                    <a href={`tel:${office.phone.replace(/\s/g, "")}`} className={linkClass}>
                      {office.phone}
                    </a>
                  </p>
                ) : null}
                {office.companyInfo ? (
                  <p className="mt-3 text-xs text-muted-foreground">{office.companyInfo}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={faqSectionId}
        aria-labelledby="faq-title"
        tabIndex={-1}
        className={cn(container, "scroll-mt-20 py-20 outline-none sm:py-28")}
      >
        <SectionHeader id="faq-title" eyebrow="FAQ" title="Frequently asked questions">
          Quick answers before you write. Anything else, ask us directly.
        </SectionHeader>
        <FaqList faqs={contactFaqs} className="mx-auto mt-12 max-w-3xl" />
        <JsonLd data={faqJsonLd(contactFaqs)} />
      </section>
    </>
  );
}

function InfoItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-background text-primary shadow-xs"
      >
        {icon}
      </span>
      <span>
        <span className="block text-xs font-medium text-muted-foreground">{label}</span>
        <span className="mt-0.5 block">{children}</span>
      </span>
    </li>
  );
}
