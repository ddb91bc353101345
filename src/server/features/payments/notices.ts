import { paths } from '@shared/paths';
import type { AppContext } from '@server/context';

/** Whether a reply to our mail reaches anyone (MAIL_REPLY_TO), and where to write otherwise: decision mails say which. */
export const replyParams = (ctx: AppContext) => ({ canReply: Boolean(ctx.config.mailReplyTo), contactUrl: `${ctx.config.publicUrl}${paths.contactUs}` });
