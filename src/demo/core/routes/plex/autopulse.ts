import { json } from '../../http/responses';
import type { RouteContext } from '../context';
import { error } from './answers';
import { plexSection, text } from './plexSettings';
import { plexTv } from './plexTv';
import { tokenOrNull } from './tokens';

/** generate_autopulse_config: OAuth, a server, and an Autopulse answering at general.external_webhook_url. */
export function autopulseConfig(context: RouteContext) {
  const { state } = context;
  const token = tokenOrNull(state);
  if (!token) return error('Plex authentication required', 401);
  const plex = plexSection(state);
  const tv = plexTv(state);
  const serverUrl = text(plex.server_url);
  const webhook = text(state.settings.general?.external_webhook_url);
  if (plex.auth_method !== 'oauth' || !serverUrl || !webhook || tv.autopulseTemplate === null)
    return error('Failed to get Plex configuration for Autopulse', 400);
  const config = tv.autopulseTemplate
    .replace('{url}', serverUrl)
    .replace('{token}', token)
    .replace('refresh = false', 'refresh = true')
    .replace('analyze = true', 'analyze = false');
  const serverName = text(plex.server_name);
  return json({
    data: {
      config_yaml: `# Autopulse Configuration - Generated using dynamic template\n# Server: ${serverName}\n# Template version: 1.0\n# Generated with Bazarr trigger type\n# Path rewriting: Not detected\n\n${config}\n# Usage: Bazarr calls GET http://autopulse:2875/triggers/bazarr?path=/parent/directory\n`,
      server_name: serverName,
      rewrite_detected: false,
      rewrite_suggestion: null,
      template_info: 'Configuration generated using Autopulse template v1.0',
    },
  });
}
