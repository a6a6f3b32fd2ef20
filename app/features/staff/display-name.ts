/** A staff member as the staff area names them: their name, or their address without one. */
export const displayName = (member: { name: string; email: string }) =>
  member.name.trim() || member.email;
