/** The longest staff note a status change keeps (the form's maxLength and the server's check). */
export const noteMaxLength = 1000;
