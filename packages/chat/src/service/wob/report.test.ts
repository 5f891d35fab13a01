import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../port';
import { scripted } from './test/fakes';

// Reporting a message through the wob adapter: the product API's report queue
// (api/report/content, kind 'message'), its refusals as ChatErrors with their status.

describe('reportMessage', () => {
  it('sends the message to the product’s report queue', async () => {
    const world = scripted();
    world.fake.on('reportContent', () => ({ data: { reported: true } }));
    await world.service.login();
    await world.service.reportMessage('41', { reason: 'other', details: 'Asks for money' });
    expect(world.fake.inputsOf('reportContent')).toEqual([
      { kind: 'message', id: '41', reason: 'other', details: 'Asks for money' },
    ]);
  });

  it('answers a refusal with its status and the server’s words', async () => {
    const world = scripted();
    await world.service.login();
    world.fake.on('reportContent', () => {
      throw apiError(404, 'This message could not be found.');
    });
    const gone = await world.service
      .reportMessage('41', { reason: 'other', details: '' })
      .catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(ChatError);
    expect(gone).toMatchObject({ code: 'not-found', status: 404 });

    world.fake.on('reportContent', () => {
      throw apiError(429, 'Too many reports.', undefined, 'request.rateLimited');
    });
    const limited = await world.service
      .reportMessage('41', { reason: 'other', details: '' })
      .catch((error: unknown) => error);
    expect(limited).toMatchObject({ status: 429, message: 'Too many reports.' });
  });
});
