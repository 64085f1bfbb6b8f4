import type { ReactNode } from 'react';
import { useOne } from '../data/hooks';
import { RichTextView } from '../../ui/RichTextView';
import { Breadcrumb, Button, ConfigProvider, Descriptions, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { resourcesByName } from '../../resources';
import { READER_ITEM_TYPES } from '../../shared/readerItems';
import { ReaderActions } from '../reader/ReaderActions';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { useDocumentTitle } from './AreaListPage';
import { DictTag, fieldLabel, fieldValue, isBlank } from './fieldValue';
import type { AreaConfig, DetailSection, Row } from './types';
import styles from './area.module.css';

/** A law's text: title, dates and chapters centred, each article's number in bold. */
function Statute({ lines }: { lines: string[] }) {
  return (
    <div className={styles.statute}>
      {lines.map((line, i) => {
        if (i === 0) return <h3 key={i}>{line}</h3>;
        if (/^（.*）$/.test(line) && i < 3) return <p key={i} className={styles.statuteNote}>{line}</p>;
        if (/^第[一二三四五六七八九十百零〇]+章/.test(line)) return <h4 key={i}>{line}</h4>;
        const article = line.match(/^(第[一二三四五六七八九十百零〇]+条)\s*(.*)$/);
        if (article) {
          return (
            <p key={i}>
              <strong>{article[1]}</strong> {article[2]}
            </p>
          );
        }
        return <p key={i}>{line}</p>;
      })}
    </div>
  );
}

function Section({ section, label, value, preview, rich }: { section: DetailSection; label: string; value: unknown; preview: boolean; rich: boolean }) {
  const text = String(value);
  const paragraphs = text.split('\n').filter((p) => p.trim());
  return (
    <section className={styles.section} aria-label={label}>
      <h2 className={styles.sectionTitle}>{label}</h2>
      {rich ? (
        <RichTextView value={text} className={styles.sectionText} />
      ) : section.style === 'statute' ? (
        <Statute lines={paragraphs} />
      ) : section.style === 'list' ? (
        <ol className={styles.sectionList}>
          {paragraphs.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ol>
      ) : (
        <div className={section.style === 'classical' ? styles.classical : styles.sectionText}>
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      {preview && (
        <p className={styles.previewNote} data-testid="section-preview-note">
          …… 以上为免费试读部分，购买后（或所在机构订阅后）即可阅读全文。
        </p>
      )}
    </section>
  );
}

interface Props {
  config: AreaConfig;
  /** The record id; defaults to the route's `:id`. */
  id?: string;
  /** Above the header card (e.g. tabs of sibling areas). */
  intro?: ReactNode;
}

/** The detail screen of a content area: breadcrumb, cover, title, meta table, long texts, actions. */
export function AreaDetailPage({ config, id: idProp, intro }: Props) {
  const spec = resourcesByName[config.resource];
  const params = useParams();
  const id = idProp ?? params.id ?? '';
  const validId = /^\d{1,10}$/.test(id);
  const { result: row, query } = useOne<Row>({ resource: spec.name, id, errorNotification: false, queryOptions: { enabled: validId, retry: false } });
  const title = row ? String(row[config.titleField] ?? '') : undefined;
  useDocumentTitle(title);

  const crumbs = [{ title: <Link to="/">首页</Link> }, { title: <Link to={config.listPath}>{config.title}</Link> }, { title: title ?? '详情' }];

  // `/lawsrules/abc` is no record's address: the not-found page, like any unknown path.
  if (!validId) return <NotFoundPage />;

  if (query.isError) {
    const status = query.error?.statusCode;
    return (
      <div className={`wk-container ${styles.page}`}>
        <Breadcrumb className={styles.breadcrumb} items={crumbs} />
        <Result
          status={status === 404 ? '404' : 'error'}
          title={query.error?.message || '加载失败，请稍后重试'}
          extra={
            <Link to={config.listPath}>
              <Button type="primary">返回{config.title}</Button>
            </Link>
          }
          data-testid="area-detail-error"
        />
      </div>
    );
  }

  const tag = config.tagField ? spec.fields[config.tagField] : undefined;
  const readerType = spec.readerItem ? READER_ITEM_TYPES[spec.readerItem].type : undefined;
  const fields = (config.detailFields ?? []).filter((f) => row && !isBlank(row[f]));
  return (
    <div className={`wk-container ${styles.page}`} data-testid={`area-detail-${spec.name}`}>
      <Breadcrumb className={styles.breadcrumb} items={crumbs} />
      {intro}
      {!row ? (
        <div className={styles.detailCard}>
          <Skeleton active avatar={{ shape: 'square', size: 200 }} paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <>
          <article className={styles.detailCard}>
            {config.renderCover?.(row, 'detail')}
            {config.coverField && !config.renderCover && (
              <img className={styles.detailCover} src={row[config.coverField] || '/covers/book-0.svg'} alt={`${title}封面`} width={200} height={266} />
            )}
            <div className={styles.detailMain}>
              <h1 className={styles.detailTitle}>
                {title}
                {config.tagField && (config.render?.[config.tagField] ? config.render[config.tagField](row[config.tagField], row) : tag && <DictTag field={tag} value={row[config.tagField]} />)}
              </h1>
              <Descriptions
                column={2}
                size="small"
                className={styles.meta}
                items={fields.map((f) => ({ key: f, label: fieldLabel(spec, f, config), children: fieldValue(spec, config, f, row) }))}
              />
              {(config.actions || readerType) && (
                <div className={styles.actions}>
                  {/* One height for the row: the area's own actions (购买, 阅读全书 …) were 32px beside 40px 收藏 and 纠错. */}
                  <ConfigProvider componentSize="large">{config.actions?.(row)}</ConfigProvider>
                  {readerType && <ReaderActions type={readerType} itemId={Number(row.id)} title={title} />}
                </div>
              )}
            </div>
          </article>
          {(config.sections ?? [])
            .filter((s) => !isBlank(row[s.field]))
            .map((s) => (
              <Section key={s.field} section={s} label={s.label ?? fieldLabel(spec, s.field, config)} value={row[s.field]} preview={Boolean(s.previewFlag && row[s.previewFlag])} rich={spec.fields[s.field]?.kind === 'richtext'} />
            ))}
          {config.extra?.(row)}
        </>
      )}
    </div>
  );
}
