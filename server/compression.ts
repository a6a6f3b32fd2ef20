import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { setResponseHeaders } from "./security.ts";

export type Encoding = "br" | "gzip";

/** Picks brotli, else gzip, by the client's Accept-Encoding (q-values respected, br wins ties). */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return undefined;
}

/**
 * Compresses a stream and flushes whenever the source pauses, so a streamed page's shell and each
 * later chunk (deferred data) reach the browser at once instead of waiting for the compressor's
 * buffer to fill. React writes a page in chunks of about 2 KB: the chunks of one turn go to the
 * compressor as one write, which costs the main thread a fraction of a write per chunk. Brotli
 * runs at quality 4: dynamic pages need speed more than the last bytes (a signed-in visitor's
 * page: 1.1 ms instead of 1.9 at quality 5, 7 % more bytes; ADR 078). The page cache, which
 * compresses a page once for many visitors, keeps quality 5.
 */
export function compressStream(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const compressor =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  const flushMode = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  let pending: Uint8Array[] = [];
  const writePending = () => {
    if (pending.length === 0 || compressor.writableEnded || compressor.destroyed) return;
    const batch = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending);
    pending = [];
    if (!compressor.write(batch)) source.pause();
  };
  let flushScheduled = false;
  source.on("data", (chunk: Uint8Array) => {
    pending.push(chunk);
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      writePending();
      if (!compressor.writableEnded && !compressor.destroyed) compressor.flush(flushMode);
    });
  });
  compressor.on("drain", () => source.resume());
  source.on("end", () => {
    writePending();
    compressor.end();
  });
  source.on("error", (error) => compressor.destroy(error));
  // The client went away: stop producing the page.
  compressor.on("close", () => source.destroy());
  return Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Brotli or gzip for text responses (pages, data, scripts, styles, feeds), streamed. */
export function compression({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("Content-Type");
    const length = response.headers.get("Content-Length");
    // Headers first: reading `body` turns @hono/node-server's lightweight response (written
    // straight to the socket, as the page cache's are) into a web stream.
    if (
      c.req.method === "HEAD" ||
      response.status === 204 ||
      response.status === 206 ||
      response.status === 304 ||
      response.headers.has("Content-Encoding") ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      noTransform.test(response.headers.get("Cache-Control") ?? "") ||
      (length !== null && Number(length) < threshold)
    ) {
      return;
    }
    const vary = response.headers.get("Vary");
    if (vary !== "*" && !(vary && varyAcceptEncoding.test(vary))) {
      setResponseHeaders(c, [["Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]]);
    }
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !response.body) return;
    c.res = new Response(compressStream(response.body, encoding), response);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
