import type { UiWords } from './ui.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const ui: UiWords = {
  close: '关闭',
  cancel: '取消',
  delete: '删除',
  tryAgain: '重试',
  invitationNotFound: {
    title: '找不到请柬',
    text: '此请柬不存在，或不属于您。',
  },
  myInvitations: '我的请柬',
  uploaded: '已上传',
  uploading: (percent) => `上传中… ${percent}%`,
  paymentStatus: { pending: '审核中', approved: '已批准', rejected: '未获批准' },
  pagination: {
    first: '第一页',
    firstPage: '第一页',
    previous: '上一页',
    previousPage: '上一页',
    next: '下一页',
    nextPage: '下一页',
    last: '最后一页',
    lastPage: '最后一页',
    page: (page) => `第 ${page} 页`,
  },
  guards: {
    adminUsePortal: '管理员请使用管理后台',
    noAdminAccess: '您无权访问此页面',
  },
  loginRequired: {
    title: '请先登录',
    text: '您需要登录才能使用此功能。',
    signIn: '登录',
    createAccount: '注册账户',
    forgot: '忘记密码？',
    agree: ['继续即表示您同意我们的', '和', '。'],
    terms: '服务条款',
    privacy: '隐私政策',
  },
};

export default ui;
