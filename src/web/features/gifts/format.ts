import type { HostLanguage } from '@shared/host-language';
import { formatDate, formatRinggit } from '@web/i18n/format';

/** The ledger's days are Malaysia's (UTC+8 all year), whatever the browser's zone. */
const MALAYSIA = 'Asia/Kuala_Lumpur';

/** An amount in sen as the host reads it: RM1,234.50. */
export const formatSen = (language: HostLanguage, sen: number) => formatRinggit(language, sen / 100);

/** A gift's date in Malaysia: 20 Mar 2027. */
export const formatGiftDate = (language: HostLanguage, iso: string) => formatDate(language, new Date(iso), { day: 'numeric', month: 'short', year: 'numeric', timeZone: MALAYSIA });

/** YYYY-MM-DD in Malaysia (a date input's value). */
export const malaysiaDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: MALAYSIA, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** 1250 → '12.50' in the amount box. */
export const senToInput = (sen: number) => `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
