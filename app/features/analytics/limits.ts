/** Limits of the first-party events endpoint (POST /api/events), shared by client and server. */
export const eventLimits = {
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: 4096,
  /** Most properties one event may carry. */
  maxProperties: 50,
  /** Longest string property value. */
  maxStringLength: 500,
  /** Event and property names. */
  namePattern: /^[a-z0-9_]{1,64}$/,
} as const;

export const eventsEndpoint = "/api/events";
