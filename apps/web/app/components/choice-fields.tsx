import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

// The form kit's checkbox and radio buttons, a module apart from its text fields (form.tsx): a browser chunk holds
// whole modules, so only the pages that render such a choice carry them (decision 052, later).

/** A checkbox with its label (which may hold a link) and its error. */
export function CheckboxField({
  name,
  label,
  error,
  required,
  onEdit,
}: {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  onEdit?: (name: string) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={onEdit ? () => onEdit(name) : undefined}
        />
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** One choice among a few, all visible (radio buttons in a fieldset). */
export function RadioGroupField<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={`field radio-group bare-fieldset${error ? ' field--invalid' : ''}`} aria-describedby={errorId}>
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
