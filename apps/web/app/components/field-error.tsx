/**
 * A field's error under it, named by the field's `aria-describedby` (`id`); nothing when there is none.
 * Its own small file: the form fields, the choice fields and the file field each take it, none the others.
 */
export function FieldError({ id, error }: { id: string | undefined; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}
