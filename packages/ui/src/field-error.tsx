/** A field's validation message, announced and referenced by the control's `aria-describedby` (`id`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-danger">
      {error}
    </p>
  );
}
