import { AddMembersDialog } from './group-add-members-dialog';
import { BannedMembersDialog } from './group-banned-dialog';
import { CreateGroupDialog } from './group-create-dialog';
import type { GroupDialogProps } from './group-dialogs-lazy';
import { FindGroupsDialog } from './group-find-dialog';
import { MembersDialog } from './group-members-dialog';

/** The group dialogs' chunk (loaded by LazyGroupDialogs): the one that is open. */
export function GroupDialogs({ dialog, onClose }: GroupDialogProps) {
  switch (dialog.kind) {
    case 'create':
      return <CreateGroupDialog onClose={onClose} />;
    case 'find':
      return <FindGroupsDialog onClose={onClose} />;
    case 'members':
      return <MembersDialog guid={dialog.guid} onClose={onClose} />;
    case 'transfer':
      return <MembersDialog guid={dialog.guid} onClose={onClose} transfer />;
    case 'add':
      return <AddMembersDialog guid={dialog.guid} onClose={onClose} />;
    case 'banned':
      return <BannedMembersDialog guid={dialog.guid} onClose={onClose} />;
  }
}
