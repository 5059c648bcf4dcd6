import { Switch } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldShell, type FieldChrome } from './FieldShell';

export interface SwitchFieldProps extends Omit<FieldChrome, 'label'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

/** A labelled on/off switch with optional description. Usage: `<SwitchField label="Enabled" checked={on} onChange={setOn} />`. */
export function SwitchField({ label, checked, onChange, name, ...chrome }: SwitchFieldProps) {
  return (
    <FieldShell {...chrome} hideLabel>
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        name={name}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FieldShell>
  );
}
