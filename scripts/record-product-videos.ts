// `npm run videos:record`: records the product videos the product pages play, from mocks of the
// products' screens (scripts/product-video-mocks.ts), into public/videos/products/: a silent
// 1280x720 VP9 WebM per video and a WebP poster (ADR 022).
//
// `npm run videos:record -- lockboxy-install` records only the videos named.
//
// Debian's Chromium opens each scene's screen, and its screenshot is drawn into a <canvas> with
// the scene's sentence under it (app/content/products/: the same sentences the page lists as the
// video's text alternative). The page encodes the canvas frame by frame with WebCodecs and writes
// the WebM with mediabunny, so each file has exact timestamps, a duration and cues for seeking,
// however busy the machine is (a real-time MediaRecorder capture has neither and drops frames).
// Run it again after changing a video's scenes or mocks, and commit the files.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { lockboxyOverview, lockboxyVideos } from "../app/content/products/lockboxy.ts";
import { projectHive } from "../app/content/products/project-hive.ts";
import type { ProductVideo } from "../app/content/products/types.ts";
import { sceneSeconds } from "../app/content/products/videos.ts";
import { mockStyles, screensOf } from "./product-video-mocks.ts";

export const productVideos: readonly ProductVideo[] = [
  projectHive.demoVideo,
  lockboxyOverview,
  ...lockboxyVideos,
];

export const outputDirectory = path.resolve(import.meta.dirname, "../public/videos/products");

const root = path.resolve(import.meta.dirname, "..");
const width = 1280;
const height = 720;
/** The screen's height; the caption band fills the rest. */
const screenHeight = 632;
const frameRate = 30;
/** Sharp text on still screens; each 12-15 s video stays under 600 KB. */
const bitrate = 300_000;
/** The local origin the recording pages load from (WebCodecs needs a secure context). */
const origin = "http://localhost";

