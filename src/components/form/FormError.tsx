/** A form's failure, announced as it appears; nothing at all while there is none. */
export function FormError({ error, id }: { error: string | null; id?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {error}
    </p>
  );
}
