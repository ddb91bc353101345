import type { GuestEntry } from './words';

/**
 * The request itself refused before any route's own check (src/server/plugins/security.ts and
 * Fastify's client errors in src/server/plugins/errors.ts): anyone can cause them, a guest on the
 * invitation page too, so every invitation language (Tamil as well). The body's public `code`
 * (`MALFORMED_JSON`, `BODY_TOO_LARGE`, `INVALID_TEXT`, `TOO_DEEP`, `FORBIDDEN`, …) stays what it was.
 */
export const REQUEST_MESSAGES = {
  REQUEST_CROSS_SITE: {
    english: 'Cross-site request refused.',
    malay: 'Permintaan dari laman lain ditolak.',
    chinese: '已拒绝来自其他网站的请求。',
    tamil: 'வேறு தளத்திலிருந்து வந்த கோரிக்கை மறுக்கப்பட்டது.',
  },
  REQUEST_INVALID_TEXT: {
    english: 'Text may not contain NUL characters or broken Unicode.',
    malay: 'Teks tidak boleh mengandungi aksara NUL atau Unicode yang rosak.',
    chinese: '文字不能包含 NUL 字符或损坏的 Unicode。',
    tamil: 'உரையில் NUL எழுத்துகளோ சிதைந்த யூனிகோடோ இருக்கக்கூடாது.',
  },
  REQUEST_TOO_DEEP: {
    english: 'The request body is nested too deeply.',
    malay: 'Kandungan permintaan bersarang terlalu dalam.',
    chinese: '请求内容的嵌套层级过深。',
    tamil: 'கோரிக்கையின் உள்ளடக்கம் மிக ஆழமாக அடுக்கப்பட்டுள்ளது.',
  },
  REQUEST_INVALID_JSON: {
    english: 'The request body is not valid JSON.',
    malay: 'Kandungan permintaan bukan JSON yang sah.',
    chinese: '请求内容不是有效的 JSON。',
    tamil: 'கோரிக்கையின் உள்ளடக்கம் சரியான JSON அல்ல.',
  },
  REQUEST_EMPTY_JSON: {
    english: 'The request body is empty but JSON was declared.',
    malay: 'Kandungan permintaan kosong walaupun JSON dinyatakan.',
    chinese: '请求内容为空，但声明为 JSON。',
    tamil: 'JSON என அறிவிக்கப்பட்டது, ஆனால் கோரிக்கையின் உள்ளடக்கம் காலியாக உள்ளது.',
  },
  REQUEST_BODY_TOO_LARGE: {
    english: 'The request body is too large.',
    malay: 'Kandungan permintaan terlalu besar.',
    chinese: '请求内容过大。',
    tamil: 'கோரிக்கையின் உள்ளடக்கம் மிகப் பெரியது.',
  },
  REQUEST_MEDIA_TYPE: {
    english: 'This content type is not accepted here.',
    malay: 'Jenis kandungan ini tidak diterima di sini.',
    chinese: '此处不接受这种内容类型。',
    tamil: 'இந்த உள்ளடக்க வகை இங்கு ஏற்கப்படாது.',
  },
  REQUEST_CONTENT_LENGTH: {
    english: 'The Content-Length header does not match the body.',
    malay: 'Pengepala Content-Length tidak sepadan dengan kandungan.',
    chinese: 'Content-Length 标头与请求内容不符。',
    tamil: 'Content-Length தலைப்பு உள்ளடக்கத்துடன் பொருந்தவில்லை.',
  },
  REQUEST_CONTENT_TYPE: {
    english: 'The Content-Type header is invalid.',
    malay: 'Pengepala Content-Type tidak sah.',
    chinese: 'Content-Type 标头无效。',
    tamil: 'Content-Type தலைப்பு செல்லாது.',
  },
  REQUEST_ADDRESS_INVALID: {
    english: 'The request address is not valid.',
    malay: 'Alamat permintaan tidak sah.',
    chinese: '请求地址无效。',
    tamil: 'கோரிக்கையின் முகவரி செல்லாது.',
  },
} satisfies Record<string, GuestEntry>;
