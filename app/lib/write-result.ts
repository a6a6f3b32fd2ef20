/** The answer of a staff write: success with details, or an HTTP status and what to fix. */
export type WriteResult<Success extends object = object, Field extends string = string> =
  | ({ ok: true } & Success)
  | {
      ok: false;
      status: 400 | 404 | 409;
      error: string;
      fieldErrors?: Partial<Record<Field, string>>;
    };

export type Refusal<Field extends string = string> = Extract<
  WriteResult<object, Field>,
  { ok: false }
>;
