import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { type MyVideo, profileApi } from '@ember/api-client';
import { aPrompt, aVideo } from '../testing/a-video';
import { fakeCamera } from '../testing/fake-camera';
import { videoWorkSlice, workStarted } from '../model/video-work.slice';
import { PromptVideoDialog } from './prompt-video-dialog';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

let videos: MyVideo[];
beforeEach(() => {
  fake.reset();
  videos = [];
  fake.on('GET /api/profiles/me', { status: 200, body: { location: 'CA:ON:Toronto', videos: [] } });
  fake.on('GET /api/videos', () => ({ status: 200, body: { videos } }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const prompt = aPrompt();

function show(video?: MyVideo, store = createTestStore(videoWorkSlice)) {
  const onClose = vi.fn();
  render(
    <Provider store={store}>
      <PromptVideoDialog
        prompt={prompt}
        video={video}
        open
        onClose={onClose}
        recorderPlatform={fakeCamera().platform}
      />
    </Provider>,
  );
  return { store, onClose, dialog: screen.getByRole('dialog', { name: prompt.title }) };
}

/** The member's location goes with uploads and deletions once the profile is in. */
const profileLoaded = (store: ReturnType<typeof createTestStore>) =>
  waitFor(() => expect(profileApi.endpoints.getMyProfile.select()(store.getState()).data).toBeDefined());

const clip = () => new File([new Uint8Array(2048).fill(1)], 'holiday.webm', { type: 'video/webm' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the prompt dialog (spec 1 §2.8)', () => {
  it('not taken: shows the prompt with its instructions, and offers to take a video or upload a file', () => {
    const { dialog } = show();
    expect(within(dialog).getByText(prompt.description)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(prompt.instructions);
    expect(within(dialog).getByRole('button', { name: 'take a video' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'upload a file' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'delete' })).toBeNull();
    expect(fileInput()).toHaveAttribute('accept', 'video/*');
  });

  it('taken: plays the video, with retake, upload and delete', () => {
    const { dialog } = show(aVideo());
    expect(within(dialog).getByLabelText(`your answer to ${prompt.title}`)).toHaveAttribute(
      'src',
      '/api/media/t0k3n/video.mp4',
    );
    for (const name of ['retake', 'upload', 'delete']) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(dialog).queryByRole('button', { name: 'take a video' })).toBeNull();
  });

  it('uploading: shows the percentage with a progress bar, and nothing else can start', () => {
    const store = createTestStore(videoWorkSlice);
    store.dispatch(workStarted({ kind: 'upload', target: { promptId: 'dad_joke', promptType: 'fun' }, workId: 99 }));
    store.dispatch(videoWorkSlice.actions.uploadProgressed(42));
    const { dialog } = show(undefined, store);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading video: 42%');
    expect(within(dialog).getByRole('progressbar', { name: 'video upload' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(dialog).queryByRole('button', { name: 'take a video' })).toBeNull();
    expect(within(dialog).getByText('You can close this window: the upload carries on.')).toBeInTheDocument();
  });

  it('uploads a chosen file with the prompt and location, then says so and clears the message after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fake.on('POST /api/videos/upload', () => {
      videos = [aVideo({ id: 'new', status: 'uploaded' })];
      return { status: 201, body: videos[0] };
    });
    const { dialog, store } = show();
    await profileLoaded(store);
    await user.upload(fileInput(), clip());
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Video uploaded successfully'), { timeout: 5000 });
    const sent = fake.seen.find((request) => request.path === '/api/videos/upload')!;
    expect(sent.headers['x-xsrf-token']).toBe('test-token');
    expect(sent.body).toMatch(/name="promptId"\r\n\r\ndad_joke\r\n/);
    expect(sent.body).toMatch(/name="promptType"\r\n\r\nfun\r\n/);
    expect(sent.body).toMatch(/name="location"\r\n\r\nCA:ON:Toronto\r\n/);
    expect(sent.body).toContain('name="video"; filename="holiday.webm"');
    act(() => vi.advanceTimersByTime(2900));
    expect(status).toHaveTextContent('Video uploaded successfully');
    act(() => vi.advanceTimersByTime(200));
    expect(status).toBeEmptyDOMElement();
  });

  it('reports every step of an upload as it happens, the percentage included', async () => {
    fake.on('POST /api/videos/upload', { status: 201, body: aVideo({ status: 'uploaded' }) });
    const { store } = show();
    const messages: string[] = [];
    store.subscribe(() => {
      const message = store.getState().videoWork.message;
      if (message && messages.at(-1) !== message) messages.push(message);
    });
    await userEvent.upload(fileInput(), clip());
    await waitFor(() => expect(messages.at(-1)).toBe('Video uploaded successfully'));
    expect(messages[0]).toBe('Uploading video...');
    expect(messages).toContain('Uploading video: 100%');
  });

  it('alerts when the upload is refused, with the status beneath, and offers to try again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    fake.on('POST /api/videos/upload', () => {
      attempts += 1;
      return attempts === 1
        ? { status: 413, body: { statusCode: 413, code: 'media.too-large', message: 'That video is too large.' } }
        : { status: 201, body: aVideo({ status: 'uploaded' }) };
    });
    const { dialog } = show();
    await user.upload(fileInput(), clip());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload video. Please try again.');
    expect(alert).toHaveTextContent('Failed to upload video. Status: 413 That video is too large.');
    await user.click(within(dialog).getByRole('button', { name: 'try again' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Video uploaded successfully'));
    expect(attempts).toBe(2);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('does not upload an empty file', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog } = show();
    await userEvent.upload(fileInput(), new File([], 'empty.webm', { type: 'video/webm' }));
    expect(within(dialog).getByText('That file is empty. Choose another video.')).toBeInTheDocument();
    expect(fake.seen.some((request) => request.path === '/api/videos/upload')).toBe(false);
  });

  it('deletes only after confirmation, then says so', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/videos/delete', { status: 204 });
    const { dialog, store } = show(aVideo({ id: 'v9' }));
    await profileLoaded(store);
    await user.click(within(dialog).getByRole('button', { name: 'delete' }));
    expect(within(dialog).getByText('Delete this video?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'keep it' }));
    expect(within(dialog).getByRole('button', { name: 'delete' })).toHaveFocus();
    expect(fake.seen.some((request) => request.path === '/api/videos/delete')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'yes, delete' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Video deleted successfully'));
    expect(fake.seen.find((request) => request.path === '/api/videos/delete')?.body).toEqual({
      videoId: 'v9',
      location: 'CA:ON:Toronto',
    });
  });

  it('says when a deletion failed, in the progress line and as an alert', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.on('POST /api/videos/delete', { status: 500, body: { statusCode: 500, code: 'http.500', message: 'Boom.' } });
    const { dialog } = show(aVideo());
    await user.click(within(dialog).getByRole('button', { name: 'delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'yes, delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete video. Please try again.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Failed to delete video');
  });

  it('says the camera could not be used when the recorder closes on a camera failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onClose = vi.fn();
    render(
      <Provider store={createTestStore(videoWorkSlice)}>
        <PromptVideoDialog
          prompt={prompt}
          video={undefined}
          open
          onClose={onClose}
          recorderPlatform={fakeCamera({ failure: new DOMException('denied', 'NotAllowedError') }).platform}
        />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'take a video' }));
    expect(await screen.findByText(/We could not use your camera/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: prompt.title })).toBeInTheDocument();
  });
});
