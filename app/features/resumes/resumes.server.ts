import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { userHasPermission } from "~/features/access/guards.server";
import type { SessionUser } from "~/features/access/session.server";
import { getDb, type Tx, withDbRetry } from "~/lib/db.server";
import { errorFields, logger } from "~/lib/logger.server";
import { getStorage, type StoredFile } from "~/lib/storage.server";
import { applicationResumes, resumeFiles, userProfiles } from "../../../db/schema/index.ts";
import { checkResume, displayFileName, type ResumeCheck, sanitizeFileName } from "./sniff";
import type { ResumeEntry } from "./types";

export type ResumeRow = typeof resumeFiles.$inferSelect;
export type { ResumeEntry };

export class ResumeRejectedError extends Error {
  readonly reason: Exclude<ResumeCheck, { ok: true }>["reason"];
  constructor(reason: Exclude<ResumeCheck, { ok: true }>["reason"]) {
    super(`Resume rejected: ${reason}`);
    this.name = "ResumeRejectedError";
    this.reason = reason;
  }
}

export class ResumeNotFoundError extends Error {
  constructor() {
    super("Resume not found");
    this.name = "ResumeNotFoundError";
  }
}

export class NotAuthenticatedError extends Error {
  constructor() {
    super("User not authenticated");
    this.name = "NotAuthenticatedError";
  }
}

export const resumeDownloadPath = (id: string) => `/user/resumes/${id}`;
export const resumePrefix = (userId: string) => `${userId}/resumes`;
/** Copies of resumes sent with applications; outside resumePrefix, which an upload empties. */
export const applicationResumePrefix = (userId: string) => `${userId}/application-resumes`;

const uuid = z.uuid();
/** Ids come from URLs and forms; anything that is not a UUID simply matches nothing. */
export function isResumeId(value: unknown): value is string {
  return uuid.safeParse(value).success;
}

function toEntry(row: ResumeRow, currentKey: string | null): ResumeEntry {
  return {
    id: row.id,
    fileName: row.fileName,
    fileUrl: resumeDownloadPath(row.id),
    uploadedAt: row.uploadedAt.toISOString(),
    fileSize: row.fileSize,
    contentType: row.contentType,
    current: row.storageKey === currentKey,
  };
}

/** The user's resume history, newest first (only one is kept, so at most one in practice). */
export async function listResumes(userId: string): Promise<ResumeEntry[]> {
  const [rows, profile] = await withDbRetry(() =>
    Promise.all([
      getDb()
        .select()
        .from(resumeFiles)
        .where(eq(resumeFiles.userId, userId))
        .orderBy(desc(resumeFiles.uploadedAt)),
      getDb()
        .select({ resumeUrl: userProfiles.resumeUrl })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId)),
    ]),
  );
  const currentKey = profile[0]?.resumeUrl ?? null;
  return rows.map((row) => toEntry(row, currentKey));
}

/** The resume the profile points to, or null. */
export async function currentResume(userId: string): Promise<ResumeEntry | null> {
  const entries = await listResumes(userId);
  return entries.find((entry) => entry.current) ?? null;
}

/**
 * Replaces the user's resume (the spec keeps one): checks the content, deletes the old stored
 * files, stores the new one under {userId}/resumes/{timestamp}_{name}, records it and points the
 * profile's resume_url at it.
 */
