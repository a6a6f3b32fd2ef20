import { ArrowRightIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/date-format";
import { formatAge } from "../chart";
import type { Dashboard } from "../dashboard.server";
import { EventsChart } from "./events-chart";

function shortDate(value: Date | string) {
  return formatDate(value, "short");
}

const humanize = (value: string) => value.replaceAll("_", " ");

/** A dashboard card: a titled region, linking to its full staff page. */
function Card({
  title,
  children,
  wide,
  more,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  more?: { href: string; label: string };
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-border bg-card p-5 shadow-sm ${wide ? "lg:col-span-2" : ""}`}
    >
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
      {more ? (
        <Link
          to={more.href}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {more.label}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </section>
  );
}

/** Figures as a description list: label, then its number. */
function Stats({ items }: { items: ReadonlyArray<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground capitalize">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The newest rows of a card. */
function Recent({
  label,
  rows,
  empty,
}: {
  label: string;
  rows: ReadonlyArray<{ id: string; primary: string; secondary: string; href?: string }>;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div>
      <h3 className="text-sm font-medium">{label}</h3>
      <ul className="mt-2 divide-y divide-border text-sm">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            {row.href ? (
              <Link
                to={row.href}
                className="min-w-0 font-medium wrap-anywhere underline-offset-4 hover:underline"
              >
                {row.primary}
              </Link>
            ) : (
              <span className="min-w-0 font-medium wrap-anywhere">{row.primary}</span>
            )}
            <span className="min-w-0 text-muted-foreground wrap-anywhere">{row.secondary}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { applications, leads, messages, posts, jobs, events, outbox, clientErrors } = dashboard;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {applications ? (
        <Card
          title="Applications"
          more={{ href: "/admin/applications", label: "Review applications" }}
        >
          <Stats items={Object.entries(applications.byStatus).map(([s, n]) => [humanize(s), n])} />
          <Recent
            label="Newest applications"
            empty="No applications yet."
            rows={applications.recent.map((row) => ({
              id: row.id,
              primary: `${row.applicantName} · ${row.jobTitle}`,
              href: `/admin/applications/${row.id}`,
              secondary: `${humanize(row.status)} · ${shortDate(row.createdAt)}`,
            }))}
          />
        </Card>
      ) : null}
      {jobs ? (
        <Card title="Jobs" more={{ href: "/admin/jobs", label: "Manage jobs" }}>
          <Stats items={[["active", jobs.active]]} />
          <Recent
            label="Newest active jobs"
            empty="No active jobs."
            rows={jobs.recent.map((row) => ({
              id: row.id,
              primary: row.title,
              secondary: `${row.location} · ${shortDate(row.createdAt)}`,
              href: `/admin/jobs/${row.id}`,
            }))}
          />
        </Card>
      ) : null}
      {posts ? (
        <Card title="Posts" more={{ href: "/admin/posts", label: "Manage posts" }}>
          <Stats
            items={[
              ["published", posts.published],
              ["scheduled", posts.scheduled],
              ["draft", posts.draft],
            ]}
          />
          <Recent
            label="Recently edited posts"
            empty="No posts yet."
            rows={posts.recent.map((row) => ({
              id: row.id,
              primary: row.title,
              secondary: `${row.state} · ${shortDate(row.updatedAt)}`,
              href: `/admin/posts/${row.id}`,
            }))}
          />
        </Card>
      ) : null}
      {leads ? (
        <Card title="Leads" more={{ href: "/admin/leads", label: "Open the leads inbox" }}>
          <Stats
            items={[
              ["total", leads.total],
              ["not handled", leads.open],
            ]}
          />
          <Recent
            label="Newest leads"
            empty="No leads yet."
            rows={leads.recent.map((row) => ({
              id: row.id,
              primary: row.email,
              secondary: `${row.source} · ${shortDate(row.createdAt)}`,
            }))}
          />
        </Card>
      ) : null}
      {messages ? (
        <Card
          title="Contact messages"
          more={{ href: "/admin/messages", label: "Open the messages inbox" }}
        >
          <Stats
            items={[
              ["total", messages.total],
              ["new", messages.unread],
              ["not handled", messages.open],
            ]}
          />
          <Recent
            label="Newest messages"
            empty="No messages yet."
            rows={messages.recent.map((row) => ({
              id: row.id,
              primary: `${row.name} <${row.email}>`,
              secondary: `${row.status} · ${shortDate(row.createdAt)}`,
            }))}
          />
        </Card>
      ) : null}
      {outbox ? (
        <Card title="Email outbox" more={{ href: "/admin/outbox", label: "Open the outbox" }}>
          <Stats items={Object.entries(outbox.byStatus)} />
          <p className="text-sm">
            Oldest pending:{" "}
            {outbox.oldestPendingSeconds === null
              ? "none"
              : `${formatAge(outbox.oldestPendingSeconds)} ago`}
          </p>
          <p className="text-sm break-words">
            Last error:{" "}
            {outbox.lastError
              ? `${outbox.lastError.message} (to ${outbox.lastError.toAddress})`
              : "none"}
          </p>
        </Card>
      ) : null}
      {clientErrors ? (
        <Card title="Errors in visitors' browsers">
          <Stats items={[["last 7 days", clientErrors.lastWeek]]} />
          <Recent
            label="Newest reports"
            empty="No errors reported."
            rows={clientErrors.recent.map((row) => ({
              id: row.id,
              primary: row.message,
              secondary: `${row.path} · ${row.kind === "render" ? "render failure" : "route error"} · ${shortDate(row.createdAt)}`,
            }))}
          />
        </Card>
      ) : null}
      {events ? (
        <Card title="Analytics events, last 30 days" wide>
          <EventsChart days={events} />
        </Card>
      ) : null}
    </div>
  );
}
