import type { DemoBackend } from '../../src/demo/core/backend';

/** The settings the shell reads (which managers, the login, the theme), set on the demo backend. */
export interface ShellScenario {
  useSonarr?: boolean;
  useRadarr?: boolean;
  authType?: 'form' | 'basic' | null;
  theme?: 'auto' | 'light' | 'dark';
}

/** Sets the shell's settings on the demo (defaults: both managers, no login, the 'auto' theme). */
export function shellScenario(backend: DemoBackend, scenario: ShellScenario = {}): void {
  backend.control.mutate((state) => {
    state.settings.general = {
      ...state.settings.general,
      use_sonarr: scenario.useSonarr ?? true,
      use_radarr: scenario.useRadarr ?? true,
      theme: scenario.theme ?? 'auto',
    };
    state.settings.auth = { ...state.settings.auth, type: scenario.authType ?? null };
  });
}
