/**
 * The operator's site configuration: names, licence and filing numbers, footer links and
 * customer-service details. An operator deploying Wenku edits this one file (the footer,
 * the about pages and the page titles read it); nothing else hard-codes these values.
 */
export const site = {
  name: '文库',
  fullName: '文库数字图书馆',
  company: '文库数字出版有限公司',
  copyrightStartYear: 1996,
  productionHost: 'www.wenku.com.cn',
  version: 'v1.5.0',
  licences: [
    { label: '出版物经营许可证（批发、网络发行）', number: '新出发京批字第直110123号' },
    { label: '电子出版物制作许可证', number: '（京）字第 0457 号' },
    { label: '音像制品制作许可证', number: '（京）字第 0386 号' },
    { label: '广播电视节目制作经营许可证', number: '（京）字第 04513 号' },
  ],
  filings: {
    icp: { label: '京ICP备12034567号-1', url: 'https://beian.miit.gov.cn/' },
    publicSecurity: { label: '京公网安备 11010802012345号', url: 'https://beian.mps.gov.cn/#/query/webSearch?code=11010802012345' },
  },
  /** The security certificate page the 86px badge links to. */
  certificate: { label: '网站安全认证', url: 'https://www.itrust.org.cn/', badge: '/badge/certificate.svg' },
  service: {
    phone: '400-810-1996',
    email: 'service@wenku.com.cn',
    hours: '周一至周五 8:30-17:30',
    address: '北京市海淀区学院路 1 号文库大厦',
  },
  qrCodes: [
    { label: '官方微信', image: '/qr/wechat.svg' },
    { label: '移动客户端', image: '/qr/app.svg' },
  ],
  /** 关于我们 (/footerItem/aboutOurs). Sections with an `id` are linked from the footer's 版权合作 column. */
  about: {
    title: '关于我们',
    intro: [
      '文库数字出版有限公司成立于 1996 年，是一家专注于数字出版与知识服务的出版企业，持有出版物批发与网络发行、电子出版物制作、音像制品制作及广播电视节目制作经营等资质。',
      '文库数字图书馆是公司面向读者与机构提供的一站式阅读与检索平台，收录学术期刊、图书、报纸、古籍、地方志、学位论文、法律法规、标准与年鉴等资源，支持在线阅读、全文检索、收藏与购买。',
      '我们与数百家出版社、期刊社、高校及图书馆开展合作，以正版授权为基础，以数字化加工与知识组织为专长，为高校、中小学、公共图书馆和个人读者提供稳定、可信的数字内容服务。',
    ],
    highlights: [
      { value: '1996', label: '创立年份' },
      { value: '12 类', label: '资源类型' },
      { value: '7×24', label: '在线服务' },
    ],
    sections: [
      {
        id: 'cooperation',
        title: '版权合作',
        paragraphs: [
          '我们欢迎出版社、期刊社、报社、高校及个人作者以授权、分成或买断等方式开展数字版权合作。所有上线内容均签署授权协议，收益按约定周期结算，可随时查询销售数据。',
        ],
      },
      {
        id: 'submission',
        title: '投稿与作品发布',
        paragraphs: [
          '作者可在用户中心申请作家、学者等角色，审核通过后即可上传作品、编辑目录并设置价格。投稿作品须为本人原创或已取得合法授权。',
        ],
      },
      {
        id: 'copyright',
        title: '版权声明',
        paragraphs: [
          '本站所有内容均已取得权利人授权，受《中华人民共和国著作权法》保护。未经书面许可，任何单位和个人不得复制、转载、镜像或用于商业用途。',
          '如您认为本站内容侵犯了您的合法权益，请通过“意见建议”或客服邮箱与我们联系，我们将在核实后及时处理。',
        ],
      },
    ],
    cooperationEmail: 'copyright@wenku.com.cn',
  },
  /** 服务中心 (/footerItem/serviceCenter): frequently asked questions. */
  faq: [
    { question: '如何注册和登录？', answer: '点击页面右上角“登录/注册”，可使用手机号和短信验证码快速注册，也可使用用户名和密码登录。机构用户请选择“机构登录”。' },
    { question: '忘记密码怎么办？', answer: '在登录框中点击“忘记密码”，通过绑定的手机号接收验证码后即可重新设置密码。' },
    { question: '如何充值和购买资源？', answer: '登录后点击页面顶部“充值”为账户充值，购买文章、整期期刊、图书或古籍时将从账户余额中扣除，购买记录可在用户中心查看。' },
    { question: '购买后在哪里阅读？', answer: '已购买的资源可在用户中心“我的书馆”中找到，支持在线阅读；部分资源支持下载。' },
    { question: '机构用户如何开通 IP 登录？', answer: '机构管理员可联系客服登记本单位的 IP 地址段，开通后在机构网络内点击“IP登录”即可访问机构已购资源。' },
    { question: '发现内容错误或侵权怎么办？', answer: '请通过“意见建议”页面提交，写明资源名称和问题描述，我们会尽快核实处理。' },
  ],
  /** 招聘信息 (/footerItem?postType=10): open positions. */
  jobs: [
    {
      title: '前端开发工程师',
      department: '技术研发部',
      location: '北京',
      headcount: 2,
      duties: ['负责数字图书馆门户与管理后台的前端开发', '与设计、后端协作完成阅读、检索与支付等功能'],
      requirements: ['本科及以上学历，计算机相关专业', '熟悉 React、TypeScript，有中大型项目经验', '关注可访问性与性能优化者优先'],
    },
    {
      title: '数字内容编辑',
      department: '内容运营部',
      location: '北京',
      headcount: 3,
      duties: ['负责期刊、图书等资源的审校、分类与元数据整理', '策划专题与推荐内容'],
      requirements: ['本科及以上学历，中文、历史、图书情报等专业优先', '具备良好的文字功底和细致的工作态度'],
    },
    {
      title: '版权合作经理',
      department: '版权合作部',
      location: '北京 / 上海',
      headcount: 1,
      duties: ['拓展出版社、期刊社及高校等版权合作资源', '负责合作谈判、合同签订与合作关系维护'],
      requirements: ['三年以上出版或版权相关工作经验', '熟悉著作权法律法规，沟通能力强'],
    },
  ],
  /** Where applications for `jobs` go. */
  jobsEmail: 'hr@wenku.com.cn',
} as const;

export type SiteConfig = typeof site;

/** Spec §1: copyright from 1996 to the current year. */
export function copyrightLine(now: Date = new Date()): string {
  return `Copyright © ${site.copyrightStartYear}-${now.getFullYear()} ${site.company} 版权所有`;
}
