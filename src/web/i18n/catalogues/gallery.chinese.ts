import type { GalleryWords } from './gallery.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md). */
const gallery: GalleryWords = {
  eyebrow: '模板库',
  title: '找到最合您心意的设计',
  intro: '每款模板在手机上都美观好用。选一款，填上您的活动资料，再把一个链接分享给宾客就行了。',
  searchForm: '模板',
  searchLabel: '搜索模板',
  searchButton: '搜索',
  choosingNeedsScript: '选择模板需要 JavaScript：请在浏览器中启用它，开始制作您的请柬。',
  searchPlaceholder: '试试 “wedding” 或 “birthday”',
  category: '类别',
  allCategories: '所有类别',
  allTemplates: '全部模板',
  loadingStatus: '正在加载模板…',
  loadingLabel: '正在加载模板',
  showing: (first, last, count) => `显示第 ${first}–${last} 个，共 ${count} 个`,
  noResults: '找不到符合搜索条件的模板。',
  clear: '清除搜索和筛选',
  pages: '模板分页',
  loadFailed: '模板加载失败',
  loadError: '加载模板时出错',
  card: {
    preview: (name) => `预览 ${name}`,
    previewNotAvailable: '此模板暂无预览',
    coverAlt: (name) => `${name}：采用此设计的请柬样本`,
    artAlt: (name) => `${name} 请柬设计`,
    select: '选择',
    selectLabel: (name) => `选择 ${name}`,
  },
};

export default gallery;
