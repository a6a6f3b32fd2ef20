/** The 403 screen's heading and page title (apart from the screen, which loads when it shows). */
export const forbiddenTitle = "Access Denied";