export async function uploadResume(
  userId: string | null | undefined,
  file: { name: string; bytes: Uint8Array },
): Promise<ResumeEntry> {
  if (!userId) throw new NotAuthenticatedError();
  const check = checkResume(file.name, file.bytes);
  if (!check.ok) throw new ResumeRejectedError(check.reason);
  const storage = getStorage();
  const prefix = resumePrefix(userId);

  // First remove what is stored (the spec's order); failures here are only logged.
  const oldRows = await withDbRetry(() =>
    getDb().select().from(resumeFiles).where(eq(resumeFiles.userId, userId)),
  );
  const oldKeys = new Set(oldRows.map((row) => row.storageKey));
  try {
    for (const entry of await storage.list(prefix)) oldKeys.add(entry.key);
  } catch (error) {
    logger.warn("listing old resumes failed", { userId, ...errorFields(error) });
  }
  for (const key of oldKeys) {
    await storage
      .delete(key)
      .catch((error) =>
        logger.warn("deleting an old resume failed", { userId, key, ...errorFields(error) }),
      );
  }

  const key = `${prefix}/${Date.now()}_${sanitizeFileName(file.name)}`;
  await storage.put(key, file.bytes, check.contentType);
  try {
    const row = await withDbRetry(() =>
      getDb().transaction(async (tx) => {
        await tx.delete(resumeFiles).where(eq(resumeFiles.userId, userId));
        const [inserted] = await tx
          .insert(resumeFiles)
          .values({
            userId,
            fileName: displayFileName(file.name),
            storageKey: key,
            contentType: check.contentType,
            fileSize: file.bytes.length,
          })
          .returning();
        await tx
          .insert(userProfiles)
          .values({ userId, resumeUrl: key })
          .onConflictDoUpdate({
            target: userProfiles.userId,
            set: { resumeUrl: key, updatedAt: sql`now()` },
          });
        return inserted as ResumeRow;
      }),
    );
    return toEntry(row, key);
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * Deletes one of the user's own resumes; clears the profile's resume_url when it pointed to it.
 * Someone else's id (or an unknown one) is ResumeNotFoundError.
 */
export async function deleteResume(userId: string, resumeId: string): Promise<void> {
  if (!isResumeId(resumeId)) throw new ResumeNotFoundError();
  const [row] = await withDbRetry(() =>
    getDb()
      .select()
      .from(resumeFiles)
      .where(and(eq(resumeFiles.id, resumeId), eq(resumeFiles.userId, userId))),
  );
  if (!row) throw new ResumeNotFoundError();
  await getStorage().delete(row.storageKey);
  await withDbRetry(() =>
    getDb().transaction(async (tx) => {
      await tx.delete(resumeFiles).where(eq(resumeFiles.id, row.id));
      await tx
        .update(userProfiles)
        .set({ resumeUrl: null, updatedAt: sql`now()` })
        .where(and(eq(userProfiles.userId, userId), eq(userProfiles.resumeUrl, row.storageKey)));
    }),
  );
}

/** A stored copy of the profile resume, made for one application. */
export type ResumeCopy = Pick<ResumeRow, "fileName" | "storageKey" | "contentType" | "fileSize">;

/**
 * Copies the user's current profile resume to a key of its own, so the application it is sent
 * with keeps these bytes whatever happens to the profile later. Null when the profile has no
 * resume (or its file is missing from storage).
 */
export async function copyProfileResume(userId: string): Promise<ResumeCopy | null> {
  const [current] = await withDbRetry(() =>
    getDb()
      .select({
        fileName: resumeFiles.fileName,
        storageKey: resumeFiles.storageKey,
        contentType: resumeFiles.contentType,
        fileSize: resumeFiles.fileSize,
      })
      .from(resumeFiles)
      .innerJoin(userProfiles, eq(userProfiles.resumeUrl, resumeFiles.storageKey))
      .where(and(eq(resumeFiles.userId, userId), eq(userProfiles.userId, userId))),
  );
  if (!current) return null;
  const key = `${applicationResumePrefix(userId)}/${randomUUID()}_${sanitizeFileName(current.fileName)}`;
  if (!(await getStorage().copy(current.storageKey, key))) {
    logger.warn("the profile resume's file is missing: the application goes without it", {
      userId,
      key: current.storageKey,
    });
    return null;
  }
  return { ...current, storageKey: key };
}

/** Records the copy as the application's resume, in the application's transaction. */
export async function attachResumeCopy(
  tx: Tx,
  application: { id: string; userId: string },
  copy: ResumeCopy,
): Promise<void> {
  await tx
    .insert(applicationResumes)
    .values({ applicationId: application.id, userId: application.userId, ...copy });
}

/** Removes a copy whose application was not stored or is gone; a failure is only logged. */
export async function discardResumeCopy(copy: Pick<ResumeCopy, "storageKey">): Promise<void> {
  await getStorage()
    .delete(copy.storageKey)
    .catch((error) =>
      logger.warn("removing an unused resume copy failed", {
        key: copy.storageKey,
        ...errorFields(error),
      }),
    );
}

/** May `viewer` download resumes of `ownerId`? The owner, and staff with read:resume:any. */
export async function canReadResume(
  viewer: Pick<SessionUser, "id"> | null,
  ownerId: string,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.id === ownerId) return true;
  return userHasPermission(viewer.id, "read:resume:any");
}

type DownloadableResume = Pick<ResumeRow, "userId" | "fileName" | "storageKey" | "contentType">;

/** A profile resume or an application's copy of one: both are downloaded by their id. */
async function findDownloadableResume(id: string): Promise<DownloadableResume | undefined> {
  const columns = (table: typeof resumeFiles | typeof applicationResumes) => ({
    userId: table.userId,
    fileName: table.fileName,
    storageKey: table.storageKey,
    contentType: table.contentType,
  });
  const [row] = await withDbRetry(() =>
    getDb()
      .select(columns(resumeFiles))
      .from(resumeFiles)
      .where(eq(resumeFiles.id, id))
      .unionAll(
        getDb()
          .select(columns(applicationResumes))
          .from(applicationResumes)
          .where(eq(applicationResumes.id, id)),
      ),
  );
  return row;
}

/** The file for a download, or null when it does not exist or the viewer may not read it. */
export async function openResumeForDownload(
  viewer: Pick<SessionUser, "id"> | null,
  resumeId: string,
): Promise<{ row: DownloadableResume; file: StoredFile } | null> {
  if (!viewer || !isResumeId(resumeId)) return null;
  const row = await findDownloadableResume(resumeId);
  if (!row || !(await canReadResume(viewer, row.userId))) return null;
  const file = await getStorage().get(row.storageKey);
  if (!file) return null;
  return { row, file };
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The download response: private, never cached by shared caches, never sniffed. */
export function resumeResponse(
  row: Pick<ResumeRow, "fileName" | "contentType">,
  file: StoredFile,
): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(row.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
