import { BRAND } from '@shared/constants';
import type { CommonWords } from './common.english';

/** 简体中文，马来西亚华人的用语 (docs/glossary.md). */
const common: CommonWords = {
  skipToContent: '跳到主要内容',
  nav: {
    main: '主菜单',
    mobile: '手机菜单',
    home: '首页',
    features: '功能',
    pricing: '价格',
    templates: '模板',
    myInvitations: '我的请柬',
    paymentHistory: '付款记录',
  },
  profile: '个人资料',
  signIn: '登录',
  signUp: '注册',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  footer: {
    tagline: '宾客一按即开的电子请柬',
    explore: '浏览',
    aboutUs: '关于我们',
    contactUs: '联系我们',
    templates: '模板',
    legal: '法律条款',
    privacyPolicy: '隐私政策',
    terms: '使用条款',
    cookies: 'Cookie 政策',
    getInTouch: '联系我们',
    opensInNewTab: '（在新标签页打开）',
    hours: '星期一至五 上午9时至下午5时 (GMT+8)',
    rights: (year: number) => `© ${year} ${BRAND}。版权所有。`,
  },
  /** Template categories and event types by slug: every public page, the gallery and the editor name them alike. */
  categories: {
    wedding: '婚礼',
    'indian-wedding': '印度婚礼',
    'chinese-wedding': '华人婚礼',
    engagement: '订婚',
    birthday: '生日',
    'baby-shower': '迎婴派对',
  },
};

export default common;
