import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GroupScope } from '@wob/validation';
import {
  EMIL,
  JONAS,
  ME,
  METTE,
  MINUTE,
  NOW,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { ChatStoryFrame } from '../test/chat-story-frame';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { ChatPage } from './chat-page';
import { AddMembersDialog } from './group-add-members-dialog';
import { BannedMembersDialog } from './group-banned-dialog';
import { CreateGroupDialog } from './group-create-dialog';
import { FindGroupsDialog } from './group-find-dialog';
import { MembersDialog } from './group-members-dialog';

// The group screens on the memory chat world: the group on /chat with its details pane, and
// each group dialog, as the owner, an admin, a moderator and a participant see them.

const meta = {
  title: 'Chat/Groups',
  component: ChatPage,
  globals: { locale: 'en' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const GUID = 'gstrikkeklub';
type Role = GroupScope | 'owner';

/** Strikkeklubben with Karen as `role`, a few messages and action messages, a banned member. */
function seedGroup(role: Role, banEmil = true) {
  return (world: MemoryChatWorld) => {
    seedConversations(world);
    world.setPresence(METTE.uid, true);
    const members: Record<string, GroupScope> = {
      [JONAS.uid]: 'moderator',
      [SOFIE.uid]: 'participant',
    };
    if (role !== 'owner') members[ME.uid] = role;
    else members[METTE.uid] = 'admin';
    world.groups.seed({
      guid: GUID,
      name: 'Strikkeklubben',
      owner: role === 'owner' ? ME.uid : METTE.uid,
      members,
      banned: banEmil ? { [EMIL.uid]: 'participant' } : {},
    });
    const owner = role === 'owner' ? ME.uid : METTE.uid;
    world.groups.seedAction(GUID, 'added', owner, SOFIE.uid, { scope: 'participant' });
    world.groups.seedAction(GUID, 'scope', owner, JONAS.uid, {
      scope: 'moderator',
      previousScope: 'participant',
    });
    world.groups.seedMessage(SOFIE.uid, GUID, 'Hej allesammen! Hvem kommer på torsdag? 🧶', {
      sentAt: NOW - 6 * MINUTE,
    });
    world.groups.seedMessage(JONAS.uid, GUID, 'Jeg kommer, og jeg tager kage med.', {
      sentAt: NOW - 4 * MINUTE,
    });
    world.groups.seedMessage(ME.uid, GUID, 'Dejligt, vi ses!', { sentAt: NOW - 2 * MINUTE });
  };
}

const page = (role: Role, phone = false): Story => ({
  args: { defaultDetailsOpen: !phone },
  ...(phone ? { globals: { viewport: { value: 'mobile1', isRotated: false } } } : {}),
  decorators: [
    (Story) => (
      <ChatStoryFrame seed={seedGroup(role)}>
        <Story />
      </ChatStoryFrame>
    ),
  ],
});

/** The owner: the details pane offers everything but Leave group (transfer first). */
export const OwnerPage = page('owner');
export const AdminPage = page('admin');
export const ModeratorPage = page('moderator');
/** A participant: View members and Leave group only. */
export const ParticipantPage = page('participant');
/** A phone: the list first, the group one tap away. */
export const PhonePage = page('participant', true);
export const DanishPage: Story = { ...page('admin'), globals: { locale: 'da' } };

/** One group dialog over the started chat with the group open. */
const dialog = (
  role: Role,
  render: () => React.ReactNode,
  locale = 'en',
  banEmil = true,
): Story => ({
  globals: { locale },
  decorators: [
    () => (
      <ChatStoryFrame
        seed={seedGroup(role, banEmil)}
        start
        act={async (setup) => {
          await setup.store.getState().openPage();
          await setup.store.getState().openConversation(GUID);
        }}
      >
        {render()}
      </ChatStoryFrame>
    ),
  ],
});

const close = () => undefined;
export const MembersAsOwner = dialog('owner', () => <MembersDialog guid={GUID} onClose={close} />);
export const MembersAsAdmin = dialog('admin', () => <MembersDialog guid={GUID} onClose={close} />);
export const MembersAsModerator = dialog('moderator', () => (
  <MembersDialog guid={GUID} onClose={close} />
));
export const MembersAsParticipant = dialog('participant', () => (
  <MembersDialog guid={GUID} onClose={close} />
));
export const MembersDanish = dialog(
  'owner',
  () => <MembersDialog guid={GUID} onClose={close} />,
  'da',
);
export const TransferOwnership = dialog('owner', () => (
  <MembersDialog guid={GUID} onClose={close} transfer />
));
/** Emil, in no group and not banned, is the one person to add. */
export const AddMembers = dialog(
  'admin',
  () => <AddMembersDialog guid={GUID} onClose={close} />,
  'en',
  false,
);
export const BannedAsAdmin = dialog('admin', () => (
  <BannedMembersDialog guid={GUID} onClose={close} />
));
export const BannedAsModerator = dialog('moderator', () => (
  <BannedMembersDialog guid={GUID} onClose={close} />
));
export const CreateGroup = dialog('participant', () => <CreateGroupDialog onClose={close} />);
export const CreateGroupDanish = dialog(
  'participant',
  () => <CreateGroupDialog onClose={close} initial={{ type: 'password' }} />,
  'da',
);
export const FindGroups = dialog('participant', () => <FindGroupsDialog onClose={close} />);
