import type { CheckinWords } from './checkin.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const checkin: CheckinWords = {};

export default checkin;
