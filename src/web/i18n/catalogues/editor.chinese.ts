import type { EditorWords } from './editor.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const editor: EditorWords = {};

export default editor;
