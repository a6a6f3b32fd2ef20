import { MailIcon, MapPinIcon, MessageCircleIcon, PhoneIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import { footerNavigation, legalLinks } from "~/content/navigation";
import { type Office, site } from "~/content/site";
import { CookieSettingsButton } from "./cookie-settings-button";
import { HomeLink } from "./home-link";
import { ThemeSwitch } from "./theme-switch";

const linkClass =
  "rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const officeKind: Record<Office["kind"], string> = {
  headquarters: "Headquarters",
  own: "Office",
  partner: "Partner office",
};

function OfficeCard({ office }: { office: Office }) {
  return (
    <li className="text-sm">
      <h3 className="font-medium text-foreground">{office.country}</h3>
      <p className="text-muted-foreground">{officeKind[office.kind]}</p>
      {office.addresses.map((address) => (
        <address key={address} className="mt-1 flex gap-1.5 text-muted-foreground not-italic">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {address}
        </address>
      ))}
      {office.phone ? (
        <p className="mt-1 flex gap-1.5">
          <PhoneIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={`tel:${office.phone.replace(/\s/g, "")}`} className={linkClass}>
            {office.phone}
          </a>
        </p>
      ) : null}
      {office.companyInfo ? (
        <p className="mt-1 text-xs text-muted-foreground">{office.companyInfo}</p>
      ) : null}
    </li>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer id="site-footer" className="mt-auto border-t border-border bg-muted print:hidden">
      {/* Below the first screen of most pages: the first two parts render as they near it. The
          last holds the theme form, which the browser renders at load anyway (ADR 071). Their
          estimated heights are the measured ones: a part that changed height as it rendered,
          above the restored position on Back, would move the screen (exact from 1280 px). */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lazy-render-[61.5rem] sm:px-6 sm:lazy-render-[46.5rem] md:lazy-render-[43rem] lg:grid-cols-[minmax(0,18rem)_1fr] lg:lazy-render-[32.25rem] xl:lazy-render-[26rem]">
        <div className="space-y-5">
          <HomeLink className="inline-flex" />
          <p className="text-sm text-muted-foreground">{site.tagline}.</p>
          <ul aria-label="Contact" className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MessageCircleIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <a href={site.whatsapp.url} className={linkClass}>
                WhatsApp {site.whatsapp.number}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <StarIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              <a href={site.review.url} className={linkClass}>
                Rated {site.review.rating}/{site.review.bestRating} from {site.review.reviewCount}{" "}
                reviews
              </a>
            </li>
          </ul>
          <ul aria-label="Social media" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  rel="me noopener"
                  aria-label={`${site.name} on ${profile.label}`}
                  className={linkClass}
                >
                  {profile.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav
          id="footer-navigation"
          aria-label="Footer"
          className="grid grid-cols-2 gap-8 sm:grid-cols-4"
        >
          {footerNavigation.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-foreground">{group.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <section
        aria-labelledby="footer-offices"
        className="mx-auto max-w-7xl border-t border-border px-4 py-10 lazy-render-[57.25rem] sm:px-6 sm:lazy-render-[33rem] md:lazy-render-[32rem] lg:lazy-render-[20.25rem] xl:lazy-render-[17.75rem]"
      >
        <h2 id="footer-offices" className="text-sm font-semibold text-foreground">
          Offices
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {site.offices.map((office) => (
            <OfficeCard key={office.country} office={office} />
          ))}
        </ul>
      </section>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {site.founded}–{year} {site.legalName}
            {site.legalName.endsWith(".") ? "" : "."} All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
          <ThemeSwitch />
        </div>
      </div>
    </footer>
  );
}
