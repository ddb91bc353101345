import { z } from 'zod';
import type { Language } from '@shared/constants';

type ErrorMap = ReturnType<typeof z.locales.en>['localeError'];

/**
 * zod's own messages (a type, a size, a format a schema gave no words of its own for) in the reader's
 * language, from the locales zod ships (ms, zh-CN, ta). Our schemas' own messages are translated by
 * code (src/shared/validation-messages/); these are what is left, so a Malay host never reads
 * "Invalid input: expected string" (issue 29).
 */
const LOCALES: Partial<Record<Language, ErrorMap>> = {
  malay: z.locales.ms().localeError,
  chinese: z.locales.zhCN().localeError,
  tamil: z.locales.ta().localeError,
};

/**
 * A zod issue's message in `language`, from its code and fields (what fastify-type-provider-zod keeps
 * as `keyword` and `params`); null in English or when zod's locale has no words for it.
 */
export function zodIssueMessage(code: string, fields: Record<string, unknown> | undefined, language: Language, english: string): string | null {
  const map = LOCALES[language];
  if (!map) return null;
  try {
    const input = fields && 'input' in fields ? fields.input : sampleOfReceived(english);
    const said = map({ ...fields, input, code, path: [], message: undefined } as unknown as Parameters<ErrorMap>[0]);
    const message = typeof said === 'string' ? said : said?.message;
    return message || null;
  } catch {
    // A field the locale expects is missing: the English message stays.
    return null;
  }
}

/**
 * zod does not keep the input on an issue (it may be a secret), but its English message names the
 * type it received ("…, received number"): a value of that type lets the locale name it too.
 */
const RECEIVED_SAMPLES: Record<string, unknown> = { string: '', number: 0, nan: NaN, boolean: false, bigint: 0n, null: null, array: [], object: {}, undefined: undefined, date: new Date(0) };
function sampleOfReceived(english: string): unknown {
  const received = /received (\w+)$/.exec(english)?.[1]?.toLowerCase();
  return received && Object.hasOwn(RECEIVED_SAMPLES, received) ? RECEIVED_SAMPLES[received] : undefined;
}
