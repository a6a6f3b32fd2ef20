// Replaced by the invitations feature (issue 7).
export function loader() {
  throw new Response(null, { status: 404 });
}
