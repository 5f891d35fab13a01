import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withTestServer } from '../../test/harness';
import { post } from '../../test/http';
import { createSmtpMailer } from './smtp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

// A real SMTP server (npm's smtp-server) on a free local port, recording what it receives.
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('delivers a mail with both parts to a real SMTP server', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Woble <no-reply@woble.test>',
    });
    try {
      await mailer.send({
        to: 'someone@example.com',
        subject: 'Hello from Woble',
        text: 'Plain part æøå',
        html: '<p>HTML part</p>',
      });
    } finally {
      await mailer.close();
    }
    const mail = received.at(-1);
    expect(mail?.from).toBe('no-reply@woble.test');
    expect(mail?.to).toEqual(['someone@example.com']);
    expect(mail?.raw).toContain('Subject: Hello from Woble');
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
  });

  it('fails loudly when the server cannot be reached', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'x@woble.test' });
    try {
      await expect(
        mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
      ).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });

  it('is what the app uses when SMTP_URL is set: the reset link arrives by SMTP', async () => {
    await withTestServer(
      {
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Woble <reset@woble.test>' },
      },
      async (server) => {
        expect(server.app.wob.mailer.kind).toBe('smtp');
        const user = await signUp(server);
        const before = received.length;
        const response = await post(server.app, '/api/forgot-password', { email: user.email });
        expect(response.statusCode).toBe(200);
        await server.app.wob.tasks.idle();
        expect(received).toHaveLength(before + 1);
        const mail = received.at(-1);
        expect(mail?.to).toEqual([user.email]);
        expect(mail?.from).toBe('reset@woble.test');
        const unfolded = mail?.raw.replace(/=\r?\n/g, '') ?? '';
        expect(unfolded).toMatch(/http:\/\/woble\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
      },
    );
  });
});
