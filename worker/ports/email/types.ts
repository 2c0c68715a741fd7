/** The email port (DESIGN §7 "email"): the shop's mail (password resets, later order mails) goes through here. */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text; links written out in full. */
  text: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
