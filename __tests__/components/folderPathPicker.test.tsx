import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { FolderPathPicker } from '../../src/components/files/FolderPathPicker';
import { folderOfTypedPath, parentFolder } from '../../src/components/files/folderPath';
import { setupServer } from 'msw/node';
import { renderUi } from './render';

const tree: Record<string, string[]> = {
  '': ['/config/', '/media/'],
  '/media/': ['/media/movies/', '/media/tv/'],
  '/media/tv/': ['/media/tv/Breaking Bad/', '/media/tv/Better Call Saul/', '/media/tv/The Wire/'],
};
const requested: string[] = [];

const server = setupServer(
  http.get('http://localhost/api/files', ({ request }) => {
    const path = new URL(request.url).searchParams.get('path') ?? '';
    requested.push(path);
    const children = tree[path] ?? [];
    return HttpResponse.json(
      children.map((child) => ({
        name: child.slice(0, -1).split('/').pop(),
        children: true,
        path: child,
      })),
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness({ initial = '' }: { initial?: string }) {
  const [path, setPath] = useState(initial);
  return (
    <>
      <FolderPathPicker label="Backup Folder" value={path} onChange={setPath} />
      <Button onClick={() => setPath('/config/')}>Reset</Button>
    </>
  );
}

function optionNames() {
  return screen.getAllByRole('option').map((option) => option.textContent);
}

describe('folder path rules', () => {
  it.each([
    ['/media/tv/Bre', '/media/tv/'],
    ['/media/tv/', '/media/tv/'],
    ['C:\\Users\\me', 'C:\\Users\\'],
    ['D:\\', 'D:\\'],
    ['media', ''],
    ['', ''],
  ])('suggests the content of the folder of %p: %p', (typed, folder) => {
    expect(folderOfTypedPath(typed)).toBe(folder);
  });

  it.each([
    ['/media/tv/', '/media/'],
    ['/media/', '/'],
    ['/', ''],
    ['C:\\Users\\', 'C:\\'],
  ])('goes back from %p to %p', (folder, parent) => {
    expect(parentFolder(folder)).toBe(parent);
  });
});

describe('FolderPathPicker', () => {
  it('asks for nothing until it has focus', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Backup Folder' });
    expect(input).toHaveAttribute('placeholder', 'Click to start');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('/config/');
    expect(requested).toEqual([]);
  });

  it('browses from the roots into a folder and back', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Backup Folder' });
    await user.click(input);
    await waitFor(() => expect(optionNames()).toEqual(['config', 'media']));
    expect(requested).toEqual(['']);

    await user.click(screen.getByRole('option', { name: 'media' }));
    expect(input).toHaveValue('/media/');
    await waitFor(() => expect(optionNames()).toEqual(['↩ Back', 'movies', 'tv']));
    expect(screen.getByRole('option', { name: 'Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('option', { name: 'tv' }));
    expect(input).toHaveValue('/media/tv/');
    await user.click(await screen.findByRole('option', { name: 'Back' }));
    expect(input).toHaveValue('/media/');
    expect(requested).toEqual(['', '/media/', '/media/tv/']);
  });

  it('suggests the matching sub-folders of the typed parent folder', async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial="/media/" />);
    const input = screen.getByRole('combobox', { name: 'Backup Folder' });
    await user.click(input);
    // Two goes: Zag writes the input itself when the suggestions change, which user-event's caret tracking misses.
    await user.type(input, 'tv/');
    await user.type(input, 'b');
    expect(input).toHaveValue('/media/tv/b');
    await waitFor(() =>
      expect(optionNames()).toEqual(['↩ Back', 'Breaking Bad', 'Better Call Saul']),
    );
    expect(requested).toEqual(['/media/', '/media/tv/']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('/media/tv/Breaking Bad/');
  });

  it('stops asking once focus leaves', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Backup Folder' }));
    await waitFor(() => expect(requested).toEqual(['']));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('combobox', { name: 'Backup Folder' })).toHaveValue('/config/');
    expect(requested).toEqual(['']);
  });

  it('offers no folders when the server has none', async () => {
    server.use(http.get('http://localhost/api/files', () => HttpResponse.json([])));
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Backup Folder' }));
    expect(await screen.findByText('No folders')).toBeInTheDocument();
  });
});
