import { ChakraProvider } from '@chakra-ui/react';
import {
  configureStore,
  createEntityAdapter,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider, useSelector } from 'react-redux';
import { system } from '../../src/styles/chakraSystem';
import { DataTable } from '../../src/components/table/DataTable';
import type { DataTableColumn, RowKey, SortState } from '../../src/components/table/types';

interface Movie {
  radarrId: number;
  title: string;
}

const adapter = createEntityAdapter<Movie, number>({ selectId: (movie) => movie.radarrId });
const moviesSlice = createSlice({
  name: 'movies',
  initialState: adapter.getInitialState(),
  reducers: {
    upsert: (state, action: PayloadAction<Movie>) => void adapter.upsertOne(state, action.payload),
  },
});
const makeMovieStore = () => configureStore({ reducer: { movies: moviesSlice.reducer } });
type State = ReturnType<ReturnType<typeof makeMovieStore>['getState']>;
const selectors = adapter.getSelectors((state: State) => state.movies);

const renders = new Map<number, number>();
const useMovie = (id: number) => useSelector((state: State) => selectors.selectById(state, id));
const columns: DataTableColumn<Movie>[] = [
  {
    id: 'title',
    header: 'Title',
    sortable: true,
    cell: (movie) => {
      renders.set(movie.radarrId, (renders.get(movie.radarrId) ?? 0) + 1);
      return movie.title;
    },
  },
];

function MoviesTable({ ids }: { ids: number[] }) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const [sort, setSort] = useState<SortState | null>(null);
  const sortedIds = sort?.direction === 'desc' ? [...ids].reverse() : ids;
  return (
    <DataTable
      label="Movies"
      rows={sortedIds}
      columns={columns}
      getRowKey={(id) => id}
      useItem={useMovie}
      pageSize={50}
      selection={{ selected, onChange: setSelected }}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

function setup(count: number, loaded = count) {
  const store = makeMovieStore();
  for (let id = 1; id <= loaded; id += 1)
    store.dispatch(moviesSlice.actions.upsert({ radarrId: id, title: `Movie ${id}` }));
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  render(
    <Provider store={store}>
      <ChakraProvider value={system}>
        <MoviesTable ids={ids} />
      </ChakraProvider>
    </Provider>,
  );
  renders.clear();
  return store;
}

describe('DataTable with id rows', () => {
  it('re-renders only the row whose entity changed', () => {
    const store = setup(30);
    act(() => {
      store.dispatch(moviesSlice.actions.upsert({ radarrId: 7, title: 'Renamed' }));
    });
    expect(screen.getByRole('cell', { name: 'Renamed' })).toBeInTheDocument();
    expect([...renders.entries()]).toEqual([[7, 1]]);
  });

  it('re-renders only the toggled row when one row is selected', async () => {
    const user = userEvent.setup();
    setup(30);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect([...renders.keys()]).toEqual([3]);
  });

  it('shows a placeholder for rows not loaded yet and fills them in when they arrive', () => {
    const store = setup(3, 2);
    const [, body] = screen.getAllByRole('rowgroup');
    expect(within(body).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('cell', { name: 'Movie 3' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(moviesSlice.actions.upsert({ radarrId: 3, title: 'Movie 3' }));
    });
    expect(screen.getByRole('cell', { name: 'Movie 3' })).toBeInTheDocument();
  });

  it('leaves sorting to the page through the controlled sort state', async () => {
    const user = userEvent.setup();
    setup(3);
    const header = screen.getByRole('columnheader', { name: 'Title' });
    await user.click(within(header).getByRole('button'));
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const [, body] = screen.getAllByRole('rowgroup');
    expect(
      within(body)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Movie 3', 'Movie 2', 'Movie 1']);
  });
});
