import { BRAND, PACKAGES } from '@shared/constants';
import type { PagesWords } from './pages.english';

/** 中文, Simplified as used in Malaysia (docs/glossary.md): the pages as a Malaysian company publishes them. */
const pages: PagesWords = {
  backToHome: '返回首页',
  about: {
    eyebrow: '关于我们',
    title: `${BRAND} 的故事`,
    intro: '为婚礼、订婚、生日和迎婴派对打造的电子请柬：几分钟就能设计好，宾客一按即开，还能直接在线回复出席。',
    make: {
      title: '我们做什么',
      text: `${BRAND} 把一款模板变成一份完整的请柬：您的名字、日期与地点、地图、联系人、音乐和出席回复表格。发布后就是一个链接，宾客用手机即可打开，每一条回复和祝福都汇集在同一个地方。`,
    },
    mission: {
      title: '我们的使命',
      text: '筹备喜事，重心应该是身边的人。我们的使命，是让您不必再为请柬四处追问：没有遗失的请柬，不用再靠表格记下谁会来，只有一份精美的请柬和一份清清楚楚的出席名单。',
    },
    sustainability: {
      title: '环保理念',
      text: '电子请柬不需要纸张、墨水、信封或快递。发出后仍可修改，就算场地有变，也不必重新印刷。若想留作纪念，只需印几张您会珍藏的就好。',
    },
    diversity: {
      title: '多元文化',
      text: '每个家庭的庆祝方式都不一样。我们的设计涵盖马来、华人和印度婚礼，也有订婚、生日和迎婴派对；请柬可用英文、中文、马来文或淡米尔文撰写。',
    },
    team: {
      title: '我们的团队',
      text: '我们是一支位于马来西亚的小团队，由设计师和工程师组成，筹办、出席和帮忙过的喜事多得数不清。客服信息由我们亲自回复，时间为星期一至五上午9时至下午5时。',
    },
    contact: '联系我们',
    ready: '准备好开始了吗？',
    explore: '浏览设计',
  },
  contact: {
    eyebrow: '联系我们',
    title: '我们随时为您服务',
    intro: '对模板、请柬或付款有疑问？选择最方便您的渠道联系我们吧。',
    email: { title: '电子邮件', description: '关于账户、请柬或付款的任何问题。' },
    whatsapp: { title: 'WhatsApp', description: '简单的问题，在办公时间内回复。' },
    social: { title: '社交媒体', description: '最新设计，以及主办人们的真实请柬。' },
    hours: { title: '办公时间', description: '我们在工作日回复信息。' },
    opensInNewTab: '（在新标签页打开）',
    note: ['要咨询某份请柬？请附上它的链接，方便我们快速找到。关于我们如何处理您的信息，请参阅我们的', '。'],
    privacyPolicy: '隐私政策',
  },
  legal: '法律条款',
  questions: ['如有疑问，请联系 ', '。'],
  privacy: {
    title: '隐私政策',
    lastUpdated: '最后更新：2025年5月14日',
    introduction: {
      title: '简介',
      text: `${BRAND} 帮助您制作电子请柬、分享给宾客并收集他们的回复。本政策说明您使用本服务时我们收集哪些信息、为何收集，以及您可以如何就此联系我们。`,
    },
    collect: {
      title: '我们收集的信息',
      items: [
        { term: '姓名与联系资料：', text: '您的电子邮件地址和姓名，以及您在请柬上填写的联系资料（例如筹办人的电话号码）。' },
        { term: '登录凭证：', text: '您的密码（我们只以安全哈希的形式保存），以及您启用双重验证时的相关设置。' },
        { term: '付款资料：', text: '您选择的配套、金额，以及您上传的付款收据。收据是私密的：只有您和我们的管理员可以打开。' },
        { term: '活动资料：', text: '您在请柬上填写的内容（姓名、日期、地点、留言、图片、音乐链接），以及宾客发送的出席回复和祝福。' },
      ],
    },
    use: {
      title: '我们如何使用您的信息',
      lead: '我们使用这些信息来：',
      items: [
        '运行您的账户，保持您的登录状态，并防止账户被滥用；',
        '向您分享的对象展示您的请柬，并让您看到宾客发送的回复；',
        '审核并确认您所购买配套的付款；',
        '发送本服务所需的电子邮件，例如电子邮件地址验证和密码重置。',
      ],
      after: '宾客的姓名、电子邮件地址及其他出席回复资料，只有请柬的主办人和我们的管理员可以查看。我们不会出售您的信息，也不会将其用于广告。',
    },
    contact: {
      title: '联系我们',
      text: ['对本政策或您的信息有疑问？请发电子邮件至 ', '，或到', '页面查看我们的其他联系渠道。'],
      link: '联系我们',
    },
  },
  terms: {
    title: '服务条款',
    intro: [`我们完整的服务条款仍在撰写中。在正式发布之前，以下是 ${BRAND} 运作方式的简明摘要。如有任何不清楚之处，请在付款前`, '。'],
    contactUs: '联系我们',
    inShort: '简而言之',
    account: '您需要一个账户才能制作请柬。请妥善保管您的密码；您须对您的账户所发布的内容负责。',
    packages: (silver, platinum) =>
      `配套为每份请柬一次性付款：${PACKAGES.silver.label} ${silver}，${PACKAGES.platinum.label} ${platinum}。我们会审核每一笔付款，通常在1至2个工作日内完成。`,
    link: '已发布的请柬，任何拥有其链接的人都可以打开。请只分享给您想邀请的人。',
    upload: '请只上传您有权使用的文字、图片和音乐，不得上传任何违法或伤害他人的内容。',
    content: ['您的内容始终属于您。我们只将其用于运行本服务，详见我们的', '。'],
    privacyPolicy: '隐私政策',
  },
  cookies: {
    title: 'Cookie 政策',
    intro: `${BRAND} 尽可能少用 Cookie：只使用登录、记住您的语言和您自己的出席回复所需的 Cookie。`,
    whatWeSet: '我们设置的 Cookie',
    session: {
      term: '会话 Cookie',
      text: '：在您输入密码后保持登录状态（并记住正在进行中的双重验证步骤）。脚本无法读取它们，它们只会发送到本网站，并在您登出时失效。',
    },
    language: {
      term: '语言 Cookie',
      text: '：记住您浏览本网站所用的语言（English、Bahasa Melayu 或中文），保存一年，只记录语言名称。',
    },
    answer: {
      term: '出席回复 Cookie',
      text: '：让回复请柬的那部手机查看和更改自己的回复，其他人无法使用。它只保存一个随机号码，脚本无法读取，只在提交回复时发送，保存约一年。',
    },
    none: '我们没有广告、追踪或分析 Cookie，也没有 Cookie 横幅，因为没有任何可选项目需要您同意。',
    outside: '我们无法控制的部分',
    music: '当请柬播放背景音乐时，音乐由 YouTube 串流播放，并适用 YouTube 本身的政策。',
    questions: ['如有疑问，请联系 ', '。另请参阅我们的', '。'],
    privacyPolicy: '隐私政策',
  },
  notFound: {
    title: '哎呀！找不到页面',
    text: '您要找的页面不存在或已被移动。',
    home: '返回首页',
  },
};

export default pages;
