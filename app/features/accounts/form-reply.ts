/** Password fields are never sent back in an answer (`submission.reply({ hideFields })`). */
export const passwordFields = ["password", "confirmPassword", "currentPassword", "newPassword"];

/**
 * A refused account command's message as `submission.reply` options: next to the field it is
 * about (a too common password), else above the form; passwords are never sent back.
 */
export function refusedReply(refusal: { error: string; field?: string }) {
  return {
    ...(refusal.field
      ? { fieldErrors: { [refusal.field]: [refusal.error] } }
      : { formErrors: [refusal.error] }),
    hideFields: passwordFields,
  };
}
