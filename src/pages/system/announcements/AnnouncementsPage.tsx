import { Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import {
  useDismissAnnouncementMutation,
  useGetAnnouncementsQuery,
} from '../../../api/announcements';
import type { Announcement } from '../../../api/schemas/systemPages';
import {
  ActionIconButton,
  DataTable,
  ExternalLink,
  PageContainer,
  PageHeader,
  QueryState,
  safeExternalHref,
  type DataTableColumn,
} from '../../../components';
import { WrappedText } from '../WrappedText';

export const NO_ANNOUNCEMENTS = 'No announcements for now, come back later!';

/** Dismisses at once (optimistic: the row and the sidebar count go before the server answers). */
function DismissButton({ announcement }: { announcement: Announcement }) {
  const [dismiss] = useDismissAnnouncementMutation();
  return (
    <ActionIconButton
      icon={<X />}
      label="Dismiss"
      disabled={!announcement.dismissible}
      onClick={() => void dismiss(announcement.hash)}
    />
  );
}

const columns: DataTableColumn<Announcement>[] = [
  {
    id: 'since',
    header: 'Since',
    cell: (announcement) => <Text whiteSpace="nowrap">{announcement.timestamp}</Text>,
    hideOnMobile: true,
  },
  {
    id: 'text',
    header: 'Announcement',
    cell: (announcement) => <WrappedText>{announcement.text}</WrappedText>,
  },
  {
    id: 'link',
    header: 'More Info',
    cell: (announcement) =>
      safeExternalHref(announcement.link) ? (
        <ExternalLink href={announcement.link} showIcon>
          Link
        </ExternalLink>
      ) : (
        'n/a'
      ),
  },
  {
    id: 'dismiss',
    header: 'Dismiss',
    cell: (announcement) => <DismissButton announcement={announcement} />,
    align: 'end',
    width: '5rem',
  },
];

/** docs/behaviour.md §2 Announcements: news from the Bazarr team, dismissible unless marked otherwise. */
export function AnnouncementsPage() {
  const announcements = useGetAnnouncementsQuery();
  return (
    <PageContainer>
      <PageHeader title="Announcements" />
      <QueryState result={announcements}>
        {(list) => (
          <DataTable
            label="Announcements"
            rows={list}
            columns={columns}
            getRowKey={(announcement) => announcement.hash}
            pageSize={0}
            emptyText={NO_ANNOUNCEMENTS}
          />
        )}
      </QueryState>
    </PageContainer>
  );
}
