import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from '../../src/components/pageFrame/EmptyState';
import { PageContainer, PageHeader } from '../../src/components/pageFrame/PageContainer';
import { QueryState } from '../../src/components/pageFrame/QueryState';
import { renderUi } from './render';

const idle = { isLoading: false, isError: false };

describe('PageContainer and PageHeader', () => {
  it('shows the page title as the main heading with its actions', () => {
    renderUi(
      <PageContainer>
        <PageHeader title="Backups" actions={<Button>Backup Now</Button>} />
        <EmptyState>No announcements for now, come back later!</EmptyState>
      </PageContainer>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Backup Now' })).toBeInTheDocument();
    expect(screen.getByText('No announcements for now, come back later!')).toBeInTheDocument();
  });
});

describe('QueryState', () => {
  it('shows a loading indicator before the first data', () => {
    renderUi(
      <QueryState result={{ ...idle, isLoading: true }}>
        {(data: string[]) => data.join()}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows a custom loading view, such as placeholder rows', () => {
    renderUi(
      <QueryState result={{ ...idle, isLoading: true }} loading={<p>Loading tasks</p>}>
        {(data: string[]) => data.join()}
      </QueryState>,
    );
    expect(screen.getByText('Loading tasks')).toBeInTheDocument();
  });

  it('shows the content once data is there', () => {
    renderUi(
      <QueryState result={{ ...idle, data: ['a', 'b'] }}>
        {(data) => <p>{data.join(' and ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('a and b')).toBeInTheDocument();
  });

  it('shows the server error with a Retry button', async () => {
    const user = userEvent.setup();
    const refetch = jest.fn();
    renderUi(
      <QueryState
        result={{
          ...idle,
          isError: true,
          error: { status: 500, message: 'Internal Server Error' },
          refetch,
        }}
      >
        {(data: string[]) => data.join()}
      </QueryState>,
    );
    expect(screen.getByText('Error 500: Internal Server Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