/** app/app.css's light-theme colours, as CSS custom properties. */
function themeTokens(): string {
  const css = readFileSync(path.join(root, "app/app.css"), "utf8");
  const light = css.slice(css.indexOf(":root {"), css.indexOf("@variant dark"));
  return [...light.matchAll(/(--[\w-]+): (#[0-9a-f]{6});/g)]
    .map(([, name, value]) => `${name}:${value};`)
    .join("");
}

function fontDataUrl(): string {
  const file = path.join(
    root,
    "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  );
  return `data:font/woff2;base64,${readFileSync(file).toString("base64")}`;
}

interface SceneShot {
  /** The screen as a PNG data URL. */
  image: string;
  caption: string;
  /** The highlighted element's box, if the scene marks one. */
  focus: { x: number; y: number; width: number; height: number } | null;
}

async function shootScenes(page: Page, video: ProductVideo): Promise<SceneShot[]> {
  const screens = screensOf(video.file);
  if (screens.length !== video.scenes.length) {
    throw new Error(
      `${video.file}: ${screens.length} mock screens for ${video.scenes.length} scenes`,
    );
  }
  const shots: SceneShot[] = [];
  for (const [index, html] of screens.entries()) {
    await page.evaluate((markup) => {
      document.body.innerHTML = markup;
      return document.fonts.ready;
    }, html);
    const focus = await page.evaluate(() => {
      const box = document.querySelector("[data-focus]")?.getBoundingClientRect();
      return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    });
    const png = await page.screenshot({ type: "png" });
    shots.push({
      image: `data:image/png;base64,${png.toString("base64")}`,
      caption: video.scenes[index] ?? "",
      focus,
    });
  }
  return shots;
}

interface EncodeInput {
  shots: SceneShot[];
  title: string;
  font: string;
  sceneSeconds: number;
  frameRate: number;
  bitrate: number;
  width: number;
  height: number;
  screenHeight: number;
  primary: string;
}

/**
 * Runs in the recording page: draws every frame (screens cross-fading, the focus ring, the
 * caption band), encodes them, and returns the WebM and the poster as base64.
 */
async function encodeInPage(input: EncodeInput): Promise<{ webm: string; poster: string }> {
  const { Output, WebMOutputFormat, BufferTarget, CanvasSource } = (
    globalThis as unknown as { Mediabunny: typeof import("mediabunny") }
  ).Mediabunny;
  const font = new FontFace("Inter Variable", `url(${input.font})`, { weight: "100 900" });
  await font.load();
  document.fonts.add(font);
  const images = await Promise.all(
    input.shots.map(async (shot) => createImageBitmap(await (await fetch(shot.image)).blob())),
  );
  const canvas = document.createElement("canvas");
  canvas.width = input.width;
  canvas.height = input.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  /** When a scene's focus ring starts to appear, and how long it takes. */
  const ringStart = 0.5;
  const ringFade = 0.3;

  function band(text: string, bold: boolean) {
    if (!context) return;
    context.fillStyle = "#0f172a";
    context.fillRect(0, input.screenHeight, input.width, input.height - input.screenHeight);
    context.fillStyle = "#ffffff";
    context.font = `${bold ? 700 : 500} 28px "Inter Variable"`;
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(
      text,
      input.width / 2,
      (input.screenHeight + input.height) / 2,
      input.width - 64,
    );
  }

  function draw(time: number) {
    if (!context) return;
    const index = Math.min(images.length - 1, Math.floor(time / input.sceneSeconds));
    const local = time - index * input.sceneSeconds;
    const image = images[index];
    if (!image) return;
    context.drawImage(image, 0, 0);
    const focus = input.shots[index]?.focus;
    if (focus && local >= ringStart) {
      context.globalAlpha = Math.min(1, (local - ringStart) / ringFade);
      context.strokeStyle = input.primary;
      context.lineWidth = 4;
      context.beginPath();
      context.roundRect(focus.x - 6, focus.y - 6, focus.width + 12, focus.height + 12, 12);
      context.stroke();
      context.globalAlpha = 1;
    }
    band(input.shots[index]?.caption ?? "", false);
  }

  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  // A key frame starts every scene: seeking lands on scene starts, and still frames cost nothing.
  const source = new CanvasSource(canvas, {
    codec: "vp9",
    bitrate: input.bitrate,
    keyFrameInterval: input.sceneSeconds,
  });
  output.addVideoTrack(source, { frameRate: input.frameRate });
  await output.start();
  const frames = images.length * input.sceneSeconds * input.frameRate;
  for (let frame = 0; frame < frames; frame++) {
    draw(frame / input.frameRate);
    await source.add(frame / input.frameRate, 1 / input.frameRate);
  }
  await output.finalize();

  const first = images[0];
  if (first) context.drawImage(first, 0, 0);
  band(input.title, true);
  const poster = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("No poster"))),
      "image/webp",
      0.8,
    ),
  );

  function base64(bytes: Uint8Array): string {
    let text = "";
    for (let start = 0; start < bytes.length; start += 0x8000) {
      text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    }
    return btoa(text);
  }
  const buffer = output.target.buffer;
  if (!buffer) throw new Error("The encoder wrote nothing");
  return {
    webm: base64(new Uint8Array(buffer)),
    poster: base64(new Uint8Array(await poster.arrayBuffer())),
  };
}

export async function recordProductVideos(): Promise<void> {
  const tokens = themeTokens();
  const primary = /--primary:(#[0-9a-f]{6})/.exec(tokens)?.[1] ?? "#4338ca";
  const font = fontDataUrl();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width, height: screenHeight } });
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><meta charset="utf-8"><style>@font-face{font-family:"Inter Variable";src:url(${font}) format("woff2");font-weight:100 900}${mockStyles(tokens)}</style><body></body>`,
      }),
    );
    const screens = await context.newPage();
    await screens.goto(`${origin}/screens`);
    const encoder = await context.newPage();
    await encoder.goto(`${origin}/encoder`);
    await encoder.addScriptTag({
      path: path.join(root, "node_modules/mediabunny/dist/bundles/mediabunny.min.cjs"),
    });
    mkdirSync(outputDirectory, { recursive: true });
    const only = process.argv.slice(2);
    for (const video of productVideos.filter(
      (candidate) => only.length === 0 || only.includes(candidate.file),
    )) {
      const shots = await shootScenes(screens, video);
      const { webm, poster } = await encoder.evaluate(encodeInPage, {
        shots,
        title: video.title,
        font,
        sceneSeconds,
        frameRate,
        bitrate,
        width,
        height,
        screenHeight,
        primary,
      });
      const webmBytes = Buffer.from(webm, "base64");
      writeFileSync(path.join(outputDirectory, `${video.file}.webm`), webmBytes);
      writeFileSync(
        path.join(outputDirectory, `${video.file}.webp`),
        Buffer.from(poster, "base64"),
      );
      console.log(`${video.file}: ${Math.round(webmBytes.length / 1024)} KB`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await recordProductVideos();
