import { PACKAGE_FEATURES, type PackageType } from '@shared/constants';

/**
 * Each package's features in each host language: one list, shown on the landing's pricing and in the
 * dashboard's package choice (English is SPEC's own list, in @shared/constants).
 */
type PackageFeatures = Record<PackageType, string[]>;

export const ENGLISH_PACKAGE_FEATURES: PackageFeatures = { silver: [...PACKAGE_FEATURES.silver], platinum: [...PACKAGE_FEATURES.platinum] };

export const MALAY_PACKAGE_FEATURES: PackageFeatures = {
  silver: ['Reka bentuk kad jemputan yang cantik', 'Pengurusan RSVP', 'Penyusunan senarai tetamu', 'Kumpulan ucapan tetamu', 'Maklumat untuk dihubungi', 'Pautan peta', 'Simpan tarikh', 'Mesra telefon pintar', 'Terbit dan kongsi'],
  platinum: ['Semua ciri pakej Silver', 'Angpau & hadiah', 'Domain atau URL sendiri'],
};

export const CHINESE_PACKAGE_FEATURES: PackageFeatures = {
  silver: ['精美的请柬设计', '出席回复管理', '宾客名单整理', '收集宾客祝福', '联系资料', '地图导航', '预留日期', '手机友好', '发布与分享'],
  platinum: ['Silver 配套的全部功能', '礼金与礼物', '自定义域名或网址'],
};
