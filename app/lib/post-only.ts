/** The GET answer of an endpoint that only takes POST: 405 with `Allow: POST`. */
export function postOnly(): Response {
  return Response.json(
    { ok: false, error: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
