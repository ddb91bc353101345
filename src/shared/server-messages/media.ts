import { PHOTO_MAX_MB, PHOTO_TYPES_LABEL } from '../photos';
import type { HostEntry } from './words';

/**
 * Photos, covers, uploads, images and multipart files (and a public template that is not there).
 * The photo and gift/divider refusals say what the editor's own check says before sending (the
 * editor catalogue's `photos.wrongType`/`tooLarge`, `messages.imageType`/`imageSize`): the same
 * words whether the browser or the server refuses (tests/server/media-messages-language.test.ts).
 * Package names (Free, Silver, Platinum) stay in English (docs/glossary.md).
 */
export const MEDIA_MESSAGES = {
  PHOTO_WRONG_TYPE: {
    english: `Please choose a photo (${PHOTO_TYPES_LABEL}).`,
    malay: 'Sila pilih gambar (JPEG, PNG, WebP atau AVIF).',
    chinese: '请选择照片（JPEG、PNG、WebP 或 AVIF）。',
  },
  PHOTO_TOO_LARGE: {
    english: `This photo is larger than ${PHOTO_MAX_MB} MB. Please choose a smaller one.`,
    malay: `Gambar ini lebih besar daripada ${PHOTO_MAX_MB} MB. Sila pilih yang lebih kecil.`,
    chinese: `这张照片超过 ${PHOTO_MAX_MB} MB，请选择较小的照片。`,
  },
  PHOTO_TOO_MANY_PIXELS: {
    english: 'This photo has too many pixels (over 50 megapixels). Please choose a smaller one.',
    malay: 'Gambar ini mempunyai terlalu banyak piksel (lebih 50 megapiksel). Sila pilih yang lebih kecil.',
    chinese: '这张照片像素过高（超过 5000 万像素），请选择较小的照片。',
  },
  PHOTO_UNREADABLE: {
    english: 'This file could not be read as a photo. Please choose another.',
    malay: 'Fail ini tidak dapat dibaca sebagai gambar. Sila pilih yang lain.',
    chinese: '无法将此文件读取为照片，请选择其他文件。',
  },
  PHOTO_RATE_LIMITED: {
    english: 'Too many photos at once. Please wait a few minutes and try again.',
    malay: 'Terlalu banyak gambar sekali gus. Sila tunggu beberapa minit dan cuba lagi.',
    chinese: '一次上传的照片太多。请稍等几分钟后再试。',
  },
  PHOTO_UNKNOWN: {
    english: 'A photo could not be found. Please upload it again.',
    malay: 'Satu gambar tidak dijumpai. Sila muat naik gambar itu semula.',
    chinese: '找不到其中一张照片，请重新上传。',
  },
  PHOTO_GALLERY_LIMIT: {
    english: (limit: number, label: string) => `Your package (${label}) allows ${limit} gallery photos. Remove some, or upgrade your package.`,
    malay: (limit: number, label: string) => `Pakej anda (${label}) membenarkan ${limit} gambar galeri. Buang sebahagian, atau naik taraf pakej anda.`,
    chinese: (limit: number, label: string) => `您的配套（${label}）最多可放 ${limit} 张相册照片。请移除部分照片，或升级您的配套。`,
  },
  PHOTO_IN_USE: {
    english: 'This photo is still on an invitation. Remove it there and save first.',
    malay: 'Gambar ini masih ada pada kad jemputan. Buang gambar itu dari kad jemputan dan simpan dahulu.',
    chinese: '这张照片仍在请柬上。请先从请柬中移除并保存。',
  },
  PHOTO_NOT_FOUND: {
    english: 'Photo not found',
    malay: 'Gambar tidak dijumpai',
    chinese: '找不到照片',
  },
  UPLOAD_NOT_AN_IMAGE: {
    english: 'Please upload an image file',
    malay: 'Sila muat naik fail gambar',
    chinese: '请上传图片文件',
  },
  UPLOAD_TOO_LARGE: {
    english: 'Image size should be less than 5MB',
    malay: 'Saiz gambar mestilah kurang daripada 5MB',
    chinese: '图片大小必须小于 5MB',
  },
  UPLOAD_RATE_LIMITED: {
    english: 'Too many uploads. Please wait a minute and try again.',
    malay: 'Terlalu banyak muat naik. Sila tunggu seminit dan cuba lagi.',
    chinese: '上传次数太多。请稍等一分钟后再试。',
  },
  UPLOAD_FILE_NOT_FOUND: {
    english: 'File not found',
    malay: 'Fail tidak dijumpai',
    chinese: '找不到文件',
  },
  COVER_RATE_LIMITED: {
    english: 'Too many pictures asked for at once. Please try again in a few minutes.',
    malay: 'Terlalu banyak gambar diminta sekali gus. Sila cuba lagi dalam beberapa minit.',
    chinese: '同时请求的图片太多。请几分钟后再试。',
  },
  COVER_BUSY: {
    english: 'The server is busy. Please try again shortly.',
    malay: 'Pelayan sedang sibuk. Sila cuba lagi sebentar lagi.',
    chinese: '服务器繁忙，请稍后再试。',
  },
  IMAGE_NOT_FOUND: {
    english: 'Image not found',
    malay: 'Imej tidak dijumpai',
    chinese: '找不到图片',
  },
  PUBLIC_TEMPLATE_NOT_FOUND: {
    english: 'Template not found',
    malay: 'Templat tidak dijumpai',
    chinese: '找不到模板',
  },
} satisfies Record<string, HostEntry>;
