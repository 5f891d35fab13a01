import { Spinner } from '@wob/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** Which group dialog is open: a new group, finding groups, or one of a group's lists. */
export type GroupDialog =
  | { kind: 'create' }
  | { kind: 'find' }
  | { kind: 'members' | 'add' | 'banned' | 'transfer'; guid: string };

export interface GroupDialogProps {
  dialog: GroupDialog;
  onClose: () => void;
}

// The group dialogs are a chunk of their own: the /chat route loads them only once one is
// opened (the route's size budget, tooling/scripts/bench.mjs).
const GroupDialogs = lazy(() =>
  import('./group-dialogs').then((module) => ({ default: module.GroupDialogs })),
);

/** Renders the open group dialog, loading the dialogs' chunk on the first one. */
export function LazyGroupDialogs({
  dialog,
  onClose,
}: {
  dialog: GroupDialog | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  if (!dialog) return null;
  return (
    <Suspense
      fallback={
        <div className="wob-chat-group-loading">
          <Spinner size="sm" label={t('spec.loading')} />
        </div>
      }
    >
      <GroupDialogs dialog={dialog} onClose={onClose} />
    </Suspense>
  );
}
