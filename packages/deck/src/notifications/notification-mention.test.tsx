import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notification, woblers } from './test/notification-fixtures';
import { openPanel, renderBell, silenceFetchWarnings } from './test/render-bell';

// A mention in a group chat in the bell: "{name} mentioned you in {group}" in both languages,
// with its icon, leading to the chat opened on the group, and rising live.

silenceFetchWarnings();

const mention = (overrides = {}) =>
  notification({
    _id: 'mention-1',
    kind: 'mention',
    user: woblers.ida,
    group: { guid: 'gvenner000000000000000', name: 'Venner' },
    ...overrides,
  });

function firstRow(panel: HTMLElement) {
  const [, list] = within(panel).getAllByRole('region');
  if (!list) throw new Error('the Notifications section is missing');
  const [row] = within(list).getAllByRole('listitem');
  if (!row) throw new Error('no row');
  return row;
}

describe('the panel: mentions', () => {
  it('says who mentioned you in which group, and leads to the chat opened on that group', async () => {
    const view = renderBell({ docs: [mention()] });
    const panel = await openPanel(view, 'Notifications, 1 unseen', /Notifications/);
    const row = firstRow(panel);
    expect(row).toHaveTextContent('Ida Marie Skovgaard-Kristiansen mentioned you in Venner');
    expect(row.querySelector('.wob-notification__kind--mention svg')).not.toBeNull();
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/chat?group=gvenner000000000000000',
    );
  });

  it('says it in Danish', async () => {
    const view = renderBell({ docs: [mention()], locale: 'da' });
    const panel = await openPanel(view, /Notifikationer, 1/, /Notifikationer/);
    expect(firstRow(panel)).toHaveTextContent(
      'Ida Marie Skovgaard-Kristiansen har nævnt dig i Venner',
    );
  });

  it('rises live when a mention arrives', async () => {
    const view = renderBell({ docs: [] });
    await screen.findByRole('button', { name: 'Notifications' });
    view.store
      .getState()
      .applyEvent({ type: 'notification.created', notification: mention(), unseen: 1 });
    const panel = await openPanel(view, 'Notifications, 1 unseen', /Notifications/);
    expect(firstRow(panel)).toHaveTextContent('mentioned you in Venner');
  });
});
