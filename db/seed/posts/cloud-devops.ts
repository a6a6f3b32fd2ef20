import type { PostSeed } from "./types.ts";

export const cloudDevopsPosts: PostSeed[] = [];
