import type { HostEntry } from './words';

/**
 * Sign-up, sign-in, password reset, e-mail verification and two-factor (better-auth under
 * /api/auth/*, src/server/plugins/auth.ts), and the account's own refusals. better-auth answers
 * with its own code and English message: `AUTH_<its code>` here is that message (English exactly as
 * better-auth says it; tests/server/auth-messages-language.test.ts compares them), written in the
 * reader's language by `sendWebResponse`. The body's `code` stays better-auth's.
 */
export const AUTH_MESSAGES = {
  AUTH_INVALID_EMAIL_OR_PASSWORD: {
    english: 'Invalid email or password',
    malay: 'E-mel atau kata laluan tidak betul',
    chinese: '电子邮件或密码不正确',
  },
  AUTH_EMAIL_NOT_VERIFIED: {
    english: 'Email not verified',
    malay: 'E-mel belum disahkan',
    chinese: '电子邮件尚未验证',
  },
  AUTH_USER_ALREADY_EXISTS: {
    english: 'User already exists.',
    malay: 'Akaun dengan e-mel ini sudah wujud.',
    chinese: '此电子邮件已有账户。',
  },
  AUTH_USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    english: 'User already exists. Use another email.',
    malay: 'Akaun dengan e-mel ini sudah wujud. Gunakan e-mel lain.',
    chinese: '此电子邮件已有账户。请使用其他电子邮件。',
  },
  AUTH_PASSWORD_TOO_SHORT: {
    english: 'Password too short',
    malay: 'Kata laluan terlalu pendek',
    chinese: '密码太短',
  },
  AUTH_PASSWORD_TOO_LONG: {
    english: 'Password too long',
    malay: 'Kata laluan terlalu panjang',
    chinese: '密码太长',
  },
  AUTH_INVALID_EMAIL: {
    english: 'Invalid email',
    malay: 'E-mel tidak sah',
    chinese: '电子邮件无效',
  },
  AUTH_INVALID_PASSWORD: {
    english: 'Invalid password',
    malay: 'Kata laluan tidak betul',
    chinese: '密码不正确',
  },
  AUTH_INVALID_TOKEN: {
    english: 'Invalid token',
    malay: 'Pautan ini tidak sah atau telah digunakan',
    chinese: '此链接无效或已被使用',
  },
  AUTH_TOKEN_EXPIRED: {
    english: 'Token expired',
    malay: 'Pautan ini telah tamat tempoh',
    chinese: '此链接已过期',
  },
  AUTH_USER_NOT_FOUND: {
    english: 'User not found',
    malay: 'Akaun tidak dijumpai',
    chinese: '找不到账户',
  },
  AUTH_EMAIL_ALREADY_VERIFIED: {
    english: 'Email is already verified',
    malay: 'E-mel ini sudah disahkan',
    chinese: '此电子邮件已验证',
  },
  AUTH_EMAIL_MISMATCH: {
    english: 'Email mismatch',
    malay: 'E-mel tidak sepadan',
    chinese: '电子邮件不一致',
  },
  AUTH_SESSION_EXPIRED: {
    english: 'Session expired. Re-authenticate to perform this action.',
    malay: 'Sesi anda telah tamat. Sila log masuk semula untuk melakukan tindakan ini.',
    chinese: '登录已过期。请重新登录后再执行此操作。',
  },
  AUTH_CREDENTIAL_ACCOUNT_NOT_FOUND: {
    english: 'Credential account not found',
    malay: 'Akaun dengan kata laluan tidak dijumpai',
    chinese: '找不到使用密码登录的账户',
  },
  AUTH_FAILED_TO_CREATE_USER: {
    english: 'Failed to create user',
    malay: 'Akaun tidak dapat dibuat',
    chinese: '无法创建账户',
  },
  AUTH_FAILED_TO_CREATE_SESSION: {
    english: 'Failed to create session',
    malay: 'Sesi log masuk tidak dapat dibuat',
    chinese: '无法建立登录会话',
  },
  AUTH_INVALID_CODE: {
    english: 'Invalid code',
    malay: 'Kod tidak sah',
    chinese: '验证码不正确',
  },
  AUTH_INVALID_BACKUP_CODE: {
    english: 'Invalid backup code',
    malay: 'Kod sandaran tidak sah',
    chinese: '备用码不正确',
  },
  AUTH_OTP_HAS_EXPIRED: {
    english: 'OTP has expired',
    malay: 'Kod sekali guna telah tamat tempoh',
    chinese: '一次性验证码已过期',
  },
  AUTH_TOTP_NOT_ENABLED: {
    english: 'TOTP not enabled',
    malay: 'Pengesahan dua langkah belum diaktifkan',
    chinese: '尚未启用双重验证',
  },
  AUTH_TOTP_ALREADY_ENABLED: {
    english: 'TOTP is already enabled',
    malay: 'Pengesahan dua langkah sudah diaktifkan',
    chinese: '已启用双重验证',
  },
  AUTH_TWO_FACTOR_NOT_ENABLED: {
    english: "Two factor isn't enabled",
    malay: 'Pengesahan dua langkah belum diaktifkan',
    chinese: '尚未启用双重验证',
  },
  AUTH_TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    english: 'Too many attempts. Please request a new code.',
    malay: 'Terlalu banyak cubaan. Sila minta kod baharu.',
    chinese: '尝试次数过多。请索取新的验证码。',
  },
  AUTH_ACCOUNT_TEMPORARILY_LOCKED: {
    english: 'Too many failed verification attempts. Your account is temporarily locked. Please try again later.',
    malay: 'Terlalu banyak cubaan pengesahan yang gagal. Akaun anda dikunci buat sementara. Sila cuba lagi nanti.',
    chinese: '验证失败次数过多，您的账户已被暂时锁定。请稍后再试。',
  },
  AUTH_INVALID_TWO_FACTOR_COOKIE: {
    english: 'Invalid two factor cookie',
    malay: 'Langkah pengesahan ini telah tamat. Sila log masuk semula.',
    chinese: '此验证步骤已失效。请重新登录。',
  },
  ACCOUNT_TERMS_REQUIRED: {
    english: 'Please accept the Terms of Service and the Privacy Notice to create an account.',
    malay: 'Sila terima Terma Perkhidmatan dan Notis Privasi untuk membuat akaun.',
    chinese: '请接受服务条款和隐私声明以创建账户。',
  },
  ACCOUNT_PASSWORD_WRONG: {
    english: 'That password is not right.',
    malay: 'Kata laluan itu tidak betul.',
    chinese: '密码不正确。',
  },
  ACCOUNT_ADMIN_CANNOT_DELETE: {
    english: 'An admin account cannot be deleted here. Ask another admin to remove your admin role first.',
    malay: 'Akaun pentadbir tidak boleh dipadam di sini. Minta pentadbir lain membuang peranan pentadbir anda dahulu.',
    chinese: '管理员账户无法在此删除。请先让另一位管理员移除您的管理员角色。',
  },
  ACCOUNT_SESSION_NOT_FOUND: {
    english: 'No such session.',
    malay: 'Sesi ini tidak wujud.',
    chinese: '找不到此登录会话。',
  },
  ACCOUNT_PROFILE_INVALID: {
    english: 'Invalid profile.',
    malay: 'Profil tidak sah.',
    chinese: '个人资料无效。',
  },
} satisfies Record<string, HostEntry>;
