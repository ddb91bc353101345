import { BRAND } from '@shared/constants';
import type { LandingWords } from './landing.english';
import { CHINESE_PACKAGE_FEATURES } from './package-features';

/** 简体中文 (docs/glossary.md). */
const landing: LandingWords = {
  hero: {
    badge: '婚礼、订婚、生日会和迎婴派对',
    // One short line at 375 px (an orphaned 请柬 read badly); set upright, not slanted like the Latin italics.
    title: ['', '一按即开', '的电子请柬'],
    intro: `从模板设计一张精美的电子请柬，在 WhatsApp 分享一个链接，就能看着宾客的出席回复和祝福陆续到来。${BRAND} 妥善保存每一个回复。`,
    explore: '浏览设计',
    demo: '查看示范',
    fiveStars: '5 星',
    loved: '深受主办人喜爱：50+ 则好评，300+ 位宾客',
  },
  carousel: {
    loading: '正在加载精美预览……',
    empty: '目前没有可显示的预览。',
    label: '精选请柬模板',
    slide: (index, count, name) => `第 ${index} 个，共 ${count} 个：${name}`,
    coverAlt: (name) => `${name}：使用此模板的请柬示例`,
    artAlt: (name) => `${name} 请柬模板`,
    previous: '上一个模板',
    next: '下一个模板',
    choose: '选择要显示的模板',
    show: (name) => `显示 ${name}`,
    pause: '暂停轮播',
    play: '播放轮播',
  },
  features: {
    eyebrow: '功能',
    title: '办喜事所需，一应俱全',
    intro: `从第一次点开到最后一个出席回复，${BRAND} 为您打理每个细节，让您安心享受筹备的日子。`,
    items: {
      events: {
        title: '多种活动',
        text: '婚礼、印度婚礼和华人婚礼、订婚、生日会和迎婴派对：一个账户，搞定您主办的每一场活动。',
      },
      rsvp: {
        title: '实时追踪出席回复',
        text: '宾客一回复，您就能看到谁会出席、谁不能来、谁还没回复，还有人数和餐点选择。',
      },
      wishes: {
        title: '宾客祝福',
        text: '宾客回复出席时可以留下祝福，最暖心的话语会直接显示在您的请柬上。',
      },
      gifts: {
        title: '礼金与礼物',
        text: '添加礼金资料或二维码，让远方的亲友也能轻松送上红包和祝福。',
      },
      photos: {
        title: '相册',
        text: '添加封面照片和您最喜爱的时刻：宾客在任何手机上都能滑动浏览，清晰又快速。',
      },
      design: {
        title: '自定义设计',
        text: '使用您自己的设计图，打造一张完全属于您的请柬。',
      },
    },
    comingSoon: '即将推出',
    alsoIncluded: '另外还有',
    extras: {
      maps: 'Google Maps 和 Waze',
      saveTheDate: '预留日期',
      music: '背景音乐',
      languages: '英文、中文、马来文和淡米尔文',
    },
  },
  testimonials: {
    eyebrow: '用户评价',
    title: '深受主办人和宾客喜爱',
    reviews: '好评',
    guests: '受邀宾客',
    rated: '评分：5 分（满分 5 分）',
    quotes: [
      {
        quote: '我们在三个国家的亲戚都在 WhatsApp 打开请柬，当晚就回复了。再也不用到处追问人数。',
        name: 'Nur Aisyah',
        event: '吉隆坡的婚礼',
      },
      {
        quote: '出席名单让我们清楚知道要订多少份素食。餐饮商说，这是她遇过最轻松的一次点人数。',
        name: 'Priya & Arjun',
        event: '槟城的印度婚礼',
      },
      {
        quote: '我在午休时间就做好了女儿的生日请柬。家长们都喜欢地图按钮，今年没有人迷路。',
        name: 'Mei Ling',
        event: '新山的生日派对',
      },
    ],
  },
  pricing: {
    eyebrow: '价格',
    title: '每张请柬，一次付清',
    intro: '免费设计。准备发布时才付款一次：无需订阅，不按宾客人数收费。',
    mostPopular: '最受欢迎',
    oneTime: '一次性',
    includes: (plan) => `${plan} 配套包括`,
    startWith: (plan) => `选择 ${plan} 配套`,
    review: '我们的团队会审核付款，通常在 1 至 2 个工作日内完成。',
    plans: {
      silver: {
        blurb: '邀请、追踪和迎接宾客所需的一切。',
        features: CHINESE_PACKAGE_FEATURES.silver,
      },
      platinum: {
        blurb: '适合想收礼金、拥有专属好记链接的主办人。',
        features: CHINESE_PACKAGE_FEATURES.platinum,
      },
    },
  },
  cta: {
    title: '宾客们正等着听好消息',
    text: '挑选设计，填上资料，今天就分享您的请柬。只需几分钟。',
    createAccount: '免费注册账户',
  },
};

export default landing;
