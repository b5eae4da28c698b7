import { useId } from 'react';
import type { ChangeEvent, FocusEvent, HTMLInputTypeAttribute } from 'react';
import './auth.css';

export interface PlainTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  /** The validation message; the field shows as invalid while it is set. */
  errorMessage?: string | null;
  inputMode?: 'text' | 'numeric' | 'email';
}

/**
 * An outlined text input with a floating label and its message below, as components/form-text-field.tsx draws
 * it with MUI, in plain elements and auth.css: the sign-in page loads no component library (issue #21).
 */
export function PlainTextField({ label, required, errorMessage, onChange, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const hasError = errorMessage !== undefined && errorMessage !== null;
  return (
    <div className="al-auth-field" data-invalid={hasError ? '' : undefined}>
      <input
        {...input}
        id={id}
        className="al-auth-input"
        // The label floats above the value while the field is focused or filled (auth.css :placeholder-shown).
        placeholder=" "
        required={required}
        aria-invalid={hasError}
        aria-describedby={hasError ? helperId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <label htmlFor={id} className="al-auth-label">
        {label}
        {required === true && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      {hasError && (
        <p id={helperId} className="al-auth-helper">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
