import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../tests/support/s3-server";
import { assertSafeKey, type FileStorage, localStorage, s3Storage } from "./storage.server";

async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8");
}

type Driver = { name: string; open(): Promise<{ storage: FileStorage; close(): Promise<void> }> };

const drivers: Driver[] = [
  {
    name: "local disk",
    async open() {
      const root = mkdtempSync(path.join(tmpdir(), "site-storage-"));
      return {
        storage: localStorage(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "S3-compatible server",
    async open() {
      const server = await startS3Server("site-uploads");
      const storage = s3Storage({ bucket: "site-uploads", ...server });
      return { storage, close: server.stop };
    },
  },
];

describe.each(drivers)("file storage on $name", (driver) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(() => close());

  it("stores, lists, reads back and deletes a file with its content type", async () => {
    const key = "user-1/resumes/1700000000000_cv.pdf";
    await storage.put(key, new TextEncoder().encode("%PDF-1.7 resume"), "application/pdf");
    await storage.put(
      "user-2/resumes/other.pdf",
      new TextEncoder().encode("%PDF other"),
      "application/pdf",
    );

    const listed = await storage.list("user-1/resumes");
    expect(listed.map((entry) => entry.key)).toEqual([key]);
    expect(listed[0]?.size).toBe(15);

    const file = await storage.get(key);
    expect(file?.contentType).toBe("application/pdf");
    expect(await readAll(file?.body as ReadableStream<Uint8Array>)).toBe("%PDF-1.7 resume");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.list("user-1/resumes")).toEqual([]);
  });

  it("copies a file to a key of its own that outlives the original", async () => {
    const original = "user-3/resumes/1700000000000_cv.pdf";
    const copy = "user-3/application-resumes/copy_cv.pdf";
    await storage.put(original, new TextEncoder().encode("%PDF-1.7 first"), "application/pdf");

    expect(await storage.copy(original, copy)).toBe(true);
    await storage.delete(original);

    const file = await storage.get(copy);
    expect(file?.contentType).toBe("application/pdf");
    expect(await readAll(file?.body as ReadableStream<Uint8Array>)).toBe("%PDF-1.7 first");
    expect(await storage.copy(original, "user-3/application-resumes/none.pdf")).toBe(false);
    expect(await storage.get("user-3/application-resumes/none.pdf")).toBeNull();
  });

  it("answers null for a file that does not exist", async () => {
    expect(await storage.get("nobody/resumes/none.pdf")).toBeNull();
  });
});

describe("storage keys", () => {
  it("refuses keys that could escape the storage root", () => {
    for (const key of ["../etc/passwd", "/abs", "a/../../b", "a//b", ""]) {
      expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    }
    expect(() => assertSafeKey("user-1/resumes/cv.pdf")).not.toThrow();
  });
});
