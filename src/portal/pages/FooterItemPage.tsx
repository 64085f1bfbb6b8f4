import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button, Card, Collapse, Descriptions, Form, Input, Menu, Tag, Typography, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../providers/http';
import { ABOUT_US_PATH } from '../../resources/aboutUs';
import { site } from '../../shared/site';
import { MSG, PHONE_RE } from '../../shared/validation';
import { requiredTextRules } from '../../ui/textRules';

/**
 * The footer pages of spec §2: /footerItem/aboutOurs, /footerItem/proposal,
 * /footerItem/serviceCenter and /footerItem?postType=10 (recruitment). Left a vertical menu of
 * the four, right the content card; the texts come from src/shared/site.ts.
 */

type PageKey = 'aboutOurs' | 'proposal' | 'serviceCenter' | 'recruitment';

/** `postType` value of the recruitment page (spec §2). */
const RECRUITMENT_POST_TYPE = '10';

const PAGES: Record<PageKey, { title: string; path: string }> = {
  aboutOurs: { title: '关于我们', path: '/footerItem/aboutOurs' },
  proposal: { title: '意见建议', path: '/footerItem/proposal' },
  serviceCenter: { title: '服务中心', path: '/footerItem/serviceCenter' },
  recruitment: { title: '招聘信息', path: `/footerItem?postType=${RECRUITMENT_POST_TYPE}` },
};

const PAGE_ORDER: PageKey[] = ['aboutOurs', 'proposal', 'serviceCenter', 'recruitment'];

/** Which page a URL shows; undefined for anything else (the friendly not-found card). */
export function resolveFooterItem(item: string | undefined, postType: string | null): PageKey | undefined {
  if (item === undefined) return postType === RECRUITMENT_POST_TYPE ? 'recruitment' : undefined;
  return item === 'aboutOurs' || item === 'proposal' || item === 'serviceCenter' ? item : undefined;
}

/** Spec §5 phone rule (the server checks the same rule in server/modules/feedback/routes.ts). */
const CONTENT_MAX = 1000;
const CONTACT_MAX = 30;

const s = {
  page: { display: 'flex', gap: 24, alignItems: 'flex-start', padding: '24px 0 40px' },
  side: { width: 220, flex: 'none', background: '#fff', borderRadius: 4, overflow: 'hidden' },
  sideTitle: { margin: 0, padding: '16px 24px', fontSize: 16, color: '#fff', background: '#a61b29', letterSpacing: 2 },
  content: { flex: 1, minWidth: 0 },
  paragraph: { fontSize: 15, lineHeight: 2, textIndent: '2em' },
  section: { marginTop: 28, scrollMarginTop: 16 },
  highlights: { display: 'flex', gap: 16, margin: '24px 0 8px' },
  highlight: { flex: 1, textAlign: 'center', padding: '16px 0', background: '#faf6f6', borderRadius: 4 },
  highlightValue: { display: 'block', fontSize: 24, fontWeight: 700, color: '#a61b29' },
  muted: { color: '#646a73' },
  jobList: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 },
  formBox: { maxWidth: 640 },
} satisfies Record<string, CSSProperties>;

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} style={s.section}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {children}
    </section>
  );
}

interface AboutSection {
  id: number | string;
  title: string;
  anchor: string | null;
  paragraphs: readonly string[];
}

/** The compiled text of src/shared/site.ts, shown until (or unless) the server's edited page arrives. */
const BUILT_IN_ABOUT: AboutSection[] = [
  { id: 'intro', title: '公司简介', anchor: 'intro', paragraphs: site.about.intro },
  ...site.about.sections.map((x) => ({ id: x.id, title: x.title, anchor: x.id, paragraphs: x.paragraphs })),
];

/** 关于我们 as the platform admin last edited it (GET /common/aboutUs, 关于我们 in the admin). */
function useAboutSections(): AboutSection[] {
  const { data } = useQuery({
    queryKey: ['area-call', ABOUT_US_PATH],
    queryFn: async () => (await call<{ sections: AboutSection[] }>('get', ABOUT_US_PATH)).data?.sections ?? null,
    staleTime: 60_000,
  });
  return data?.length ? data : BUILT_IN_ABOUT;
}

function AboutUs() {
  const { about } = site;
  const [first, ...rest] = useAboutSections();
  return (
    <>
      <div id={first.anchor ?? undefined} data-testid="about-intro">
        {first.paragraphs.map((p) => (
          <Typography.Paragraph key={p} style={s.paragraph}>
            {p}
          </Typography.Paragraph>
        ))}
      </div>
      <div style={s.highlights}>
        {about.highlights.map((h) => (
          <div key={h.label} style={s.highlight}>
            <span style={s.highlightValue}>{h.value}</span>
            <span style={s.muted}>{h.label}</span>
          </div>
        ))}
      </div>
      {rest.map((section) => (
        <Section key={section.id} id={section.anchor ?? undefined} title={section.title}>
          {section.paragraphs.map((p) => (
            <Typography.Paragraph key={p} style={s.paragraph}>
              {p}
            </Typography.Paragraph>
          ))}
        </Section>
      ))}
      <Section title="联系我们">
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="公司名称">{site.company}</Descriptions.Item>
          <Descriptions.Item label="版权合作">{about.cooperationEmail}</Descriptions.Item>
          <Descriptions.Item label="公司地址">{site.service.address}</Descriptions.Item>
        </Descriptions>
      </Section>
    </>
  );
}

