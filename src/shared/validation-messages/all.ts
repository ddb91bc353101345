import type { Language } from '../constants';
import english, { validationCodeOf, type GuestValidationCode, type ValidationWords } from './english';
import malay from './malay';
import chinese from './chinese';
import tamil from './tamil';

/** Every language's validation words, for the server (a page loads only its own language's: the `messages` catalogue). */
const BY_LANGUAGE: Record<Language, Partial<ValidationWords> & Pick<ValidationWords, GuestValidationCode>> = { english, malay, chinese, tamil };

/**
 * A schema's English message in another language: ours by its code; zod's own messages (and a
 * host's message asked for in Tamil, which only guests read) stay as they are.
 */
export function translateValidation(message: string, language: Language): string {
  const code = validationCodeOf(message);
  return (code && BY_LANGUAGE[language][code]) || message;
}

/** Whether a message is one of our schemas' own (it has a code), not zod's built-in words. */
export const isOwnValidationMessage = (message: string): boolean => validationCodeOf(message) !== undefined;
