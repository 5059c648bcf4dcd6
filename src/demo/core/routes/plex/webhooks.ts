/** The plex.tv account's webhooks: listed, created (Plex Pass only) to call this Bazarr back, deleted. */
import { json } from '../../http/responses';
import type { RouteContext } from '../context';
import { error, quotePlus } from './answers';
import { instanceName, text } from './plexSettings';
import { plexTv, type DemoPlexTv } from './plexTv';
import { ACCESS_DENIED, tokenOrNull } from './tokens';

/** MyPlexAccount(token): the routes below fail with 502 when there is no usable token. */
function account(context: RouteContext, failure: string): DemoPlexTv | ReturnType<typeof error> {
  const token = tokenOrNull(context.state);
  if (!token) return error(`${failure}: ${ACCESS_DENIED}`, 502);
  const tv = plexTv(context.state);
  if (!tv.reachable) return error(`${failure}: Unable to connect to plex.tv`, 502);
  return tv;
}

const isPlexTv = (value: DemoPlexTv | ReturnType<typeof error>): value is DemoPlexTv =>
  'webhooks' in value;

export function listWebhooks(context: RouteContext) {
  const tv = account(context, 'Failed to list webhooks');
  if (!isPlexTv(tv)) return tv;
  return json({
    data: {
      webhooks: tv.webhooks.map((url) => ({ url })),
      count: tv.webhooks.length,
      plexPassSubscription: {
        active: tv.account.subscriptionActive,
        has_webhooks_feature: tv.account.features.includes('webhooks'),
        plan: tv.account.plan,
      },
    },
  });
}

export function createWebhook(context: RouteContext) {
  const { state, features, request } = context;
  const tv = account(context, 'Failed to create webhook');
  if (!isPlexTv(tv)) return tv;
  if (!tv.account.subscriptionActive)
    return error(
      'Plex Pass subscription required. The "webhooks" feature requires Plex Pass. Please subscribe at https://www.plex.tv/plans/',
      403,
    );
  if (!tv.account.features.includes('webhooks'))
    return error(
      'The "webhooks" feature is not available for your Plex account. This may require a different Plex Pass tier or the feature may be disabled.',
      403,
    );
  const general = state.settings.general ?? {};
  const apikey = text(state.settings.auth?.apikey);
  if (!apikey)
    return error('No API key configured. Set up API key in Settings > General first.', 400);
  const host = features.plexWebhookNeedsHostname
    ? text(general.hostname)
    : (request.headers?.host ?? '127.0.0.1:6767');
  if (!host)
    return error(
      'Hostname must be configured in General Settings before creating webhooks. This prevents host header poisoning attacks.',
      400,
    );
  const baseUrl = text(general.base_url).replace(/\/+$/, '');
  const url = `http://${host}${baseUrl}/api/webhooks/plex?apikey=${apikey}&instance=${quotePlus(instanceName(state))}`;
  if (tv.webhooks.includes(url))
    return json({ data: { success: true, message: 'Webhook already exists', webhook_url: url } });
  tv.webhooks.push(url);
  return json({
    data: {
      success: true,
      message: 'Webhook created successfully',
      webhook_url: url,
      total_webhooks: tv.webhooks.length,
    },
  });
}

export function deleteWebhook(context: RouteContext) {
  const url = context.params.string('webhook_url');
  if (url === undefined)
    return error(
      'Failed to delete webhook: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.',
      502,
    );
  const tv = account(context, 'Failed to delete webhook');
  if (!isPlexTv(tv)) return tv;
  // plexapi's deleteWebhook raises NotFound for a URL the account does not have.
  if (!tv.webhooks.includes(url))
    return error(`Failed to delete webhook: Webhook does not exist: ${url}`, 502);
  tv.webhooks = tv.webhooks.filter((existing) => existing !== url);
  return json({ data: { success: true, message: 'Webhook deleted successfully' } });
}
