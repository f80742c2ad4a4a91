/** A field's label, with the required mark hidden from assistive technology (the control says it is required). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {label}
      {required && (
        <span className="text-burgundy" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
