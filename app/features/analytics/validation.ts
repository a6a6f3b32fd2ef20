import { eventLimits } from "./limits";

export type EventProperties = Record<string, string | number | boolean | null>;

export interface EventInput {
  name: string;
  properties: EventProperties;
  path: string | null;
  anonymousId: string | null;
}

export type EventValidation =
  | { ok: true; value: EventInput }
  | { ok: false; status: 400 | 403; error: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The body of POST /api/events: `{ name, properties?, path?, anonymousId?, consent: { analytics: true } }`.
 * Names are `^[a-z0-9_]{1,64}$`; at most 50 properties with simple values.
 */
export function validateEvent(body: Record<string, unknown>): EventValidation {
  const consent = body.consent as { analytics?: unknown } | undefined;
  if (!consent || typeof consent !== "object" || consent.analytics !== true) {
    return { ok: false, status: 403, error: "Analytics consent is required." };
  }
  if (typeof body.name !== "string" || !eventLimits.namePattern.test(body.name)) {
    return { ok: false, status: 400, error: "name must match ^[a-z0-9_]{1,64}$." };
  }
  const raw = body.properties ?? {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    return { ok: false, status: 400, error: "properties must be an object." };
  }
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > eventLimits.maxProperties) {
    return {
      ok: false,
      status: 400,
      error: `At most ${eventLimits.maxProperties} properties are accepted.`,
    };
  }
  const properties: EventProperties = {};
  for (const [key, value] of entries) {
    if (!eventLimits.namePattern.test(key)) {
      return { ok: false, status: 400, error: `Property names must match ^[a-z0-9_]{1,64}$.` };
    }
    if (typeof value === "string") {
      if (value.length > eventLimits.maxStringLength) {
        return { ok: false, status: 400, error: `Property ${key} is too long.` };
      }
      properties[key] = value;
    } else if (
      value === null ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value))
    ) {
      properties[key] = value;
    } else {
      return {
        ok: false,
        status: 400,
        error: `Property ${key} must be a string, number, boolean or null.`,
      };
    }
  }
  const path =
    typeof body.path === "string" && body.path.startsWith("/") ? body.path.slice(0, 512) : null;
  const anonymousId =
    typeof body.anonymousId === "string" && uuidPattern.test(body.anonymousId)
      ? body.anonymousId.toLowerCase()
      : null;
  return { ok: true, value: { name: body.name, properties, path, anonymousId } };
}
