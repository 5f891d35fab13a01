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
  /**
   * Removes the copies kept of e-mails to, answered to or naming any of `people` (the
   * retention jobs, when a person is erased or anonymised); answers how many went. Only the
   * outbox keeps copies: SMTP has none, so it has no such method.
   */
  forget?(people: readonly { email: string; name: string }[]): Promise<number>;
  close(): Promise<void>;
}
