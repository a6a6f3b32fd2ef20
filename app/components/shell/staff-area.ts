/** /admin and everything under it: shown in the staff chrome instead of the public one. */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
