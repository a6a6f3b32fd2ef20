import type { ReactNode } from "react";
import { Link } from "react-router";
import { DateTime } from "~/components/admin/admin-ui";
import { jobPath } from "~/features/jobs/paths";
import { isHttpUrl } from "~/lib/http-url";
import type { StaffApplication } from "../detail.server";
import { applicationsHref } from "../filters";

const linkClass = "text-primary underline underline-offset-4";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-border p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr]">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function ApplicantSection({ application }: { application: StaffApplication }) {
  const anonymised = application.userId === null;
  return (
    <Section id="applicant-heading" title="Applicant">
      {anonymised ? (
        <p className="text-sm">
          This application is anonymised: the candidate deleted their account, so their details,
          profile and resume are gone.
        </p>
      ) : null}
      <dl className="space-y-2 text-sm">
        <Row label="Name">{application.applicantName}</Row>
        <Row label="Email">
          {anonymised ? (
            application.applicantEmail
          ) : (
            <a href={`mailto:${application.applicantEmail}`} className={linkClass}>
              {application.applicantEmail}
            </a>
          )}
        </Row>
        <Row label="Phone">
          {application.applicantPhone ? (
            <a
              href={`tel:${application.applicantPhone.replaceAll(/\s+/g, "")}`}
              className={linkClass}
            >
              {application.applicantPhone}
            </a>
          ) : (
            <span className="text-muted-foreground">Not given</span>
          )}
        </Row>
        <Row label="Applied">
          <DateTime value={application.createdAt} />
        </Row>
        <Row label="Profile">
          {application.userId && application.hasProfile ? (
            <Link
              to={`/user/profile?userId=${encodeURIComponent(application.userId)}`}
              className={linkClass}
            >
              View the candidate's profile
            </Link>
          ) : (
            <span className="text-muted-foreground">
              {anonymised ? "Deleted" : "The candidate has not filled in a profile yet."}
            </span>
          )}
        </Row>
      </dl>
    </Section>
  );
}

export function JobSection({ job }: { job: StaffApplication["job"] }) {
  return (
    <Section id="job-heading" title="Job">
      <p className="text-sm">
        <span className="font-medium">{job.title}</span> at {job.companyName}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <Link to={jobPath(job.slug)} className={linkClass}>
            Public job page
          </Link>
        </li>
        <li>
          <Link to={applicationsHref({ jobId: job.id })} className={linkClass}>
            All applications for this job
          </Link>
        </li>
      </ul>
    </Section>
  );
}

/** The letter as the candidate typed it: plain text, line breaks kept. */
export function CoverLetterSection({ text }: { text: string }) {
  return (
    <Section id="cover-letter-heading" title="Cover letter">
      <p className="text-sm leading-relaxed whitespace-pre-wrap break-words">{text}</p>
    </Section>
  );
}

/** The external resume the candidate gave (http(s) only), else their profile's current one. */
export function ResumeSection({ application }: { application: StaffApplication }) {
  const external = application.resumeUrl;
  let content: ReactNode;
  if (external && isHttpUrl(external)) {
    content = (
      <p className="text-sm">
        The candidate linked a resume:{" "}
        <a
          href={external}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={`${linkClass} break-all`}
        >
          {external}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    );
  } else if (external) {
    content = (
      <p className="text-sm">
        The candidate gave a resume address that is not a web link, so it is not linked:{" "}
        <span className="break-all">{external}</span>
      </p>
    );
  } else if (application.sentResume) {
    content = (
      <p className="text-sm">
        The resume sent with this application:{" "}
        <a href={application.sentResume.fileUrl} download className={linkClass}>
          Download {application.sentResume.fileName}
        </a>
      </p>
    );
  } else if (application.profileResume) {
    content = (
      <p className="text-sm">
        This application was sent before resumes were kept with applications. The resume on the
        candidate's profile now:{" "}
        <a href={application.profileResume.fileUrl} download className={linkClass}>
          Download {application.profileResume.fileName}
        </a>
      </p>
    );
  } else {
    content = (
      <p className="text-sm text-muted-foreground">
        No resume: neither a link nor one on the profile.
      </p>
    );
  }
  return (
    <Section id="resume-heading" title="Resume">
      {content}
    </Section>
  );
}
