import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeUser } from '@wob/test-utils';
import { fn } from 'storybook/test';
import { StoryLayout } from '../test/story-layout';
import { CreatePollPage } from './create-poll-page';
import { PollForm } from './poll-form';
import { PollStoryFrame } from './test/poll-story-frame';

const PATH = '/create_poll/:id';
const URL = '/create_poll/bubble-1';
const premium = fakeUser({ premium: { isPremium: true, status: 'active', until: null } });

const meta = {
  title: 'Polls/CreatePollPage',
  component: CreatePollPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof CreatePollPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium member: the question and two options to start with. */
export const Form: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} user={premium} canCreate>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

/** The form after a submit with nothing in the question and one option left empty. */
export const WithErrors: Story = {
  render: () => (
    <StoryLayout width={40}>
      <PollForm
        bubbleId="bubble-1"
        onCreated={fn()}
        onCancel={fn()}
        onForbidden={fn()}
        initialOptions={['Around the lakes', '', 'Around the lakes']}
        initialErrors={{
          question: 'validation:poll.questionRequired',
          'options.1': 'validation:poll.optionRequired',
          'options.2': 'validation:poll.optionDuplicate',
        }}
      />
    </StoryLayout>
  ),
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} user={premium} canCreate>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

/** Nothing written at all: the spec's 'Please enter atleast one option'. */
export const NoOptions: Story = {
  render: () => (
    <StoryLayout width={40}>
      <PollForm
        bubbleId="bubble-1"
        onCreated={fn()}
        onCancel={fn()}
        onForbidden={fn()}
        initialErrors={{
          question: 'validation:poll.questionRequired',
          options: 'validation:poll.optionsMin',
        }}
      />
    </StoryLayout>
  ),
  decorators: WithErrors.decorators,
};

/** Without premium: the invitation to upgrade instead of the form. */
export const NotPremium: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} canCreate={false} member>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} user={premium} canCreate>
        <Story />
      </PollStoryFrame>
    ),
  ],
};
