import { mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage } from "~/lib/storage.server";
import { resumeFiles, userProfiles } from "../../../db/schema";
import { seedDemoContent } from "../../../db/seed";
import { createUser, grantRole } from "../../../tests/support/careers-data";
import { docxFile, pdfFile, pngFile } from "../../../tests/support/resume-files";
import { openTestDatabase } from "../../../tests/support/test-database";
import { getProfile } from "../profiles/profiles.server";
import {
  canReadResume,
  contentDisposition,
  deleteResume,
  listResumes,
  NotAuthenticatedError,
  openResumeForDownload,
  ResumeNotFoundError,
  ResumeRejectedError,
  resumeResponse,
  uploadResume,
} from "./resumes.server";
import { maxResumeBytes } from "./sniff";
import { readLimitedForm, UploadTooLargeError } from "./upload.server";

describe("resumes", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-resumes-"));
    process.env.DATA_DIR = dataDir;
    process.env.STORAGE_DRIVER = "local";
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    database = await openTestDatabase();
    await seedDemoContent(database.db);
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const storedFiles = async (userId: string) =>
    (await readdir(path.join(dataDir, "uploads", userId, "resumes")).catch(() => [])).filter(
      (name) => !name.endsWith(".content-type"),
    );

  it("stores a checked resume under {userId}/resumes/{timestamp}_{name} and points the profile at it", async () => {
    const user = await createUser(database.db);
    const entry = await uploadResume(user.id, { name: "My CV (2025).pdf", bytes: pdfFile() });
    expect(entry).toMatchObject({
      fileName: "My CV (2025).pdf",
      contentType: "application/pdf",
      current: true,
      fileUrl: `/user/resumes/${entry.id}`,
    });
    const [row] = await database.db.select().from(resumeFiles).where(eq(resumeFiles.id, entry.id));
    expect(row?.storageKey).toMatch(new RegExp(`^${user.id}/resumes/\\d+_My_CV_2025.pdf$`));
    expect((await getProfile(user.id))?.resumeUrl).toBe(row?.storageKey);
    expect(await storedFiles(user.id)).toHaveLength(1);
  });

  it("stores the name without bidirectional overrides, so staff see its real extension", async () => {
    const user = await createUser(database.db);
    const entry = await uploadResume(user.id, { name: "cv\u202Efdp.docx", bytes: docxFile() });
    const [row] = await database.db.select().from(resumeFiles).where(eq(resumeFiles.id, entry.id));
    expect(row?.fileName).toBe("cvfdp.docx");
  });

  it("keeps only one resume: uploading replaces the stored file and the row", async () => {
    const user = await createUser(database.db);
    const first = await uploadResume(user.id, { name: "old.pdf", bytes: pdfFile("old") });
    const second = await uploadResume(user.id, { name: "new.docx", bytes: docxFile() });
    const list = await listResumes(user.id);
    expect(list.map((entry) => entry.id)).toEqual([second.id]);
    expect(list[0]).toMatchObject({ fileName: "new.docx", current: true });
    expect(await storedFiles(user.id)).toEqual([expect.stringMatching(/_new\.docx$/)]);
    expect(await openResumeForDownload(user, first.id)).toBeNull();
  });

  it("refuses by content, size and missing user, keeping the previous resume", async () => {
    const user = await createUser(database.db);
    const kept = await uploadResume(user.id, { name: "kept.pdf", bytes: pdfFile() });
    await expect(uploadResume(user.id, { name: "cv.pdf", bytes: pngFile() })).rejects.toMatchObject(
      {
        reason: "content",
      },
    );
    await expect(
      uploadResume(user.id, { name: "cv.pdf", bytes: pdfFile("x", maxResumeBytes + 1) }),
    ).rejects.toMatchObject({ reason: "too-large" });
    await expect(uploadResume(user.id, { name: "cv.txt", bytes: pdfFile() })).rejects.toThrow(
      ResumeRejectedError,
    );
    await expect(uploadResume(null, { name: "cv.pdf", bytes: pdfFile() })).rejects.toThrow(
      NotAuthenticatedError,
    );
    expect((await listResumes(user.id)).map((entry) => entry.id)).toEqual([kept.id]);
  });

  it("deletes one's own resume and clears resume_url; another user's id is not found", async () => {
    const owner = await createUser(database.db);
    const other = await createUser(database.db);
    const entry = await uploadResume(owner.id, { name: "cv.pdf", bytes: pdfFile() });
    await expect(deleteResume(other.id, entry.id)).rejects.toThrow(ResumeNotFoundError);
    await expect(deleteResume(other.id, "../../etc")).rejects.toThrow(ResumeNotFoundError);
    expect(await listResumes(owner.id)).toHaveLength(1);

    await deleteResume(owner.id, entry.id);
    expect(await listResumes(owner.id)).toEqual([]);
    expect(await storedFiles(owner.id)).toEqual([]);
    const [profile] = await database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, owner.id));
    expect(profile?.resumeUrl).toBeNull();
    await expect(deleteResume(owner.id, entry.id)).rejects.toThrow(ResumeNotFoundError);
  });

  it("serves the file to its owner and to staff with read:resume:any only", async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const editor = await createUser(database.db);
    const recruiter = await createUser(database.db);
    await grantRole(database.db, editor.id, "editor");
    await grantRole(database.db, recruiter.id, "recruiter");
    const entry = await uploadResume(owner.id, { name: "Zoë CV.pdf", bytes: pdfFile("owner") });

    expect(await canReadResume(null, owner.id)).toBe(false);
    expect(await canReadResume(stranger, owner.id)).toBe(false);
    expect(await canReadResume(editor, owner.id)).toBe(false);
    expect(await canReadResume(owner, owner.id)).toBe(true);
    expect(await canReadResume(recruiter, owner.id)).toBe(true);
    expect(await openResumeForDownload(stranger, entry.id)).toBeNull();
    expect(await openResumeForDownload(editor, entry.id)).toBeNull();
    expect(await openResumeForDownload(null, entry.id)).toBeNull();
    expect(await openResumeForDownload(owner, "not-a-uuid")).toBeNull();

    for (const viewer of [owner, recruiter]) {
      const opened = await openResumeForDownload(viewer, entry.id);
      if (!opened) throw new Error("the viewer should be able to open the resume");
      const response = resumeResponse(opened.row, opened.file);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Zo_ CV.pdf"; filename*=UTF-8''Zo%C3%AB%20CV.pdf`,
      );
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    expect(contentDisposition('a"b\\c.pdf')).toContain('filename="a_b_c.pdf"');
    // The storage key is never part of what the history exposes.
    expect(JSON.stringify(await listResumes(owner.id))).not.toContain(owner.id);
    expect(await getStorage().list(`${owner.id}/resumes`)).toHaveLength(1);
  });
});

