import type { ReactNode } from 'react';
import type { Capability } from '../../../api/backend/capabilities';
import { useBackend } from '../../../api/backend/selectBackend';

export interface IfBackendProps {
  /** Shown only when the connected Bazarr has this capability (src/api/backend/capabilities.ts). */
  has?: Capability;
  /** Shown only when it does not have this one (a key a newer Bazarr removed). */
  lacks?: Capability;
  children: ReactNode;
}

/**
 * Fields of keys only some Bazarr versions have: a key the backend does not have is never shown, so never sent
 * (a section it lacks fails the whole save with 500). Usage:
 * `<IfBackend has="hasInstanceName"><SettingText settingKey="settings-general-instance_name" .../></IfBackend>`.
 */
export function IfBackend({ has, lacks, children }: IfBackendProps) {
  const backend = useBackend();
  if (has !== undefined && !backend[has]) return null;
  if (lacks !== undefined && backend[lacks]) return null;
  return <>{children}</>;
}
