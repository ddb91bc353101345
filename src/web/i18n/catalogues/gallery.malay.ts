import type { GalleryWords } from './gallery.english';

/** Bahasa Melayu (docs/glossary.md). */
const gallery: GalleryWords = {};

export default gallery;
