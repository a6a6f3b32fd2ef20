/** A field's messages, each on its own line, read out with the control (its aria-describedby). */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="mt-1.5 space-y-1 text-sm text-destructive">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}
