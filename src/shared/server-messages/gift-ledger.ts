import { GIFT_LEDGER_HOST_MAX } from '../gifts';
import type { HostEntry } from './words';

/** The host's gift ledger (product.md §16): a gift added, changed or removed by hand. */
export const GIFT_LEDGER_MESSAGES = {
  GIFT_NOT_FOUND: {
    english: 'Gift not found',
    malay: 'Hadiah tidak dijumpai',
    chinese: '找不到该礼金记录',
  },
  GIFT_UNKNOWN_HOUSEHOLD: {
    english: 'Choose a household of this guest list.',
    malay: 'Pilih isi rumah daripada senarai tetamu ini.',
    chinese: '请选择此宾客名单中的家庭。',
  },
  GIFT_UNKNOWN_EVENT: {
    english: 'Choose an event of this invitation.',
    malay: 'Pilih majlis kad jemputan ini.',
    chinese: '请选择这份请柬的活动。',
  },
  GIFT_LEDGER_FULL: {
    english: `A ledger holds at most ${GIFT_LEDGER_HOST_MAX.toLocaleString('en')} gifts added by hand.`,
    malay: `Buku catatan boleh menyimpan paling banyak ${GIFT_LEDGER_HOST_MAX.toLocaleString('en')} hadiah yang ditambah sendiri.`,
    chinese: `礼金簿最多可手动添加 ${GIFT_LEDGER_HOST_MAX.toLocaleString('en')} 笔记录。`,
  },
} satisfies Record<string, HostEntry>;
