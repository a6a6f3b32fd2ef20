import { z } from "zod";

const uuid = z.uuid();

/** Ids come from URLs and forms; anything that is not a UUID names no row (and must not reach SQL). */
export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}
