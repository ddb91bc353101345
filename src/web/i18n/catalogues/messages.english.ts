import english, { type ValidationWords } from '@shared/validation-messages/english';

/**
 * The shared schemas' validation messages, by code (decision 0031): the same words the server
 * writes (src/shared/validation-messages/). `useSchemaForm` shows a field's message in these.
 */
export type MessagesWords = ValidationWords;
const messages: MessagesWords = english;
export default messages;