describe("reading an upload with a limit", () => {
  const multipart = (bytes: Uint8Array, name = "cv.pdf") => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append(
      "resume",
      new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }),
    );
    return new Request("http://localhost/api/resumes", { method: "POST", body: form });
  };

  it("reads a form within the limit", async () => {
    const form = await readLimitedForm(multipart(pdfFile()));
    expect(form.get("intent")).toBe("upload");
    const file = form.get("resume") as File;
    expect(file.name).toBe("cv.pdf");
    expect(new Uint8Array(await file.arrayBuffer()).subarray(0, 5)).toEqual(
      pdfFile().subarray(0, 5),
    );
  });

  it("stops keeping a body past the limit, also when Content-Length lies", async () => {
    await expect(readLimitedForm(multipart(pdfFile("x", 2048)), 1024 - 64 * 1024)).rejects.toThrow(
      UploadTooLargeError,
    );
    const big = pdfFile("x", maxResumeBytes + 200 * 1024);
    const lying = multipart(big);
    const headers = new Headers(lying.headers);
    headers.set("content-length", "100");
    const request = new Request(lying.url, {
      method: "POST",
      headers,
      body: lying.body,
      duplex: "half",
    } as RequestInit);
    await expect(readLimitedForm(request)).rejects.toThrow(UploadTooLargeError);
  });

  it("refuses a huge declared body without reading it", async () => {
    const request = new Request("http://localhost/api/resumes", {
      method: "POST",
      headers: {
        "content-length": String(200 * 1024 * 1024),
        "content-type": "multipart/form-data; boundary=x",
      },
      body: "--x--",
    });
    await expect(readLimitedForm(request)).rejects.toThrow(UploadTooLargeError);
  });
});
