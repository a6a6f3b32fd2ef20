import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { describe, expect, it } from "vitest";
import { videoSeconds } from "../app/content/products/videos.ts";
import { screensOf } from "./product-video-mocks.ts";
import { outputDirectory, productVideos } from "./record-product-videos.ts";

const kilobyte = 1024;

function committed(name: string): Buffer {
  return readFileSync(path.join(outputDirectory, name));
}

describe("the product videos (npm run videos:record)", () => {
  it("has a mock screen for every scene of every video", () => {
    for (const video of productVideos) {
      expect(screensOf(video.file), video.file).toHaveLength(video.scenes.length);
    }
  });

  it.each(productVideos.map((video) => [video.file, video] as const))(
    "%s.webm is a silent 1280x720 VP9 WebM as long as its scenes, under 600 KB",
    async (file, video) => {
      const bytes = committed(`${file}.webm`);
      // The EBML magic number, then the document type "webm".
      expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
      expect(bytes.subarray(0, 64).includes("webm")).toBe(true);
      expect(bytes.length).toBeLessThan(600 * kilobyte);

      const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
      expect(await input.getMimeType()).toMatch(/^video\/webm/);
      expect(await input.getAudioTracks()).toEqual([]);
      const track = await input.getPrimaryVideoTrack();
      expect(track?.codec).toBe("vp9");
      expect([track?.displayWidth, track?.displayHeight]).toEqual([1280, 720]);
      // The file states its duration (a player shows it before playing) and the frames fill it.
      expect(await input.getDurationFromMetadata()).toBeCloseTo(videoSeconds(video), 1);
      expect(await input.computeDuration()).toBeCloseTo(videoSeconds(video), 1);
    },
  );

  it.each(productVideos.map((video) => video.file))("%s.webp is a WebP poster", (file) => {
    const bytes = committed(`${file}.webp`);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(bytes.length).toBeLessThan(100 * kilobyte);
  });

  it("commits only the files of current videos, a few MB in all", () => {
    const expected = productVideos.flatMap((video) => [`${video.file}.webm`, `${video.file}.webp`]);
    const files = readdirSync(outputDirectory);
    expect(files.sort()).toEqual(expected.sort());
    const total = files.reduce(
      (sum, name) => sum + statSync(path.join(outputDirectory, name)).size,
      0,
    );
    expect(total).toBeLessThan(5 * kilobyte * kilobyte);
  });
});
