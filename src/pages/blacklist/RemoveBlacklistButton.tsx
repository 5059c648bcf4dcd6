import { Trash2 } from 'lucide-react';
import {
  useRemoveEpisodeBlacklistMutation,
  useRemoveMovieBlacklistMutation,
} from '../../api/blacklist';
import { RowIconButton } from '../../components';
import type { BlacklistKey } from './BlacklistView';

export const REMOVE_LABEL = 'Remove from Blacklist';

type RemoveHook = typeof useRemoveEpisodeBlacklistMutation | typeof useRemoveMovieBlacklistMutation;

/** Removes one entry (DELETE with provider + subs_id); spins until the backend answers. */
function RemoveButton({ entry, useRemove }: { entry: BlacklistKey; useRemove: RemoveHook }) {
  const [remove, { isLoading }] = useRemove();
  return (
    <RowIconButton
      icon={<Trash2 />}
      label={REMOVE_LABEL}
      size="2xs"
      loading={isLoading}
      onClick={() => void remove({ provider: entry.provider, subs_id: entry.subs_id })}
    />
  );
}

export function RemoveEpisodeBlacklistButton({ entry }: { entry: BlacklistKey }) {
  return <RemoveButton entry={entry} useRemove={useRemoveEpisodeBlacklistMutation} />;
}

export function RemoveMovieBlacklistButton({ entry }: { entry: BlacklistKey }) {
  return <RemoveButton entry={entry} useRemove={useRemoveMovieBlacklistMutation} />;
}
