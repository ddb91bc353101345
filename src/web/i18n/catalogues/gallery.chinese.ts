import type { GalleryWords } from './gallery.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const gallery: GalleryWords = {};

export default gallery;
