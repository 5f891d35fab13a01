import type { BubbleView, EndpointId } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import {
  apiError,
  createFakeApi,
  type FakeHandler,
  fakeUser,
  TOKEN,
  withDelay,
} from '@wob/test-utils';
import { StoryRoutes } from '@wob/test-utils/storybook';
import { toast } from '@wob/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardProvider } from '../board/board-context';
import { createBoardStore } from '../board/board-store';
import { boardPage } from './board-fixtures';
import { createFakeRealtime } from './fake-realtime';

export interface BoardStoryFrameProps {
  children: ReactNode;
  /** The get-bubble answer, or null for a Bubble that does not exist (404). */
  view: BubbleView | null;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
}

/** The session and a board store on a fake API around the Bubble page, for stories. */
export function BoardStoryFrame({
  children,
  view,
  handlers = {},
  delay = 400,
}: BoardStoryFrameProps) {
  const { t } = useTranslation();
  const [stores] = useState(() => {
    const all = view?.comments?.docs ?? [];
    const fake = createFakeApi(
      withDelay(
        {
          getBubble: () => {
            if (!view) throw apiError(404, 'This Bubble could not be found.');
            return { data: view };
          },
          getBoard: (input) => {
            const { limit } = input as { limit: number };
            return { data: boardPage(all.slice(0, limit), all.length, limit) };
          },
          ...handlers,
        },
        delay,
      ),
    );
    const notify = {
      success: (text: string) => toast.success(text),
      error: (text: string) => toast.error(text),
    };
    const session = createSessionStore({ api: fake.api, notify });
    session.setState({ token: TOKEN, user: fakeUser() });
    const board = createBoardStore({
      api: fake.api,
      realtime: createFakeRealtime(),
      notify,
      translate: (key, params) => t(key, params),
    });
    return { session, board };
  });
  return (
    <SessionProvider store={stores.session}>
      <BoardProvider store={stores.board}>
        <StoryRoutes path="/view-bubble/:name" url="/view-bubble/copenhagen-cyclists">
          {children}
        </StoryRoutes>
      </BoardProvider>
    </SessionProvider>
  );
}
