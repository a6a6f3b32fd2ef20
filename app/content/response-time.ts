/**
 * The reply-time promise made to everyone who writes to us, in one place: the toasts, the enquiry
 * dialog and the confirmation emails all read it, so they cannot promise different things.
 */
export const replyWithin = "within 24 hours";

/** "We'll get back to you within 24 hours." */
export const replyPromise = `We'll get back to you ${replyWithin}.`;
