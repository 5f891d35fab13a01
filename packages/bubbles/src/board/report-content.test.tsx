import { apiError } from '@wob/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bubbleTile, bubbleView, comment, membership, people, reply } from '../test/board-fixtures';
import { renderBoard, type RenderBoardOptions } from '../test/board-render';

// Reporting on a Bubble's page: a comment and a reply from their '⋮' menus, the Bubble from
// its header's; never one's own. The one report dialog of @wob/auth sends api/report/content.

const PATH = '/view-bubble/copenhagen-cyclists';
const SENT =
  'Thanks — our moderators will look at it. You’ll hear from us when it has been handled.';

function board(options: Partial<RenderBoardOptions> & { tile?: ReturnType<typeof bubbleTile> }) {
  const all = [
    comment({
      _id: 'comment-hans',
      comment: 'Sell your bike to me, cash only',
      replies: [
        reply({ _id: 'reply-tove', comment: 'Nobody wants that' }),
        reply({
          _id: 'reply-karen',
          comment: 'Mine is not for sale',
          commentBy: { user: people.karen },
        }),
      ],
      replyCount: 2,
    }),
    comment({
      _id: 'comment-karen',
      comment: 'Ride on Sunday?',
      commentBy: { user: people.karen },
    }),
  ];
  return renderBoard({
    path: PATH,
    ...options,
    handlers: {
      getBubble: () => ({ data: bubbleView(options.tile ?? bubbleTile(), all) }),
      reportContent: () => ({ data: { reported: true } }),
      ...options.handlers,
    },
  });
}

async function article(name: string) {
  const found = await screen.findAllByRole('article', { name });
  return found[0] as HTMLElement;
}

describe('reporting a comment and a reply', () => {
  it('reports someone else’s comment from its menu, and focus comes back to the menu', async () => {
    const { user, fake, toasts } = board({});
    const card = await article(people.hans.name);
    const trigger = within(card).getByRole('button', {
      name: 'More actions for the comment by Hans Christian Andersen',
    });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report comment by Hans Christian Andersen',
    });
    expect(
      within(dialog).getByText('Sell your bike to me, cash only', { selector: 'blockquote' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Select One of the reason')).toBeInTheDocument();
    expect(fake.inputsOf('reportContent')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate content' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything to add?' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.inputsOf('reportContent')).toEqual([
      { kind: 'comment', id: 'comment-hans', reason: 'inappropriate-content', details: 'Spam' },
    ]);
    expect(toasts).toContainEqual({ tone: 'success', text: SENT });
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('reports a reply as a comment, by keyboard', async () => {
    const { user, fake } = board({});
    const card = await article(people.hans.name);
    within(card)
      .getByRole('button', { name: 'More actions for the reply by Tove Ditlevsen' })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Report reply' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report reply by Tove Ditlevsen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate behaviour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(fake.inputsOf('reportContent')).toEqual([
        { kind: 'comment', id: 'reply-tove', reason: 'inappropriate-behaviour', details: '' },
      ]),
    );
  });

  it('never offers to report one’s own comment or reply', async () => {
    board({});
    const hans = await article(people.hans.name);
    const mine = await article(people.karen.name);
    expect(within(mine).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(
      within(hans).queryByRole('button', { name: 'More actions for the reply by Karen Blixen' }),
    ).not.toBeInTheDocument();
  });

  it('says in the dialog that a comment deleted meanwhile is gone, and too many reports', async () => {
    const { user, fake } = board({
      handlers: {
        reportContent: () => {
          throw apiError(404, 'Not found.');
        },
      },
    });
    const card = await article(people.hans.name);
    await user.click(
      within(card).getByRole('button', {
        name: 'More actions for the comment by Hans Christian Andersen',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Report comment' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report comment by Hans Christian Andersen',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This comment is no longer there. It may have been deleted.',
    );

    fake.on('reportContent', () => {
      throw apiError(429, 'You have reported a lot today. Try again tomorrow.');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'You have reported a lot today. Try again tomorrow.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('reporting the Bubble', () => {
  it('reports the Bubble from its header’s menu, in Danish', async () => {
    const { user, fake, toasts } = board({ locale: 'da' });
    await user.click(
      await screen.findByRole('button', { name: 'Flere handlinger for Copenhagen Cyclists' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Anmeld Bubble' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Anmeld Bubblen Copenhagen Cyclists',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Upassende indhold' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    await waitFor(() =>
      expect(fake.inputsOf('reportContent')).toEqual([
        { kind: 'bubble', id: 'bubble-1', reason: 'inappropriate-content', details: '' },
      ]),
    );
    expect(toasts).toContainEqual({
      tone: 'success',
      text: 'Tak — vores moderatorer kigger på det. Du hører fra os, når det er behandlet.',
    });
  });

  it('lets a visitor who is no member report it, but not its owner', async () => {
    const visitor = board({
      tile: bubbleTile({ membership: membership({ status: 'none', role: null }) }),
    });
    expect(
      await screen.findByRole('button', { name: 'More actions for Copenhagen Cyclists' }),
    ).toBeInTheDocument();
    visitor.unmount();

    board({
      tile: bubbleTile({
        createdBy: people.karen._id,
        membership: membership({ role: 'owner' }),
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copenhagen Cyclists' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'More actions for Copenhagen Cyclists' }),
    ).not.toBeInTheDocument();
  });
});
