/**
 * The subtitle providers Bazarr knows (docs/behaviour.md §3), as data: each provider's key (as in general.enabled_providers),
 * display name, description, an optional message (information) or warning (removed or broken providers), and
 * its inputs, stored as `settings-{providerKey}-{inputKey}`. Shapes and shared inputs: catalogueShared.ts.
 */
import type { Capabilities } from '../../../api/backend/capabilities';
import type { ProviderInfo } from './catalogueShared';
import { PROVIDERS_A_TO_L } from './providersAtoL';
import { PROVIDERS_M_TO_Z } from './providersMtoZ';

export { EMBEDDED_CODECS, type ProviderInfo, type ProviderInput } from './catalogueShared';

/**
 * Two provider modules of Bazarr 1.5.2 to 1.5.6 are left out, as Bazarr's own list leaves them out:
 * `avistaz_network` is the code AvistaZ and CinemaZ share, not a provider (its class is a base, which Bazarr
 * does not register), and `shooter` is registered but has never been offered, its site (shooter.cn) having
 * closed: enabled, it would find nothing. One enabled by hand in config.yaml still gets a card (providerInfo).
 */
export const PROVIDERS: readonly ProviderInfo[] = [...PROVIDERS_A_TO_L, ...PROVIDERS_M_TO_Z];

/** Services other providers rely on (Anime Tosho needs AniDB), enabled in general.enabled_integrations. */
export const INTEGRATIONS: readonly ProviderInfo[] = [
  {
    key: 'anidb',
    name: 'AniDB',
    description: 'AniDB is a non-profit database of anime information, freely open to the public.',
    inputs: [
      { type: 'text', key: 'api_client', label: 'API Client' },
      {
        type: 'number',
        key: 'api_client_ver',
        label: 'API Client Version',
        defaultValue: 1,
        min: 1,
        max: 9,
        message: 'API client version must be between 1 and 9',
        wholeMessage: 'API client version must be a whole number',
      },
    ],
  },
];

/** An enabled key this catalogue does not know (an older or newer Bazarr's provider) still gets a card. */
export function providerInfo(catalogue: readonly ProviderInfo[], key: string): ProviderInfo {
  return (
    catalogue.find((provider) => provider.key === key) ?? {
      key,
      name: key,
      message:
        'This provider is not known to this version of the interface: it has no settings here.',
    }
  );
}

/** Whether the connected Bazarr has the provider (its `availability`); one this catalogue does not know: yes. */
export function providerSupported(
  catalogue: readonly ProviderInfo[],
  key: string,
  backend: Capabilities,
): boolean {
  const availability = catalogue.find((provider) => provider.key === key)?.availability;
  if (availability === undefined) return true;
  if (availability === 'none') return false;
  const { since, until } = availability;
  return (since === undefined || backend[since]) && (until === undefined || !backend[until]);
}

/** What a card and the modal say of an enabled provider this Bazarr dropped. */
export const NOT_SUPPORTED =
  'This provider is no longer supported by this Bazarr: it is never searched. Remove it.';
