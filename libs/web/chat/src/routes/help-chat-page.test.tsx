import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { replaceBrowserContentClient } from '@ember/content';
import { type FakeCms, serveFakeCms } from '@ember/content/testing';
import { HelpChatPage } from './help-chat-page';

const setupGuide = {
  id: 1,
  chatId: 'setup-guide',
  order: 1,
  title: 'Setup guide',
  description: 'Get your profile ready so people can pick you.',
  messages: [{ text: 'Hi! I will walk you through setting up your profile.' }],
  responses: [
    { question: 'How do I record my videos?', keywords: 'video, record', answer: 'Open Settings → Videos.' },
    { question: 'Who sees my picks?', keywords: 'pick', answer: 'Nobody. Picks are private forever.' },
  ],
  fallback: 'I did not catch that one.',
  updatedAt: '2026-11-25T00:00:00Z',
  createdAt: '2026-11-25T00:00:00Z',
};

let cms: FakeCms;
beforeEach(() => {
  cms = serveFakeCms({ collections: { 'guided-chats': [setupGuide] } });
});
afterAll(() => {
  replaceBrowserContentClient(null);
});

function open(chatId: string) {
  return render(
    <MemoryRouter initialEntries={[`/emberite/chat/${chatId}`]}>
      <Routes>
        <Route path="/emberite/chat/:chatId" element={<HelpChatPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a help chat', () => {
  it('opens with its messages from the CMS, and a way back to the journey', async () => {
    open('setup-guide');
    expect(await screen.findByRole('heading', { name: 'Setup guide' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'conversation' });
    expect(within(log).getByText('Hi! I will walk you through setting up your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your journey' })).toHaveAttribute('href', '/emberite/journey');
    expect(cms.requests.some((request) => request.startsWith('/cms/api/guided-chats'))).toBe(true);
  });

  it('answers a tapped question, then stops offering it', async () => {
    open('setup-guide');
    await userEvent.click(await screen.findByRole('button', { name: 'Who sees my picks?' }));
    const log = screen.getByRole('log', { name: 'conversation' });
    expect(within(log).getByText('Nobody. Picks are private forever.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Who sees my picks?' })).not.toBeInTheDocument();
  });

  it('answers what the member types from the canned responses, else with the fallback', async () => {
    open('setup-guide');
    const box = await screen.findByLabelText('Ask a question');
    await userEvent.type(box, 'how long is a video?{Enter}');
    const log = screen.getByRole('log', { name: 'conversation' });
    expect(within(log).getByText('Open Settings → Videos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I record my videos?' })).not.toBeInTheDocument();
    await userEvent.type(box, 'is there parking?{Enter}');
    expect(within(log).getByText('I did not catch that one.')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says so for a chat that does not exist, and offers a retry when the CMS cannot be reached', async () => {
    const { unmount } = open('no-such-chat');
    expect(await screen.findByText(/There is no chat here/)).toBeInTheDocument();
    unmount();
    cms.content.down = true;
    open('setup-guide');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this chat. Please try again.');
    cms.content.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('heading', { name: 'Setup guide' })).toBeInTheDocument();
  });
});
