import malay from '@shared/validation-messages/malay';
import type { MessagesWords } from './messages.english';

/** Bahasa Melayu (docs/glossary.md); the words are the server's too. */
const messages: MessagesWords = malay;
export default messages;
