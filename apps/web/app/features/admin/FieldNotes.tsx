/** The ids of a field's help and error (`<id>-help`, `<id>-error`), for its `aria-describedby`. */
export const describedBy = (id: string, help: string | null | undefined, error: string | null | undefined) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

/** A field's help and error, under it, with the ids `describedBy` names. */
export function FieldNotes({
  id,
  help,
  error,
}: {
  id: string;
  help?: string | null | undefined;
  error?: string | null | undefined;
}) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}
