import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { cometchatServerOptions } from '../cometchat/test/cometchat-server';
import { reportContent } from './moderation-test-support';

// With CometChat as the chat service, messages never reach this server: whether the caller
// may see one cannot be verified, so reporting a message is refused with a clear 422 (the
// other kinds are the server's own and work as ever). Nothing here calls CometChat.
useTestServer(() => cometchatServerOptions('http://127.0.0.1:9'));

describe('reporting a message on CometChat', () => {
  it('is refused with a translated 422, in both languages', async () => {
    const member = await signUp(server);
    const en = await reportContent(server, member, { kind: 'message', id: '123' });
    expect(en.status).toBe(422);
    expect(en.message).toBe(
      'Chat messages cannot be reported here. Report the person from their profile instead.',
    );
    const da = await reportContent(server, member, { kind: 'message', id: '123' }, 'da');
    expect(da.message).toBe(
      'Chatbeskeder kan ikke anmeldes her. Anmeld i stedet personen fra profilen.',
    );
  });
});
