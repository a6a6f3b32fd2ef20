import type { CustomEnquiryField } from "./schema";

/** What the enquiry action answers (to the fetcher, or to the page after a plain form post). */
export type CustomEnquiryResult =
  | { ok: true }
  | {
      ok: false;
      /** HTTP status; 0 when the request did not reach the server or its answer was unreadable. */
      status: number;
      error: string;
      fieldErrors?: Partial<Record<CustomEnquiryField, string>>;
      /** What was posted, so a form sent without JavaScript is shown again as typed. */
      values?: { [field: string]: string | string[] | undefined };
    };

/** The hidden field a form with JavaScript sends: answer with data instead of redirecting. */
export const enhancedField = "enhanced";