function ServiceCenter() {
  const { service, faq } = site;
  return (
    <>
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label="客服热线">{service.phone}</Descriptions.Item>
        <Descriptions.Item label="客服邮箱">{service.email}</Descriptions.Item>
        <Descriptions.Item label="服务时间">{service.hours}</Descriptions.Item>
        <Descriptions.Item label="联系地址">{service.address}</Descriptions.Item>
      </Descriptions>
      <Section id="faq" title="常见问题">
        <Collapse
          defaultActiveKey={['0']}
          items={faq.map((q, i) => ({ key: String(i), label: q.question, children: <p style={{ margin: 0 }}>{q.answer}</p> }))}
        />
      </Section>
      <Typography.Paragraph style={{ ...s.muted, marginTop: 24 }}>
        没有找到答案？请在 <Link to={PAGES.proposal.path}>意见建议</Link> 中留言，或在服务时间内拨打客服热线。
      </Typography.Paragraph>
    </>
  );
}

function Recruitment() {
  return (
    <>
      <Typography.Paragraph style={s.muted}>
        欢迎加入{site.company}。请将简历发送至 {site.jobsEmail}，邮件标题注明“应聘职位 + 姓名”，我们会在 5 个工作日内回复。
      </Typography.Paragraph>
      <ul style={s.jobList}>
        {site.jobs.map((job) => (
          <li key={job.title}>
            <Card
              size="small"
              title={job.title}
              extra={
                <span>
                  <Tag>{job.department}</Tag>
                  <Tag>{job.location}</Tag>
                  <Tag color="red">招聘 {job.headcount} 人</Tag>
                </span>
              }
            >
              <Typography.Text strong>岗位职责</Typography.Text>
              <ol>
                {job.duties.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ol>
              <Typography.Text strong>任职要求</Typography.Text>
              <ol style={{ marginBottom: 0 }}>
                {job.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

interface SuggestionValues {
  contact?: string;
  phone?: string;
  email?: string;
  content?: string;
}

/** Trimmed values, blanks dropped: the server treats a missing optional field as absent. */
function suggestionBody(values: SuggestionValues): SuggestionValues {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => v !== undefined && v !== ''),
  );
}

/** Marks the optional fields in Chinese whatever the locale provider says. */
function optionalMark(label: ReactNode, { required }: { required: boolean }) {
  return (
    <>
      {label}
      {!required && <span style={{ ...s.muted, marginInlineStart: 4, fontSize: 12 }}>（选填）</span>}
    </>
  );
}

export function ProposalForm() {
  const [form] = Form.useForm<SuggestionValues>();
  const [sending, setSending] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();

  const onFinish = async (values: SuggestionValues) => {
    setSending(true);
    try {
      const envelope = await call('POST', '/exhibition/addSuggestion', { body: suggestionBody(values) });
      messageApi.success(envelope.msg);
      form.resetFields();
    } catch (err) {
      messageApi.error(err instanceof Error && err.message ? err.message : '提交失败，请稍后重试');
    } finally {
      setSending(false);
    }
  };

  return (
    <div style={s.formBox}>
      {messageHolder}
      <Typography.Paragraph style={s.muted}>
        感谢您使用{site.fullName}。无论是资源纠错、功能建议还是服务问题，都欢迎告诉我们；留下联系方式便于我们回复您（选填）。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={sending} requiredMark={optionalMark}
        aria-label="意见建议">
        <Form.Item name="contact" label="联系人" rules={[{ max: CONTACT_MAX, message: `联系人不能超过${CONTACT_MAX}个字` }]}>
          <Input placeholder="您的称呼" maxLength={CONTACT_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ pattern: PHONE_RE, message: MSG.phoneInvalid }]}>
          <Input placeholder="11 位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}>
          <Input placeholder="常用邮箱" maxLength={100} autoComplete="email" />
        </Form.Item>
        <Form.Item name="content" label="建议内容" rules={requiredTextRules('建议内容', CONTENT_MAX, '输入框内容不能为空')}>
          <Input.TextArea placeholder="请详细描述您的意见或建议" rows={6} maxLength={CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
            提交
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}

function UnknownItem() {
  return (
    <div style={{ textAlign: 'center', padding: '48px 0' }} data-testid="footer-item-unknown">
      <Typography.Title level={3}>抱歉，没有找到您要访问的栏目</Typography.Title>
      <Typography.Paragraph style={s.muted}>该栏目可能已调整或下线，请从左侧菜单选择其他栏目，或返回首页继续浏览。</Typography.Paragraph>
      <Link to="/">返回首页</Link>
    </div>
  );
}

const CONTENT: Record<PageKey, () => ReactNode> = {
  aboutOurs: AboutUs,
  proposal: ProposalForm,
  serviceCenter: ServiceCenter,
  recruitment: Recruitment,
};

export default function FooterItemPage() {
  const { item } = useParams();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const key = resolveFooterItem(item, searchParams.get('postType'));
  const title = key ? PAGES[key].title : '栏目不存在';

  useEffect(() => {
    document.title = `${title} - ${site.fullName}`;
  }, [title]);

  // The footer links to sections (/footerItem/aboutOurs#copyright) in a new tab: scroll there
  // once the lazily loaded page has rendered them.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash, key]);

  const Content = key ? CONTENT[key] : UnknownItem;
  return (
    <div className="wk-container" style={s.page} data-testid="footer-item-page">
      <nav style={s.side} aria-label="帮助与服务">
        <h2 style={s.sideTitle}>帮助与服务</h2>
        <Menu
          mode="inline"
          selectedKeys={key ? [key] : []}
          style={{ borderInlineEnd: 'none' }}
          items={PAGE_ORDER.map((k) => ({ key: k, label: <Link to={PAGES[k].path}>{PAGES[k].title}</Link> }))}
        />
      </nav>
      <Card style={s.content} styles={{ body: { padding: '24px 32px 32px' } }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0, paddingBottom: 12, borderBottom: '1px solid #f0f0f0' }}>
          {title}
        </Typography.Title>
        <Content />
      </Card>
    </div>
  );
}
