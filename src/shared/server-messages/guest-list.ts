import { IMPORT_FIELD_LABELS, IMPORT_MAX_CELL_CHARS, IMPORT_MAX_MB, IMPORT_MESSAGES, type ImportFieldChoice } from '../guest-import';
import { GUEST_LIMITS, GUEST_MESSAGES } from '../guests';
import { SENDING_MESSAGES } from '../guest-sending';
import { EVENTS_MAX } from '../events';
import type { HostEntry } from './words';

const { householdsPerInvitation, tagsPerHousehold, importMaxRows, nameMax, seatsMin, seatsMax, tagMax, noteMax } = GUEST_LIMITS;
const most = householdsPerInvitation.toLocaleString('en');
const rows = importMaxRows.toLocaleString('en');
const cell = IMPORT_MAX_CELL_CHARS.toLocaleString('en');

const PHONE_INVALID = {
  english: 'This phone number is not valid (use e.g. 012-345 6789 or +65 9123 4567).',
  malay: 'Nombor telefon ini tidak sah (gunakan cth. 012-345 6789 atau +65 9123 4567).',
  chinese: '此电话号码无效（请使用如 012-345 6789 或 +65 9123 4567 的格式）。',
} as const;
const EVENTS_GONE = {
  english: IMPORT_MESSAGES.badEvents,
  malay: 'Salah satu majlis bukan majlis kad jemputan ini (mungkin telah dibuang). Sila pratonton fail sekali lagi.',
  chinese: '其中一个活动不属于这份请柬（可能已被删除）。请重新预览文件。',
} as const;

/** The mapping step's field names, as the host's screen names them (guests.<language>.ts `fieldLabels`). */
const FIELD_LABELS: Record<'malay' | 'chinese', Record<ImportFieldChoice, string>> = {
  malay: { name: 'Nama', seats: 'Tempat duduk', phone: 'Telefon', email: 'E-mel', group: 'Kumpulan', language: 'Bahasa', note: 'Nota', events: 'Majlis', ignore: 'Abaikan (tidak diimport)' },
  chinese: { name: '姓名', seats: '座位', phone: '电话', email: '电子邮件', group: '分组', language: '语言', note: '备注', events: '活动', ignore: '忽略（不导入）' },
};

/**
 * The guest list: households, imports and the sending queue. The English is the text the API sent
 * before codes (the shared constants GUEST_MESSAGES, IMPORT_MESSAGES, SENDING_MESSAGES keep it).
 * The import's `IMPORT_*` row reasons are written into the preview's `problems` in the host's
 * language (import-service.ts), the others are errors' messages.
 */
