import { Bookmark, Briefcase, FileText, Mail, MapPin, Search } from "lucide-react";
import { Link } from "react-router";
import type { ExperienceItem } from "../schema";
import { experienceYears, firstOf, summaryLimits, technologiesOf } from "../summary";

function Chips({
  label,
  items,
  limit,
  tone,
}: {
  label: string;
  items: string[];
  limit: number;
  tone: "accent" | "muted";
}) {
  const { shown, more } = firstOf(items, limit);
  if (items.length === 0) {
    return <p className="mt-2 text-sm text-muted-foreground">None added yet</p>;
  }
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li
          key={item}
          className={
            tone === "accent"
              ? "rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
              : "rounded-md bg-muted px-2 py-0.5 text-xs font-medium ring-1 ring-border ring-inset"
          }
        >
          {item}
        </li>
      ))}
      {more > 0 ? (
        <li className="px-1 py-0.5 text-xs font-medium text-muted-foreground">+{more} more</li>
      ) : null}
    </ul>
  );
}

export function initialsOf(firstName: string, lastName: string, fallback: string): string {
  const letters = `${firstName.trim()[0] ?? ""}${lastName.trim()[0] ?? ""}`;
  return (letters || fallback.trim()[0] || "?").toUpperCase();
}

/** The side summary: who, 6 skills and 8 technologies then '+N more', years of experience. */
export function ProfileSummary({
  firstName,
  lastName,
  email,
  location,
  skills,
  experience,
  educationCount,
  hasResume,
  quickLinks = true,
}: {
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  skills: string[];
  experience: ExperienceItem[];
  educationCount: number;
  hasResume: boolean;
  quickLinks?: boolean;
}) {
  const name = `${firstName} ${lastName}`.trim();
  const years = experienceYears(experience);
  const technologies = technologiesOf(experience);
  const projects = experience.reduce((sum, item) => sum + (item.projects?.length ?? 0), 0);
  return (
    <aside
      aria-label="Profile summary"
      className="grid min-w-0 grid-cols-1 gap-5 self-start lg:sticky lg:top-24"
    >
      <div className="rounded-xl border border-border bg-card p-6 shadow-xs">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
          >
            {initialsOf(firstName, lastName, email)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{name || "Your name"}</p>
            {location ? (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5" />
                {location}
              </p>
            ) : null}
            {email ? (
              <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{email}</span>
              </p>
            ) : null}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-3 gap-2 border-y border-border py-4 text-center">
          <div>
            <dt className="text-xs text-muted-foreground">Experience</dt>
            <dd
              className="mt-0.5 text-base font-semibold whitespace-nowrap"
              data-testid="experience-years"
            >
              {years} {years === 1 ? "year" : "years"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Projects</dt>
            <dd className="mt-0.5 text-base font-semibold">{projects}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Education</dt>
            <dd className="mt-0.5 text-base font-semibold">{educationCount}</dd>
          </div>
        </dl>
        <div className="mt-4">
          <h2 className="text-sm font-semibold">Skills</h2>
          <Chips label="Top skills" items={skills} limit={summaryLimits.skills} tone="accent" />
        </div>
        <div className="mt-4">
          <h2 className="text-sm font-semibold">Technologies</h2>
          <Chips
            label="Top technologies"
            items={technologies}
            limit={summaryLimits.technologies}
            tone="muted"
          />
        </div>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <FileText aria-hidden="true" className="size-4" />
          {hasResume ? "Resume on file" : "No resume uploaded"}
        </p>
      </div>
      {quickLinks ? (
        <nav
          aria-label="Quick links"
          className="rounded-xl border border-border bg-card p-4 shadow-xs"
        >
          <h2 className="px-2 text-sm font-semibold">Quick Links</h2>
          <ul className="mt-2 grid gap-1 text-sm">
            {[
              { to: "/careers", label: "Browse Jobs", Icon: Search },
              { to: "/user/applications", label: "My Applications", Icon: Briefcase },
              { to: "/user/saved-jobs", label: "Saved Jobs", Icon: Bookmark },
            ].map(({ to, label, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-2 rounded-md px-2 py-2 font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </aside>
  );
}
