import { CHECKIN_LIMITS } from '../checkin';
import { HOST_ANSWER_MESSAGES } from '../responses';
import type { HostEntry } from './words';

/**
 * The host's answers (added by hand, merged, exported), check-in from the host's side, live streams, and the editor's saves.
 * The English is the text the API sent before codes (HOST_ANSWER_MESSAGES keeps the answers' own).
 */
export const ANSWER_MESSAGES = {
  // ---- Answers the host adds, changes and merges ----
  RESPONSE_NOT_FOUND: {
    english: HOST_ANSWER_MESSAGES.responseNotFound,
    malay: 'Jawapan tidak dijumpai',
    chinese: '找不到该回复',
  },
  SEATS_EXCEEDED: {
    english: HOST_ANSWER_MESSAGES.seats,
    malay: (household: string, seats: number) => `${household} boleh membawa paling ramai ${seats} tetamu.`,
    chinese: (household: string, seats: number) => `${household} 最多可带 ${seats} 位宾客。`,
  },
  HOUSEHOLD_ANSWERED: {
    english: HOST_ANSWER_MESSAGES.householdAnswered,
    malay: (household: string, guestName: string) => `${household} sudah menjawab (sebagai ${guestName}). Sunting jawapan itu, atau gabungkan kedua-dua jawapan.`,
    chinese: (household: string, guestName: string) => `${household} 已经回复（以 ${guestName} 的名义）。请编辑该回复，或合并这两个回复。`,
  },
  TWO_HOUSEHOLDS: {
    english: HOST_ANSWER_MESSAGES.twoHouseholds,
    malay: (first: string, second: string) =>
      `Jawapan ini milik dua isi rumah (${first} dan ${second}); setiap isi rumah menyimpan jawapannya sendiri, jadi ia tidak boleh digabungkan.`,
    chinese: (first: string, second: string) => `这些回复属于两个家庭（${first} 和 ${second}）；每个家庭保留自己的回复，因此不能合并。`,
  },
  ANSWER_UNKNOWN_EVENT: {
    english: HOST_ANSWER_MESSAGES.unknownEvent,
    malay: 'Majlis tidak dijumpai',
    chinese: '找不到该活动',
  },
  NOT_INVITED: {
    english: HOST_ANSWER_MESSAGES.notInvited,
    malay: (household: string, event: string) => `${household} tidak dijemput ke ${event}.`,
    chinese: (household: string, event: string) => `${household} 未受邀参加 ${event}。`,
  },

  // ---- The live answers page ----
  STREAMS_PER_USER: {
    english: 'Too many live pages open. Close some tabs and try again.',
    malay: 'Terlalu banyak halaman langsung dibuka. Tutup beberapa tab dan cuba lagi.',
    chinese: '打开的实时页面过多。请关闭一些标签页后再试。',
  },
  STREAMS_PER_INSTANCE: {
    english: 'The server has too many live pages open right now. Please try again in a minute.',
    malay: 'Pelayan sedang membuka terlalu banyak halaman langsung sekarang. Sila cuba lagi dalam seminit.',
    chinese: '服务器目前打开的实时页面过多。请一分钟后再试。',
  },

  // ---- Check-in, the host's side ----
  TOO_MANY_CHECKIN_LINKS: {
    english: `At most ${CHECKIN_LIMITS.linksPerInvitation} check-in links can be active at once. Revoke one you no longer need.`,
    malay: `Paling banyak ${CHECKIN_LIMITS.linksPerInvitation} pautan daftar masuk boleh aktif pada satu masa. Batalkan pautan yang tidak diperlukan lagi.`,
    chinese: `同时最多只能有 ${CHECKIN_LIMITS.linksPerInvitation} 个有效的签到链接。请撤销一个不再需要的链接。`,
  },
  CHECKIN_LINK_MISSING: {
    english: 'Check-in link not found',
    malay: 'Pautan daftar masuk tidak dijumpai',
    chinese: '找不到该签到链接',
  },
  ARRIVALS_UNKNOWN_EVENT: {
    english: 'Choose an event of this invitation.',
    malay: 'Pilih majlis kad jemputan ini.',
    chinese: '请选择这份请柬的活动。',
  },
} satisfies Record<string, HostEntry>;
