import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { staffInvitationEmail } from "~/features/invitations/emails/staff-invitation";
import { invalidReasonMessage, invitationMessages } from "./messages";
import { checkRegistration, firstRegistrationError } from "./registration-checks";
import { registrationSchema } from "./registration-schema";
import { createInvitationSchema } from "./schemas";
import { effectiveStatus, invitationProblem } from "./status";
import { createInvitationToken, hashInvitationToken, invitationExpiry } from "./token.server";

const now = new Date("2026-03-01T12:00:00Z");
const later = new Date("2026-03-08T12:00:00Z");
const earlier = new Date("2026-02-20T12:00:00Z");

describe("invitation tokens", () => {
  it("are 32 random bytes in base64url, and only their sha-256 is kept", () => {
    const { token, tokenHash } = createInvitationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hashInvitationToken(token)).toBe(tokenHash);
    expect(createInvitationToken().token).not.toBe(token);
  });

  it("expire after 7 days by default", () => {
    expect(invitationExpiry(undefined, now)).toEqual(later);
    expect(invitationExpiry(1, now)).toEqual(new Date("2026-03-02T12:00:00Z"));
  });
});

describe("invitation status rules", () => {
  it("accepts only a pending invitation before its expiry", () => {
    expect(invitationProblem({ status: "pending", expiresAt: later }, now)).toBeNull();
    expect(invitationProblem({ status: "pending", expiresAt: earlier }, now)).toBe("expired");
    expect(invitationProblem({ status: "pending", expiresAt: now }, now)).toBe("expired");
    expect(invitationProblem({ status: "expired", expiresAt: later }, now)).toBe("expired");
    expect(invitationProblem({ status: "accepted", expiresAt: later }, now)).toBe("processed");
    expect(invitationProblem({ status: "revoked", expiresAt: earlier }, now)).toBe("processed");
  });

  it("shows a pending invitation past its expiry as expired", () => {
    expect(effectiveStatus({ status: "pending", expiresAt: earlier }, now)).toBe("expired");
    expect(effectiveStatus({ status: "pending", expiresAt: later }, now)).toBe("pending");
    expect(effectiveStatus({ status: "accepted", expiresAt: earlier }, now)).toBe("accepted");
  });

  it("names each problem with the spec's message", () => {
    expect(invalidReasonMessage("missing")).toBe("Invalid invitation link");
    expect(invalidReasonMessage("notFound")).toBe("Invitation not found or invalid");
    expect(invalidReasonMessage("failed")).toBe("Failed to validate invitation");
    expect(invalidReasonMessage("expired")).toBe("This invitation has expired");
    expect(invalidReasonMessage("processed")).toBe("This invitation has already been processed");
  });
});

describe("invitation registration validation", () => {
  const valid = {
    firstName: " Grace ",
    lastName: "Hopper",
    password: "cobol-since-1959",
    confirmPassword: "cobol-since-1959",
  };

  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    return data;
  };

  /** The action's parse, checked against the browser's. */
  function validateRegistration(values: Record<string, string>) {
    const submission = parseWithZod(form(values), { schema: registrationSchema });
    expect(checkRegistration(form(values))).toEqual(submission.reply().error ?? {});
    return submission.status === "success"
      ? { ok: true, data: submission.value }
      : { ok: false, fieldErrors: submission.reply().error };
  }

  it("accepts a 12-character password and trims the names", () => {
    expect(validateRegistration(valid)).toEqual({
      ok: true,
      data: {
        firstName: "Grace",
        lastName: "Hopper",
        password: "cobol-since-1959",
        confirmPassword: "cobol-since-1959",
      },
    });
  });

  it("uses the spec's messages", () => {
    const blank = validateRegistration({ ...valid, firstName: "  ", lastName: "" });
    expect(blank).toEqual({
      ok: false,
      fieldErrors: {
        firstName: ["Please fill in all required fields."],
        lastName: ["Please fill in all required fields."],
      },
    });
    const short = validateRegistration({ ...valid, password: "abc12", confirmPassword: "abc12" });
    expect(short).toEqual({
      ok: false,
      fieldErrors: { password: ["Password must be at least 12 characters long."] },
    });
    const mismatch = validateRegistration({ ...valid, confirmPassword: "cobol-since-1960" });
    expect(mismatch).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: ["Passwords do not match."] },
    });
    expect(invitationMessages.passwordHint).toBe("Minimum 12 characters");
  });

  it("reports the first error in form order", () => {
    const result = validateRegistration({ firstName: "Grace" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(firstRegistrationError(result.fieldErrors)).toBe("Please fill in all required fields.");
    expect(Object.keys(result.fieldErrors ?? {})).toEqual([
      "lastName",
      "password",
      "confirmPassword",
    ]);
  });
});

