import {
  ArrowLeft,
  Building2,
  CalendarDays,
  Download,
  ExternalLink,
  FileText,
  GraduationCap,
  Phone,
} from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import type { ResumeEntry } from "~/features/resumes/types";
import { formatFileSize } from "~/lib/file-size";
import { useHydrated } from "~/lib/use-hydrated";
import type { ProfileView } from "../types";
import { formatPeriod } from "./format";
import { ProfileSummary } from "./profile-summary";
import { ProjectFacts } from "./project-facts";

/** Back: a button going back in history (or to `fallback`); a link to `fallback` before JavaScript. */
function BackButton({ fallback }: { fallback: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!hydrated) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={fallback}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else if (window.history.length > 1) window.history.back();
        else navigate(fallback);
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

function ExternalProfileLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The read-only 'Candidate Profile' (/user/profile?userId=...): what staff see of a candidate,
 * and what the owner can check. Staff views come without private projects (the server already
 * left them out); the owner sees them marked Private.
 */
export function CandidateProfile({
  profile,
  resume,
  access,
}: {
  profile: ProfileView;
  resume: ResumeEntry | null;
  access: "owner" | "staff";
}) {
  const name = `${profile.firstName} ${profile.lastName}`.trim() || "Unnamed candidate";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <BackButton fallback={access === "owner" ? "/user/profile" : "/admin"} />
        {access === "owner" ? (
          <p className="text-sm text-muted-foreground">
            This is how recruiters see your profile, except that they do not see private projects.
          </p>
        ) : null}
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Candidate Profile</h1>
      <p className="mt-2 text-lg text-muted-foreground">{name}</p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ProfileSummary
          firstName={profile.firstName}
          lastName={profile.lastName}
          email={profile.email}
          location={profile.location}
          skills={profile.skills}
          experience={profile.experience}
          educationCount={profile.education.length}
          hasResume={Boolean(resume)}
          quickLinks={false}
        />
        <div className="grid min-w-0 gap-8">
          <section
            aria-labelledby="candidate-about"
            className="rounded-xl border border-border bg-card p-6 shadow-xs"
          >
            <h2 id="candidate-about" className="text-lg font-semibold">
              About
            </h2>
            {profile.bio ? (
              <p className="mt-3 leading-relaxed whitespace-pre-line">{profile.bio}</p>
            ) : (
              <p className="mt-3 text-muted-foreground">No bio yet.</p>
            )}
            <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
              {profile.phone ? (
                <div className="flex items-center gap-2">
                  <dt>
                    <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
                    <span className="sr-only">Phone</span>
                  </dt>
                  <dd>{profile.phone}</dd>
                </div>
              ) : null}
              {profile.socialLinks.linkedin ? (
                <div className="flex items-center gap-2">
                  <dt className="text-muted-foreground">LinkedIn</dt>
                  <dd>
                    <ExternalProfileLink href={profile.socialLinks.linkedin} label="Profile" />
                  </dd>
                </div>
              ) : null}
              {profile.socialLinks.github ? (
                <div className="flex items-center gap-2">
                  <dt className="text-muted-foreground">GitHub</dt>
                  <dd>
                    <ExternalProfileLink href={profile.socialLinks.github} label="Profile" />
                  </dd>
                </div>
              ) : null}
            </dl>
            {profile.skills.length > 0 ? (
              <>
                <h3 className="mt-5 text-sm font-semibold">All skills</h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {profile.skills.map((skill) => (
                    <li
                      key={skill}
                      className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section
            aria-labelledby="candidate-resume"
            className="rounded-xl border border-border bg-card p-6 shadow-xs"
          >
            <h2 id="candidate-resume" className="text-lg font-semibold">
              Resume
            </h2>
            {resume ? (
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <FileText aria-hidden="true" className="size-5 text-muted-foreground" />
                <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  <span className="font-medium">{resume.fileName}</span>{" "}
                  <span className="text-sm text-muted-foreground">
                    ({formatFileSize(resume.fileSize)})
                  </span>
                </p>
                <Button asChild variant="outline" size="sm">
                  <a href={resume.fileUrl} download={resume.fileName}>
                    <Download aria-hidden="true" />
                    Download Resume
                  </a>
                </Button>
              </div>
            ) : (
              <p className="mt-3 text-muted-foreground">No resume uploaded.</p>
            )}
          </section>

          <section aria-labelledby="candidate-experience">
            <h2 id="candidate-experience" className="text-lg font-semibold">
              Experience
            </h2>
            {profile.experience.length === 0 ? (
              <p className="mt-3 text-muted-foreground">No experience added.</p>
            ) : (
              <ol className="mt-4 grid gap-4">
                {profile.experience.map((item) => (
                  <li
                    key={item.id}
                    className="rounded-xl border border-border bg-card p-6 shadow-xs"
                  >
                    <div className="flex gap-4">
                      <Building2
                        aria-hidden="true"
                        className="mt-1 size-5 shrink-0 text-muted-foreground"
                      />
                      <div className="min-w-0 flex-1">
                        <h3 className="font-semibold">{item.position}</h3>
                        <p className="text-muted-foreground">{item.company}</p>
                        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                          <CalendarDays aria-hidden="true" className="size-3.5" />
                          {formatPeriod(item.start_date, item.end_date, item.current) ||
                            "Dates not given"}
                        </p>
                        {item.description ? (
                          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">
                            {item.description}
                          </p>
                        ) : null}
                        {item.skills_used.length > 0 ? (
                          <ul aria-label="Skills used" className="mt-3 flex flex-wrap gap-1.5">
                            {item.skills_used.map((skill) => (
                              <li
                                key={skill}
                                className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium ring-1 ring-border ring-inset"
                              >
                                {skill}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                        {item.projects.length > 0 ? (
                          <ul className="mt-4 grid gap-3">
                            {item.projects.map((project) => (
                              <li
                                key={project.id}
                                className="rounded-lg border border-border bg-background p-4"
                              >
                                <ProjectFacts project={project} />
                                <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">
                                  {project.overview}
                                </p>
                                {project.responsibilities.length > 0 ? (
                                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                                    {project.responsibilities.map((entry) => (
                                      <li key={entry}>{entry}</li>
                                    ))}
                                  </ul>
                                ) : null}
                                {project.technologies.length > 0 ? (
                                  <p className="mt-2 text-xs text-muted-foreground">
                                    {project.technologies.join(" · ")}
                                  </p>
                                ) : null}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby="candidate-education">
            <h2 id="candidate-education" className="text-lg font-semibold">
              Education
            </h2>
            {profile.education.length === 0 ? (
              <p className="mt-3 text-muted-foreground">No education added.</p>
            ) : (
              <ol className="mt-4 grid gap-4">
                {profile.education.map((item) => (
                  <li
                    key={item.id}
                    className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-xs"
                  >
                    <GraduationCap
                      aria-hidden="true"
                      className="mt-1 size-5 shrink-0 text-muted-foreground"
                    />
                    <div>
                      <h3 className="font-semibold">{item.institution}</h3>
                      <p className="text-muted-foreground">
                        {item.degree}
                        {item.field_of_study ? `, ${item.field_of_study}` : ""}
                      </p>
                      <p className="mt-1 text-sm text-muted-foreground">
                        {[
                          formatPeriod(item.start_date, item.end_date, item.current),
                          item.gpa ? `GPA ${item.gpa}` : "",
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
