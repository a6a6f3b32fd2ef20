import type { PostSeed } from "./types.ts";

export const dataEngineeringPosts: PostSeed[] = [];