describe("creating an invitation", () => {
  it("normalises the address, de-duplicates roles and defaults to 7 days", () => {
    const parsed = createInvitationSchema.parse({
      email: " Grace@Example.ORG ",
      roles: ["recruiter", "recruiter", "editor"],
      message: "  ",
    });
    expect(parsed).toEqual({
      email: "grace@example.org",
      roles: ["recruiter", "editor"],
      message: null,
      expiresInDays: 7,
    });
  });

  it("answers the admin form's fields with one message each", () => {
    const check = (entries: [string, string][]) => {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return parseWithZod(form, { schema: createInvitationSchema }).reply().error;
    };
    expect(check([["email", ""]])).toEqual({
      email: ["Please enter a valid email address."],
      roles: ["Please choose at least one role."],
    });
    expect(
      check([
        ["email", "nope"],
        ["roles", "owner"],
      ]),
    ).toEqual({
      email: ["Please enter a valid email address."],
      roles: ["Please choose roles from the list."],
    });
    expect(
      check([
        ["email", "a@b.co"],
        ["roles", "editor"],
        ["expiresInDays", "31"],
      ]),
    ).toEqual({
      expiresInDays: ["An invitation works for 1 to 30 days."],
    });
  });

  it("refuses unknown roles, no roles and long expiries", () => {
    expect(createInvitationSchema.safeParse({ email: "a@b.co", roles: [] }).success).toBe(false);
    expect(createInvitationSchema.safeParse({ email: "a@b.co", roles: ["owner"] }).success).toBe(
      false,
    );
    expect(
      createInvitationSchema.safeParse({ email: "a@b.co", roles: ["admin"], expiresInDays: 31 })
        .success,
    ).toBe(false);
  });
});

describe("the invitation email", () => {
  const brand = {
    name: "Quillstack",
    legalName: "Quillstack Technologies Pvt. Ltd.",
    email: "hello@quillstack.dev",
    siteUrl: "https://quillstack.dev",
  };

  it("carries the link, the inviter, the roles and the escaped message", () => {
    const email = staffInvitationEmail.render(
      {
        inviterName: "Ada Admin",
        roles: ["recruiter", "editor"],
        message: "<b>Welcome</b> aboard",
        url: "https://quillstack.dev/invite/abc",
        expiresAt: "March 8, 2026 at 12:00 PM UTC",
      },
      brand,
    );
    expect(email.template).toBe("staff-invitation");
    expect(email.subject).toBe("Ada Admin invited you to join the Quillstack team");
    expect(email.html).toContain('href="https://quillstack.dev/invite/abc"');
    expect(email.html).toContain("&lt;b&gt;Welcome&lt;/b&gt; aboard");
    expect(email.text).toContain("Roles: recruiter, editor");
    expect(email.text).toContain("Invited by: Ada Admin");
    expect(email.text).toContain("> <b>Welcome</b> aboard");
    expect(email.text).toContain("Accept invitation: https://quillstack.dev/invite/abc");
  });
});
