import { type HTMLAttributes, type HTMLInputTypeAttribute, useId } from 'react';

interface FormFieldProps {
  label: string;
  /** The validation text to show, or '' for none. */
  error: string;
  name: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

// Fluent's ErrorCircle12Filled, the mark Field puts before an error message.
const ERROR_ICON =
  'M4.59 1.09a2 2 0 0 1 2.82 0l3.5 3.5a2 2 0 0 1 0 2.82l-3.5 3.5a2 2 0 0 1-2.82 0l-3.5-3.5a2 2 0 0 1 0-2.83zm3.26 3.06a.5.5 0 0 0-.7 0L6 5.29 4.85 4.15a.5.5 0 0 0-.7.7L5.29 6 4.15 7.15a.5.5 0 0 0 .7.7L6 6.71l1.15 1.14a.5.5 0 1 0 .7-.7L6.71 6l1.14-1.15a.5.5 0 0 0 0-.7';

/**
 * A required labelled text input with its validation text: the auth forms' one field shape,
 * drawn like Fluent's Field and Input (auth.css) and wired the same way for assistive
 * technology: the label names the input, the message is an alert the input is described by.
 */
export function FormField({ label, error, onChange, ...input }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="auth-field">
      <label className="auth-label" htmlFor={id}>
        {label}
        <span className="auth-required" aria-hidden="true">
          *
        </span>
      </label>
      <span className="auth-input" data-invalid={error ? '' : undefined}>
        <input
          {...input}
          id={id}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
      {/* Always there, as Field's message slot is: the field keeps its height when it empties. */}
      <div className="auth-message" id={messageId} role={error ? 'alert' : undefined}>
        {error && (
          <>
            <svg viewBox="0 0 12 12" aria-hidden="true">
              <path d={ERROR_ICON} />
            </svg>
            {error}
          </>
        )}
      </div>
    </div>
  );
}
