import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import {
  HOUR,
  JONAS,
  ME,
  METTE,
  MINUTE,
  NOW,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { chatStoryFrames } from '../test/chat-story-frame';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { ChatSearchField } from './chat-search';
import { SearchResults } from './chat-search-results';

// Message search on the chat list (chat-search.tsx, chat-search-results.tsx): the empty field,
// searching, results with the matched words marked, no results, an error with its retry; in
// dark and on a 390 px phone. The panel is the list's own: the field above what was found.

interface SearchPanelProps {
  /** What is typed in the field when the story opens. */
  query: string;
  onChoose: (uid: string) => void;
}

/** The field and, once something is typed, its results, as the conversation list shows them. */
function SearchPanel({ query, onChoose }: SearchPanelProps) {
  const { t } = useTranslation('chat');
  const [typed, setTyped] = useState(query);
  const searching = typed.trim();
  return (
    <section className="wob-chat-list" aria-label={t('list.title')}>
      <ChatSearchField value={typed} onChange={setTyped} />
      <div className="wob-chat-list__scroller">
        {searching !== '' && (
          <SearchResults key={searching} query={searching} onChoose={onChoose} />
        )}
      </div>
    </section>
  );
}

const meta = {
  title: 'Chat/Search',
  component: SearchPanel,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { query: 'kaffe', onChoose: fn() },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat history of the fixtures and more about coffee, from both sides. */
function coffeeTalk(world: MemoryChatWorld): void {
  seedConversations(world);
  world.seed(
    JONAS.uid,
    ME.uid,
    { text: 'Tager du kaffe med til turen? Jeg har kagen.' },
    { sentAt: NOW - 5 * HOUR, read: true },
  );
  world.seed(
    ME.uid,
    SOFIE.uid,
    { text: 'Kaffen i strikkeklubben var den bedste i lang tid ☕' },
    { sentAt: NOW - 4 * HOUR, read: true },
  );
  world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Skal vi prøve den nye kaffebar på hjørnet, den med de store vinduer ud mod søen?' },
    { sentAt: NOW - 10 * MINUTE },
  );
}

const frame = chatStoryFrames({ seed: coffeeTalk, start: true, height: 560, width: 360 });

/** Nothing typed: the field with its placeholder (the list shows the conversations below). */
export const Idle: Story = { args: { query: '' }, decorators: [frame()] };

/** 'Searching…' while the server answers (it never does here). */
export const Loading: Story = {
  decorators: [frame({ act: (setup) => void setup.world.stall('search') })],
};

/** Newest first: the conversation, when, and the snippet with the matched words marked. */
export const Results: Story = { decorators: [frame()] };

/** Nothing matches: what was searched for and a hint. */
export const NoResults: Story = { args: { query: 'cykelhjelm' }, decorators: [frame()] };

/** The search failed: the error and its retry. */
export const Failed: Story = {
  decorators: [frame({ act: (setup) => setup.world.failNext('search') })],
};

export const ResultsDark: Story = { globals: { theme: 'dark' }, decorators: [frame()] };

/** A 390 px phone, in Danish. */
export const ResultsPhoneDanish: Story = {
  globals: { locale: 'da' },
  decorators: [frame({ width: 390, height: 700 })],
};
