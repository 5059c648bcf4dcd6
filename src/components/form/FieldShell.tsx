import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label, description and error text shared by the form fields. */
export interface FieldChrome {
  label?: ReactNode;
  /** Helper text under the input. */
  description?: ReactNode;
  /** Validation message; marks the input invalid. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

interface FieldShellProps extends FieldChrome {
  children: ReactNode;
  /** Some inputs (switches, selects) render their own label. */
  hideLabel?: boolean;
}

/** Wraps an input in Chakra's Field, which links label, description and error to it for assistive technology. */
export function FieldShell({
  label,
  description,
  error,
  required,
  disabled,
  children,
  hideLabel,
}: FieldShellProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      {label !== undefined && !hideLabel && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {children}
      {description !== undefined && <Field.HelperText>{description}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
