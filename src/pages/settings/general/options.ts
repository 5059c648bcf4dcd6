import type { SelectorOption } from '../../../components';
import { NONE_OPTION } from '../../../features/settings-form';

/** docs/behaviour.md §9: authentication types (none is saved as 'None'). */
export const AUTH_OPTIONS: readonly SelectorOption<string>[] = [
  { value: NONE_OPTION, label: 'None' },
  { value: 'basic', label: 'Basic' },
  { value: 'form', label: 'Form' },
];

/** The proxy types of docs/behaviour.md §9, and Bazarr's Socks5 with the names resolved by the proxy. */
export const PROXY_OPTIONS: readonly SelectorOption<string>[] = [
  { value: NONE_OPTION, label: 'None' },
  { value: 'socks5', label: 'Socks5' },
  { value: 'socks5h', label: 'Socks5h (remote DNS)' },
  { value: 'http', label: 'HTTP(S)' },
];

/** docs/behaviour.md §9: update branches. */
export const BRANCH_OPTIONS: readonly SelectorOption<string>[] = [
  { value: 'master', label: 'master' },
  { value: 'development', label: 'development' },
];

export const isSet = (type: unknown) => type !== NONE_OPTION && type !== null && type !== undefined;
