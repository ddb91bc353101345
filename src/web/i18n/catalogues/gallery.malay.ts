import type { GalleryWords } from './gallery.english';

/** Bahasa Melayu (docs/glossary.md). */
const gallery: GalleryWords = {
  eyebrow: 'Galeri templat',
  title: 'Cari reka bentuk yang kena dengan citarasa anda',
  intro: 'Setiap templat cantik dibuka di telefon. Pilih satu, isi butiran majlis anda, dan kongsi satu pautan sahaja dengan tetamu.',
  searchForm: 'Templat',
  searchLabel: 'Cari templat',
  searchButton: 'Cari',
  choosingNeedsScript: 'Memilih templat memerlukan JavaScript: hidupkannya dalam pelayar anda untuk mula mencipta kad jemputan.',
  searchPlaceholder: 'Cuba “wedding” atau “birthday”',
  category: 'Kategori',
  allCategories: 'Semua kategori',
  allTemplates: 'Semua templat',
  loadingStatus: 'Memuatkan templat…',
  loadingLabel: 'Memuatkan templat',
  showing: (first, last, count) => `Memaparkan ${first}–${last} daripada ${count}`,
  noResults: 'Tiada templat yang sepadan dengan carian anda.',
  clear: 'Kosongkan carian dan penapis',
  pages: 'Halaman templat',
  loadFailed: 'Templat gagal dimuatkan',
  loadError: 'Ralat berlaku semasa memuatkan templat',
  card: {
    preview: (name) => `Pratonton ${name}`,
    previewNotAvailable: 'Pratonton belum tersedia untuk templat ini',
    coverAlt: (name) => `${name}: contoh kad jemputan dengan reka bentuk ini`,
    artAlt: (name) => `Reka bentuk kad jemputan ${name}`,
    select: 'Pilih',
    selectLabel: (name) => `Pilih ${name}`,
  },
};

export default gallery;
