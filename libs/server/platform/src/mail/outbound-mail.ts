export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A rendered message: every e-mail has a plain-text body next to its HTML one. */
export interface OutboundMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
