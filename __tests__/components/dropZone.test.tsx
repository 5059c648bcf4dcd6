import { Text } from '@chakra-ui/react';
import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageDropZone } from '../../src/components/upload/PageDropZone';
import { UploadDropZone } from '../../src/components/upload/UploadDropZone';
import { renderUi } from './render';

function subtitle(name: string, type = '') {
  return new File(['1\n00:00:01,000 --> 00:00:02,000\nHello\n'], name, { type });
}

/** A drag event carrying files, as a browser sends it (items during the drag, files on drop). */
function dragEvent(kind: 'dragEnter' | 'dragOver' | 'drop', target: Element, files: File[]) {
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  const event = createEvent[kind](target, { dataTransfer });
  fireEvent(target, event);
}

describe('UploadDropZone', () => {
  it('shows the upload texts in the idle state', () => {
    renderUi(<UploadDropZone onDrop={jest.fn()} />);
    const zone = screen.getByRole('button', { name: 'Upload Subtitles' });
    expect(zone).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('heading', { name: 'Upload Subtitles' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Attach as many files as you like, you will need to select file metadata before uploading.',
      ),
    ).toBeInTheDocument();
  });

  it('looks accepting while subtitles are dragged over and takes them on drop', async () => {
    const onDrop = jest.fn();
    renderUi(<UploadDropZone onDrop={onDrop} />);
    const zone = screen.getByRole('button', { name: 'Upload Subtitles' });
    const files = [subtitle('Show.S01E01.en.srt'), subtitle('Show.S01E02.fr.ass')];
    dragEvent('dragEnter', zone, files);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'accept'));
    dragEvent('drop', zone, files);
    await waitFor(() => expect(onDrop).toHaveBeenCalledWith(files));
    expect(zone).toHaveAttribute('data-state', 'idle');
  });

  it('looks rejecting for a video and refuses files that are not subtitles', async () => {
    const onDrop = jest.fn();
    const onReject = jest.fn();
    renderUi(<UploadDropZone onDrop={onDrop} onReject={onReject} />);
    const zone = screen.getByRole('button', { name: 'Upload Subtitles' });
    const video = subtitle('Show.S01E01.mkv', 'video/x-matroska');
    dragEvent('dragEnter', zone, [video]);
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'reject'));
    dragEvent('drop', zone, [video]);
    await waitFor(() => expect(onReject).toHaveBeenCalledTimes(1));
    expect(onReject.mock.calls[0][0][0].file.name).toBe('Show.S01E01.mkv');
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('takes files picked with the file dialog', async () => {
    const user = userEvent.setup();
    const onDrop = jest.fn();
    renderUi(<UploadDropZone onDrop={onDrop} />);
    const file = subtitle('Movie.2010.en.vtt');
    await user.upload(screen.getByLabelText('Subtitle files'), file);
    await waitFor(() => expect(onDrop).toHaveBeenCalledWith([file]));
  });
});

describe('PageDropZone', () => {
  it('shows an overlay while files are dragged over the page and passes dropped subtitles on', async () => {
    const onDrop = jest.fn();
    renderUi(
      <PageDropZone onDrop={onDrop}>
        <Text>Breaking Bad</Text>
      </PageDropZone>,
    );
    const page = screen.getByText('Breaking Bad');
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
    const file = subtitle('Breaking.Bad.S01E01.en.srt');
    dragEvent('dragEnter', page, [file]);
    const overlay = await screen.findByTestId('page-drop-overlay');
    expect(overlay).toHaveTextContent('Upload Subtitles');
    dragEvent('drop', page, [file]);
    await waitFor(() => expect(onDrop).toHaveBeenCalledWith([file]));
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
  });

  it('ignores drops while disabled', async () => {
    const onDrop = jest.fn();
    renderUi(
      <PageDropZone onDrop={onDrop} disabled>
        <Text>Inception</Text>
      </PageDropZone>,
    );
    const page = screen.getByText('Inception');
    dragEvent('dragEnter', page, [subtitle('a.srt')]);
    dragEvent('drop', page, [subtitle('a.srt')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('page-drop-overlay')).not.toBeInTheDocument();
    expect(onDrop).not.toHaveBeenCalled();
  });
});
