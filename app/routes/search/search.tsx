// Replaced by the feature that owns this route (issue 5).
export function loader() {
  throw new Response(null, { status: 404 });
}
