import type { HostLanguage } from '@shared/host-language';

/*
 * The few words drawn before any catalogue can be there (decision 0030): the spinner the router
 * shows while the first page's code and words load, and the error page, which also shows when
 * loading a chunk failed (a new deployment), so it cannot wait for its words in a chunk. All three
 * languages are here, in the entry (a few hundred bytes); a missing language fails `tsc`.
 */
export interface RootWords {
  /** The spinner's name for screen readers. */
  loading: string;
  /** The toasts' region and close button (sonner's own words are English), for screen readers. */
  notifications: string;
  closeNotification: string;
  /** A request that reached no server (src/web/lib/api.ts, upload.ts), and one answered without our error body. */
  network: string;
  requestFailed: (status: number) => string;
  uploadFailed: (status: number) => string;
  error: {
    title: string;
    /** After a deployment: the page's chunks are gone. */
    newVersion: string;
    failed: string;
    reload: string;
    home: string;
  };
}

export const ROOT_WORDS: Record<HostLanguage, RootWords> = {
  english: {
    loading: 'Loading…',
    notifications: 'Notifications alt+T',
    closeNotification: 'Close toast',
    network: 'Could not reach the server. Check your connection and try again.',
    requestFailed: (status) => `Request failed (${status})`,
    uploadFailed: (status) => `Upload failed (${status})`,
    error: {
      title: 'Something went wrong',
      newVersion: 'A new version of the app is available. Reload the page to continue.',
      failed: 'This page could not be shown. Please try again.',
      reload: 'Reload',
      home: 'Return to Home',
    },
  },
  malay: {
    loading: 'Memuatkan…',
    notifications: 'Pemberitahuan alt+T',
    closeNotification: 'Tutup pemberitahuan',
    network: 'Pelayan tidak dapat dihubungi. Semak sambungan anda dan cuba lagi.',
    requestFailed: (status) => `Permintaan gagal (${status})`,
    uploadFailed: (status) => `Muat naik gagal (${status})`,
    error: {
      title: 'Ada masalah',
      newVersion: 'Versi baharu aplikasi sudah tersedia. Muat semula halaman untuk meneruskan.',
      failed: 'Halaman ini tidak dapat dipaparkan. Sila cuba lagi.',
      reload: 'Muat semula',
      home: 'Kembali ke Laman Utama',
    },
  },
  chinese: {
    loading: '加载中…',
    notifications: '通知 alt+T',
    closeNotification: '关闭通知',
    network: '无法连接服务器。请检查网络连接后再试。',
    requestFailed: (status) => `请求失败（${status}）`,
    uploadFailed: (status) => `上传失败（${status}）`,
    error: {
      title: '出了点问题',
      newVersion: '应用已有新版本，请重新加载页面以继续。',
      failed: '无法显示此页面，请重试。',
      reload: '重新加载',
      home: '返回首页',
    },
  },
};
