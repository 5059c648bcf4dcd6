import { FileText } from 'lucide-react';
import type { LogEntry } from '../../../api/schemas/systemPages';
import { ActionIconButton, type DataTableColumn } from '../../../components';
import { WrappedText } from '../WrappedText';
import { LogLevelIcon } from './LogLevelIcon';

/** A log entry with a key of its own: entries have no id, and the same line can repeat. */
export interface LogRow {
  key: number;
  entry: LogEntry;
}

/** The columns of the log table; `showDetail` opens the stack trace of an entry. */
export function logColumns(showDetail: (entry: LogEntry) => void): DataTableColumn<LogRow>[] {
  return [
    {
      id: 'type',
      header: 'Type',
      cell: ({ entry }) => <LogLevelIcon type={entry.type} />,
      width: '3.5rem',
    },
    {
      id: 'message',
      header: 'Message',
      cell: ({ entry }) => <WrappedText fontSize="sm">{entry.message}</WrappedText>,
    },
    {
      id: 'date',
      header: 'Date',
      cell: ({ entry }) => (
        <WrappedText fontSize="sm" minW="auto" whiteSpace="nowrap">
          {entry.timestamp}
        </WrappedText>
      ),
      hideOnMobile: true,
    },
    {
      id: 'detail',
      header: 'Detail',
      cell: ({ entry }) =>
        entry.exception ? (
          <ActionIconButton icon={<FileText />} label="Detail" onClick={() => showDetail(entry)} />
        ) : null,
      align: 'end',
      width: '4rem',
    },
  ];
}
