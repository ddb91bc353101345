import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as JSON and its
 * links are logged, so a developer can follow a verification link without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
      await fs.writeFile(file, JSON.stringify({ from: options.from, ...message, date: new Date().toISOString() }, null, 2));
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info({ to: message.to, subject: message.subject, links, file }, 'mail written to outbox');
    },
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain, readable message with one call-to-action link. */
export function linkMail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}
