import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { type Env, getEnv } from "./env.server.ts";

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface StoredEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Private file storage; nothing in it is public, files leave only through authorised routes. */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Copies a stored file (bytes and content type) to a new key; false when the source is missing. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  list(prefix: string): Promise<StoredEntry[]>;
}

/** Keys are slash-separated names made by our code; anything that could escape the root is refused. */
export function assertSafeKey(key: string) {
  const parts = key.split("/");
  if (
    !key ||
    key.startsWith("/") ||
    parts.some((part) => part === "" || part === "." || part === "..")
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

export function localStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  // The content type travels in a sidecar file so a download is served with what was checked at upload.
  const typeFile = (file: string) => `${file}.content-type`;
  return {
    async put(key, body, contentType) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      await writeFile(typeFile(file), contentType);
    },
    async get(key) {
      const file = resolve(key);
      try {
        const [info, contentType] = await Promise.all([
          stat(file),
          readFile(typeFile(file), "utf8"),
        ]);
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      await rm(typeFile(file), { force: true });
    },
    async copy(fromKey, toKey) {
      const from = resolve(fromKey);
      const to = resolve(toKey);
      await mkdir(path.dirname(to), { recursive: true });
      try {
        await copyFile(from, to);
        await copyFile(typeFile(from), typeFile(to));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await rm(to, { force: true });
        return false;
      }
    },
    async list(prefix) {
      const directory = resolve(prefix);
      let names: string[];
      try {
        names = await readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const entries = await Promise.all(
        names
          .filter((name) => !name.endsWith(".content-type"))
          .map(async (name) => {
            const info = await stat(path.join(directory, name));
            return info.isFile()
              ? { key: `${prefix}/${name}`, size: info.size, modifiedAt: info.mtime }
              : null;
          }),
      );
      return entries.filter((entry): entry is StoredEntry => entry !== null);
    },
  };
}

export interface S3Options {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    // Custom endpoints (MinIO, R2, Ceph...) generally need path-style addressing.
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream(),
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async copy(fromKey, toKey) {
      assertSafeKey(fromKey);
      assertSafeKey(toKey);
      try {
        // The object's content type travels with it (the default MetadataDirective is COPY).
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: toKey,
            CopySource: `${Bucket}/${fromKey.split("/").map(encodeURIComponent).join("/")}`,
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") {
          return false;
        }
        throw error;
      }
    },
    async list(prefix) {
      assertSafeKey(prefix);
      const result = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/` }));
      return (result.Contents ?? []).map((object) => ({
        key: object.Key ?? "",
        size: object.Size ?? 0,
        modifiedAt: object.LastModified ?? new Date(0),
      }));
    },
  };
}

export function storageFromEnv(env: Env): FileStorage {
  if (env.STORAGE_DRIVER === "s3") {
    return s3Storage({
      bucket: env.S3_BUCKET as string,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return localStorage(path.join(env.dataDir, "uploads"));
}

const holder = globalThis as typeof globalThis & { __storage?: FileStorage };

/** The configured storage (local disk under DATA_DIR, or S3-compatible). */
export function getStorage(): FileStorage {
  holder.__storage ??= storageFromEnv(getEnv());
  return holder.__storage;
}
