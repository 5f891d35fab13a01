/** One e-mail, already translated into the recipient's language. */
export interface Mail {
  to: string;
  /** Where replies go (a support request: the member who wrote it). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the mail; the outbox adapter logs it for local use. */
  link?: string;
}

/** The e-mail port: the outbox folder locally, SMTP in production. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