export const GUEST_LIST_MESSAGES = {
  /** The invitation of a guest list, its import, its sending, its answers or its check-in is not the viewer's (or not there): 404, public code NOT_FOUND. */
  GUEST_LIST_INVITATION_NOT_FOUND: {
    english: 'Invitation not found',
    malay: 'Kad jemputan tidak dijumpai',
    chinese: '找不到该请柬',
  },

  // ---- Households ----
  HOUSEHOLD_NOT_FOUND: {
    english: GUEST_MESSAGES.householdNotFound,
    malay: 'Isi rumah tidak dijumpai',
    chinese: '找不到该家庭',
  },
  GUEST_LIST_FULL: {
    english: GUEST_MESSAGES.listFull,
    malay: `Senarai tetamu ini sudah mempunyai ${most} isi rumah, jumlah paling banyak bagi satu kad jemputan.`,
    chinese: `此宾客名单已有 ${most} 个家庭，已达一份请柬的上限。`,
  },
  DUPLICATE_PHONE: {
    english: GUEST_MESSAGES.duplicatePhone,
    malay: (name: string) => `Isi rumah lain dalam senarai ini sudah mempunyai nombor telefon ini: ${name}.`,
    chinese: (name: string) => `名单上另一个家庭已使用此电话号码：${name}。`,
  },
  DUPLICATE_EMAIL: {
    english: GUEST_MESSAGES.duplicateEmail,
    malay: (name: string) => `Isi rumah lain dalam senarai ini sudah mempunyai alamat e-mel ini: ${name}.`,
    chinese: (name: string) => `名单上另一个家庭已使用此电子邮件地址：${name}。`,
  },
  TOO_MANY_TAGS: {
    english: GUEST_MESSAGES.tooManyTags,
    malay: (name: string) => `${name} akan mempunyai lebih daripada ${tagsPerHousehold} kumpulan.`,
    chinese: (name: string) => `${name} 的分组将超过 ${tagsPerHousehold} 个。`,
  },
  GUEST_LIST_UNKNOWN_EVENT: {
    english: GUEST_MESSAGES.unknownEvent,
    malay: 'Salah satu majlis yang dipilih bukan majlis kad jemputan ini (mungkin telah dibuang). Muat semula halaman dan pilih sekali lagi.',
    chinese: '所选的活动中有一个不属于这份请柬（可能已被删除）。请重新加载页面后再选择。',
  },
  NO_EVENT: {
    english: 'Choose at least one event.',
    malay: 'Pilih sekurang-kurangnya satu majlis.',
    chinese: '请至少选择一个活动。',
  },
  MESSAGE_WITHOUT_LINK: {
    english: GUEST_MESSAGES.messageNeedsLink,
    malay: 'Mesej mesti mengandungi {link}, tempat pautan peribadi setiap isi rumah diletakkan.',
    chinese: '讯息必须包含 {link}，即每个家庭专属链接所在的位置。',
  },
  INVALID_PHONE: PHONE_INVALID,

  // ---- The import: the file as a whole ----
  IMPORT_NO_FILE: {
    english: IMPORT_MESSAGES.noFile,
    malay: 'Sila pilih fail CSV atau Excel (.xlsx).',
    chinese: '请选择 CSV 或 Excel (.xlsx) 文件。',
  },
  IMPORT_TOO_LARGE: {
    english: IMPORT_MESSAGES.tooLarge,
    malay: `Fail ini lebih besar daripada ${IMPORT_MAX_MB} MB. Pecahkan senarai kepada beberapa fail yang lebih kecil.`,
    chinese: `此文件超过 ${IMPORT_MAX_MB} MB。请把名单拆分成几个较小的文件。`,
  },
  IMPORT_EMPTY: {
    english: IMPORT_MESSAGES.empty,
    malay: 'Fail ini kosong.',
    chinese: '此文件是空的。',
  },
  IMPORT_NOT_SPREADSHEET: {
    english: IMPORT_MESSAGES.notSpreadsheet,
    malay: 'Fail ini bukan hamparan CSV atau Excel (.xlsx).',
    chinese: '此文件不是 CSV 或 Excel (.xlsx) 电子表格。',
  },
  IMPORT_OLD_EXCEL: {
    english: IMPORT_MESSAGES.oldExcel,
    malay: 'Fail ini kelihatan seperti fail Excel lama (.xls) atau buku kerja yang dilindungi kata laluan. Simpan sebagai .xlsx atau CSV (tanpa kata laluan) dan cuba lagi.',
    chinese: '这似乎是旧版 Excel (.xls) 文件或受密码保护的工作簿。请另存为 .xlsx 或 CSV（不设密码）后再试。',
  },
  IMPORT_NOT_XLSX: {
    english: IMPORT_MESSAGES.namedXlsxNotZip,
    malay: 'Fail ini bernama .xlsx tetapi bukan buku kerja Excel. Simpan semula daripada aplikasi hamparan anda sebagai .xlsx atau CSV.',
    chinese: '此文件名为 .xlsx，但并不是 Excel 工作簿。请在您的电子表格应用中另存为 .xlsx 或 CSV。',
  },
  IMPORT_BROKEN_XLSX: {
    english: IMPORT_MESSAGES.brokenXlsx,
    malay: 'Fail Excel ini rosak atau bukan buku kerja yang boleh kami baca. Simpan semula sebagai .xlsx atau CSV.',
    chinese: '此 Excel 文件已损坏，或不是我们能读取的工作簿。请重新另存为 .xlsx 或 CSV。',
  },
  IMPORT_XLSX_TOO_BIG: {
    english: IMPORT_MESSAGES.xlsxTooBig,
    malay: 'Fail Excel ini mengandungi data yang jauh lebih banyak daripada yang diperlukan oleh senarai tetamu. Simpan helaian senarai tetamu sahaja sebagai .xlsx atau CSV.',
    chinese: '此 Excel 文件解压后的数据远超宾客名单所需。请只把宾客名单的工作表另存为 .xlsx 或 CSV。',
  },
  IMPORT_SHEET_TOO_WIDE: {
    english: IMPORT_MESSAGES.sheetTooWide,
    malay: 'Helaian ini menggunakan sel yang jauh di luar senarai tetamu (melepasi lajur 200 atau jauh di bawah baris terakhir). Salin senarai ke helaian baharu dan simpan semula.',
    chinese: '此工作表用到了远超宾客名单范围的单元格（超过第 200 列，或远在最后一行之下）。请把名单复制到新的工作表后重新保存。',
  },
  IMPORT_UNREADABLE: {
    english: IMPORT_MESSAGES.unreadable,
    malay: 'Kami tidak dapat membaca fail ini dalam masa yang ditetapkan. Simpan semula sebagai CSV atau .xlsx dan cuba sekali lagi.',
    chinese: '我们未能及时读取此文件。请重新另存为 CSV 或 .xlsx 后再试一次。',
  },
  IMPORT_BUSY: {
    english: IMPORT_MESSAGES.busy,
    malay: 'Banyak fail sedang dibaca sekarang. Sila cuba lagi dalam beberapa saat.',
    chinese: '目前正在读取许多文件。请几秒后再试。',
  },
  IMPORT_NO_HEADER: {
    english: IMPORT_MESSAGES.noHeader,
    malay: 'Kami tidak menemui baris pengepala atau lajur nama. Senarai memerlukan baris pengepala (cth. "Nama", "Name" atau "姓名") di atas tetamu.',
    chinese: '我们找不到标题行或姓名列。名单需要在宾客上方有一行标题（例如 "Nama"、"Name" 或 "姓名"）。',
  },
  IMPORT_NO_NAME_COLUMN: {
    english: IMPORT_MESSAGES.noNameColumn,
    malay: 'Pilih lajur yang mengandungi nama.',
    chinese: '请选择包含姓名的列。',
  },
  /** Takes the field (`name`, `seats`, …): each language names it as its mapping step does. */
  IMPORT_MAPPING_TWICE: {
    english: (field: ImportFieldChoice) => IMPORT_MESSAGES.mappingTwice(IMPORT_FIELD_LABELS[field]),
    malay: (field: ImportFieldChoice) => `Dua lajur sama-sama "${FIELD_LABELS.malay[field]}". Pilih untuk satu lajur sahaja.`,
    chinese: (field: ImportFieldChoice) => `有两列都是“${FIELD_LABELS.chinese[field]}”。请只为一列选择它。`,
  },
  IMPORT_BAD_MAPPING: {
    english: IMPORT_MESSAGES.badMapping,
    malay: 'Lajur yang dipilih tidak sepadan dengan fail ini. Sila pilih fail sekali lagi.',
    chinese: '所选的列与此文件不符。请重新选择文件。',
  },
  IMPORT_CELL_TOO_LONG: {
    english: IMPORT_MESSAGES.cellTooLong,
    malay: (line: number) => `Baris ${line} mempunyai sel yang melebihi ${cell} aksara. Pastikan fail ini ialah senarai tetamu.`,
    chinese: (line: number) => `第 ${line} 行有一个单元格超过 ${cell} 个字符。请确认此文件是宾客名单。`,
  },
  IMPORT_NO_ROWS: {
    english: IMPORT_MESSAGES.noRows,
    malay: 'Fail ini ada baris pengepala tetapi tiada tetamu di bawahnya.',
    chinese: '此文件有标题行，但下方没有宾客。',
  },
  IMPORT_TOO_MANY_ROWS: {
    english: IMPORT_MESSAGES.tooManyRows,
    malay: `Fail ini mempunyai lebih daripada ${rows} baris tetamu; satu import menerima paling banyak ${rows}. Pecahkan kepada beberapa fail yang lebih kecil.`,
    chinese: `此文件的宾客超过 ${rows} 行；每次导入最多 ${rows} 行。请拆分成几个较小的文件。`,
  },
  IMPORT_UNCLOSED_QUOTE: {
    english: IMPORT_MESSAGES.unclosedQuote,
    malay: (line: number) => `Baris ${line}: tanda petikan (") dibuka tetapi tidak ditutup. Betulkan baris itu dan cuba lagi.`,
    chinese: (line: number) => `第 ${line} 行：有一个引号 (") 没有闭合。请修正该行后再试。`,
  },
  IMPORT_BROKEN_CSV: {
    english: IMPORT_MESSAGES.brokenCsv,
    malay: (line: number) => `Baris ${line} tidak dapat dibaca sebagai CSV (semak tanda petikannya). Betulkan baris itu dan cuba lagi.`,
    chinese: (line: number) => `第 ${line} 行无法按 CSV 读取（请检查其中的引号）。请修正该行后再试。`,
  },
  IMPORT_ROW_TOO_LONG: {
    english: IMPORT_MESSAGES.rowTooLong,
    malay: (line: number) => `Baris ${line} terlalu panjang untuk senarai tetamu. Pastikan fail ini ialah senarai tetamu.`,
    chinese: (line: number) => `第 ${line} 行对宾客名单来说太长了。请确认此文件是宾客名单。`,
  },
  IMPORT_RATE_LIMITED: {
    english: IMPORT_MESSAGES.rateLimited,
    malay: 'Terlalu banyak import. Sila tunggu beberapa minit dan cuba lagi.',
    chinese: '导入次数过多。请等几分钟后再试。',
  },

  // ---- The import's commit ----
  IMPORT_LIST_FULL: {
    english: IMPORT_MESSAGES.listFull,
    malay: (after: number) =>
      `Import ini akan menjadikan ${after.toLocaleString('en')} isi rumah dalam senarai; satu kad jemputan boleh mempunyai paling banyak ${most}. Tiada apa yang diimport.`,
    chinese: (after: number) => `此次导入会使名单上有 ${after.toLocaleString('en')} 个家庭；一份请柬最多只能有 ${most} 个。没有导入任何内容。`,
  },
  IMPORT_RACED: {
    english: IMPORT_MESSAGES.raced,
    malay: 'Senarai tetamu berubah semasa import, jadi tiada apa yang diimport. Sila pratonton fail sekali lagi.',
    chinese: '导入期间宾客名单有变动，因此没有导入任何内容。请重新预览文件。',
  },
  IMPORT_BAD_ROW_PHONE: {
    english: (line: number) => IMPORT_MESSAGES.badRow(line, PHONE_INVALID.english),
    malay: (line: number) => `Baris ${line}: ${PHONE_INVALID.malay} Tiada apa yang diimport.`,
    chinese: (line: number) => `第 ${line} 行：${PHONE_INVALID.chinese}没有导入任何内容。`,
  },
  IMPORT_BAD_ROW_EVENTS: {
    english: (line: number) => IMPORT_MESSAGES.badRow(line, EVENTS_GONE.english),
    malay: (line: number) => `Baris ${line}: ${EVENTS_GONE.malay} Tiada apa yang diimport.`,
    chinese: (line: number) => `第 ${line} 行：${EVENTS_GONE.chinese}没有导入任何内容。`,
  },

  // ---- The import preview's reasons for a row ----
  IMPORT_MISSING_NAME: {
    english: IMPORT_MESSAGES.missingName,
    malay: 'Nama tidak diisi.',
    chinese: '缺少姓名。',
  },
  IMPORT_NAME_TOO_LONG: {
    english: IMPORT_MESSAGES.nameTooLong,
    malay: `Nama melebihi ${nameMax} aksara.`,
    chinese: `姓名超过 ${nameMax} 个字符。`,
  },
  IMPORT_SEATS_RANGE: {
    english: IMPORT_MESSAGES.seatsRange,
    malay: `Tempat duduk mestilah nombor bulat dari ${seatsMin} hingga ${seatsMax} (cth. "2", "2 orang", "2 pax").`,
    chinese: `座位必须是 ${seatsMin} 至 ${seatsMax} 之间的整数（例如 "2"、"2 orang"、"2 pax"）。`,
  },
  IMPORT_BAD_EMAIL: {
    english: IMPORT_MESSAGES.badEmail,
    malay: 'Alamat e-mel ini tidak sah.',
    chinese: '此电子邮件地址无效。',
  },
  IMPORT_TOO_MANY_GROUPS: {
    english: IMPORT_MESSAGES.tooManyGroups,
    malay: `Satu isi rumah boleh mempunyai paling banyak ${tagsPerHousehold} kumpulan.`,
    chinese: `一个家庭最多只能有 ${tagsPerHousehold} 个分组。`,
  },
  IMPORT_GROUP_TOO_LONG: {
    english: IMPORT_MESSAGES.groupTooLong,
    malay: `Nama kumpulan melebihi ${tagMax} aksara.`,
    chinese: `有一个分组名称超过 ${tagMax} 个字符。`,
  },
  IMPORT_BAD_LANGUAGE: {
    english: IMPORT_MESSAGES.badLanguage,
    malay: 'Bahasa mestilah English, Malay (atau Melayu), Chinese atau Tamil (atau EN, MS/BM, ZH, TA), atau dibiarkan kosong.',
    chinese: '语言必须是 English、Malay、Chinese 或 Tamil（或 EN、MS/BM、ZH、TA、中文），也可以留空。',
  },
  IMPORT_NOTE_TOO_LONG: {
    english: IMPORT_MESSAGES.noteTooLong,
    malay: `Nota melebihi ${noteMax} aksara.`,
    chinese: `备注超过 ${noteMax} 个字符。`,
  },
  IMPORT_TOO_MANY_EVENTS: {
    english: IMPORT_MESSAGES.tooManyEvents,
    malay: `Sel majlis menamakan lebih daripada ${EVENTS_MAX} majlis.`,
    chinese: `活动栏列出的活动超过 ${EVENTS_MAX} 个。`,
  },
  IMPORT_UNKNOWN_EVENT: {
    english: IMPORT_MESSAGES.unknownEvent,
    malay: (name: string, known: readonly string[]) => `Kad jemputan ini tiada majlis bernama "${name}" (majlisnya: ${known.join('; ')}).`,
    chinese: (name: string, known: readonly string[]) => `这份请柬没有名为“${name}”的活动（它的活动：${known.join('；')}）。`,
  },

  // ---- Sending ----
  SENDING_RATE_LIMITED: {
    english: SENDING_MESSAGES.tooManySends,
    malay: 'Terlalu banyak permintaan menghantar. Sila tunggu beberapa minit dan cuba lagi.',
    chinese: '发送请求过多。请等几分钟后再试。',
  },
  SENDING_NOT_PUBLISHED: {
    english: SENDING_MESSAGES.notPublished,
    malay: 'Terbitkan kad jemputan sebelum menghantar e-mel: sebelum itu, pautan peribadinya hanya menunjukkan halaman tertutup kepada tetamu.',
    chinese: '请先发布请柬再发送电子邮件：在此之前，它的专属链接只会向宾客显示不公开的页面。',
  },
  DIGEST_OFF: {
    english: SENDING_MESSAGES.digestOff,
    malay: 'Hidupkan ringkasan harian dahulu (Tetapan, pemberitahuan tuan rumah).',
    chinese: '请先开启每日摘要（设置中的主办人通知）。',
  },
} satisfies Record<string, HostEntry>;
