import { describe, expect, it } from "vitest";
import { cookiesPolicy } from "../legal/cookies-policy.ts";
import { lockboxy, lockboxyOverview, lockboxyVideos } from "./lockboxy.ts";
import { projectHive } from "./project-hive.ts";
import { videoIsoDuration, videoPoster, videoSource } from "./videos.ts";

const videos = [projectHive.demoVideo, lockboxyOverview, ...lockboxyVideos];

describe("product videos", () => {
  it("are files the site serves, with a poster each", () => {
    for (const video of videos) {
      expect(videoSource(video)).toBe(`/videos/products/${video.file}.webm`);
      expect(videoPoster(video)).toBe(`/videos/products/${video.file}.webp`);
    }
  });

  it("last 3 seconds a scene, as an ISO 8601 duration", () => {
    expect(videoIsoDuration(lockboxyOverview)).toBe("PT12S");
    expect(videoIsoDuration(projectHive.demoVideo)).toBe("PT15S");
    expect(videoIsoDuration({ ...lockboxyOverview, scenes: Array(25).fill("scene") })).toBe(
      "PT1M15S",
    );
  });

  it("mention no external video host, and the cookies policy says so", () => {
    expect(JSON.stringify([projectHive, lockboxy, videos])).not.toMatch(/youtu/i);
    const policy = JSON.stringify(cookiesPolicy);
    expect(policy).toContain("The videos on our product pages are files on our own site");
    expect(policy).not.toMatch(/load from YouTube|YouTube may then set/);
  });
});
