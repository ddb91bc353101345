import chinese from '@shared/validation-messages/chinese';
import type { MessagesWords } from './messages.english';

/** 中文 (docs/glossary.md); the words are the server's too. */
const messages: MessagesWords = chinese;
export default messages;
