// Rows for the staff-area access walk (tests/e2e/admin-access.spec.ts): one of each thing a staff
// page shows or changes, written straight to the e2e database with names no other test uses.
import { queryDb } from "./e2e-services.ts";

export interface AdminFixtures {
  /** Unique to this set of rows; part of every name below. */
  suffix: string;
  post: { id: string; title: string };
  postCategory: { id: string; name: string };
  job: { id: string; title: string };
  jobCategory: { id: string; name: string };
  application: { id: string; applicantName: string };
  lead: { id: string; email: string };
  message: { id: string; email: string };
  email: { id: string; to: string };
  invitation: { id: string; email: string };
  auditEntry: { id: string; summary: string };
  /** An editor, for the staff page's role changes and deactivation. */
  staffMember: { id: string; email: string };
}

async function insertedId(text: string, values: unknown[]): Promise<string> {
  const [row] = await queryDb<{ id: string }>(text, values);
  if (!row) throw new Error(`nothing inserted by: ${text}`);
  return row.id;
}

export async function createAdminFixtures(): Promise<AdminFixtures> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const postCategory = { id: `walk-${suffix}`, name: `Walk topic ${suffix}` };
  await queryDb(`insert into blog_categories (id, name, slug) values ($1, $2, $1)`, [
    postCategory.id,
    postCategory.name,
  ]);
  const postTitle = `Walk draft ${suffix}`;
  const postId = await insertedId(
    `insert into blog_posts (slug, title, excerpt, content, category_id)
     values ($1, $2, 'An excerpt.', 'Some **Markdown**.', $3) returning id`,
    [`walk-draft-${suffix}`, postTitle, postCategory.id],
  );
  const jobCategory = { id: `walk-${suffix}`, name: `Walk jobs ${suffix}` };
  await queryDb(`insert into job_categories (id, name) values ($1, $2)`, [
    jobCategory.id,
    jobCategory.name,
  ]);
  const jobTitle = `Walk Engineer ${suffix}`;
  const jobId = await insertedId(
    `insert into job_posts (slug, title, company_name, location, description, job_type, experience_level, category_id)
     values ($1, $2, 'Quillstack', 'Remote', 'Build things.', 'full-time', 'senior', $3) returning id`,
    [`walk-engineer-${suffix}`, jobTitle, jobCategory.id],
  );
  const applicantName = `Walk Applicant ${suffix}`;
  const applicationId = await insertedId(
    `insert into job_applications (job_id, applicant_name, applicant_email, cover_letter)
     values ($1, $2, $3, 'I would like to help.') returning id`,
    [jobId, applicantName, `walk.applicant.${suffix}@example.org`],
  );
  const leadEmail = `walk.lead.${suffix}@acme-industries.com`;
  const leadId = await insertedId(
    `insert into leads (email, source) values ($1, 'landing-page') returning id`,
    [leadEmail],
  );
  const messageEmail = `walk.message.${suffix}@acme-industries.com`;
  const messageId = await insertedId(
    `insert into contact_messages (name, email, message) values ('Walk Sender', $1, 'Hello there.') returning id`,
    [messageEmail],
  );
  // Failed: the outbox worker never picks it up again by itself.
  const emailTo = `walk.outbox.${suffix}@example.org`;
  const emailId = await insertedId(
    `insert into email_outbox (template, to_address, subject, html, text, status, attempts, last_error)
     values ('walk', $1, 'Walk subject', '<p>Hi</p>', 'Hi', 'failed', 5, 'mailbox unavailable') returning id`,
    [emailTo],
  );
  const invitationEmail = `walk.invitee.${suffix}@example.org`;
  const invitationId = await insertedId(
    `insert into user_invitations (email, roles, token_hash, expires_at)
     values ($1, '{editor}', $2, now() + interval '7 days') returning id`,
    [invitationEmail, `walk-${suffix}`],
  );
  const summary = `Walk audit entry ${suffix}`;
  const auditor = `walk.auditor.${suffix}@example.org`;
  const auditId = await insertedId(
    `insert into audit_log (actor_email, action, entity_type, entity_id, summary, before, after)
     values ($1, 'post.update', 'post', $2, $3, '{"title":"Old"}', '{"title":"New"}') returning id`,
    [auditor, postId, summary],
  );
  const staffMember = { id: `walk-staff-${suffix}`, email: `walk.staff.${suffix}@example.org` };
  await queryDb(`insert into "user" (id, name, email, email_verified) values ($1, $2, $3, true)`, [
    staffMember.id,
    `Walk Staff ${suffix}`,
    staffMember.email,
  ]);
  await queryDb(
    `insert into user_role_assignments (user_id, role_id) select $1, id from user_roles where name = 'editor'`,
    [staffMember.id],
  );
  return {
    suffix,
    staffMember,
    post: { id: postId, title: postTitle },
    postCategory,
    job: { id: jobId, title: jobTitle },
    jobCategory,
    application: { id: applicationId, applicantName },
    lead: { id: leadId, email: leadEmail },
    message: { id: messageId, email: messageEmail },
    email: { id: emailId, to: emailTo },
    invitation: { id: invitationId, email: invitationEmail },
    auditEntry: { id: auditId, summary },
  };
}

/** A row as JSON, to compare before and after a refused request. */
export async function rowOf(table: string, id: string): Promise<unknown> {
  const [row] = await queryDb<{ row: unknown }>(
    `select to_jsonb(t) as row from ${table} t where id = $1`,
    [id],
  );
  return row?.row ?? null;
}

/** A user's role assignments, to compare before and after a refused request. */
export async function assignmentsOf(userId: string): Promise<unknown> {
  return queryDb(
    `select role_id, is_active, assigned_by from user_role_assignments where user_id = $1 order by role_id`,
    [userId],
  );
}

/** How many rows of `table` have `value` in `column` (a create that must not have happened). */
export async function countWhere(table: string, column: string, value: string): Promise<number> {
  const [row] = await queryDb<{ count: number }>(
    `select count(*)::int as count from ${table} where ${column} = $1`,
    [value],
  );
  return row?.count ?? 0;
}
