import { WIZARD_MESSAGES } from '@shared/wizard';
import type { CommonWords } from '@web/i18n/catalogues/common.english';
import type { EditorWords } from '@web/i18n/catalogues/editor.english';
import { categoryName } from '@web/i18n/categories';

/*
 * The editor's words for things named elsewhere (decision 0030): the steps' names and rules come from
 * @shared/wizard (the server and the tests use those, in English), the categories from their slugs.
 * Here they become the words of the host's language; anything the catalogue does not know (a step added
 * later, a new category, a message the server already translated) is shown as it is.
 */

/** A step's name in the host's language, by its id; else the step's own label. */
export function stepName(words: EditorWords, step: { id: string; label: string }): string {
  return (words.steps as Partial<Record<string, string>>)[step.id] ?? step.label;
}

/** The category filter's option by its value: 'all', else a category's name (the common catalogue). */
export function categoryOption(words: EditorWords, common: CommonWords, value: string): string {
  return value === 'all' ? words.allCategories : categoryName(common, value);
}

const RULE_KEYS = new Map<string, keyof typeof WIZARD_MESSAGES>(Object.entries(WIZARD_MESSAGES).map(([key, text]) => [text, key as keyof typeof WIZARD_MESSAGES]));

/** A step rule's message (the shared English one) in the host's language; any other message as it is. */
export function ruleText(words: EditorWords, message: string): string {
  const key = RULE_KEYS.get(message);
  return key ? words.rules[key] : message;
}
