import { RECITATION_CATEGORIES, RECITATION_HOT_PATH, RECITATION_SUBCODES, recitationResource } from '../../resources/recitations';
import { formatDuration } from '../../shared/format';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import type { AreaConfig } from '../area/types';
import styles from '../education/education.module.css';
import { declaredArea } from '../area/detailRoute';

const options = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value: value, label: `${value} ${label}` }));

/** 朗诵: recordings by category A–D and subcode, each with its text and a player (range-streamed audio). */
export const recitationArea: AreaConfig = {
  ...declaredArea(recitationResource),
  searchPlaceholder: '作品名称、原作者、朗诵者或学校',
  layout: 'rows',
  titleField: 'title',
  tagField: 'subcode',
  listFields: ['textAuthor', 'reciter', 'school', 'category', 'duration'],
  filters: [
    { kind: 'chips', field: 'category', label: '朗诵类别', options: options(RECITATION_CATEGORIES) },
    { kind: 'chips', field: 'subcode', label: '朗诵子类', options: options(RECITATION_SUBCODES) },
  ],
  render: {
    textAuthor: (v, row) => (row.dynasty ? `〔${row.dynasty}〕${v ?? ''}` : String(v ?? '')),
    category: (v) => `${v} ${RECITATION_CATEGORIES[String(v)] ?? ''}`,
  },
  detailFields: ['textAuthor', 'reciter', 'school', 'category', 'subcode', 'duration', 'recordDate', 'views'],
  sections: [{ field: 'content', style: 'classical' }],
  extra: (row) =>
    row.audioUrl ? (
      <section className={styles.player} aria-label="朗诵音频">
        <audio src={String(row.audioUrl)} controls preload="metadata" data-testid="recitation-audio" style={{ width: '100%' }} />
      </section>
    ) : null,
};

export function RecitationListPage() {
  return (
    <AreaListPage
      config={recitationArea}
      intro={
        <HotStrip
          path={RECITATION_HOT_PATH}
          title="热门朗诵"
          testId="hot-recitations"
          to={(r) => `/recitation/${r.id}`}
          label={(r) => String(r.title)}
          meta={(r) => [`朗诵：${r.reciter}`, `时长 ${formatDuration(Number(r.duration))}`, `播放 ${r.views}`]}
        />
      }
    />
  );
}

export function RecitationDetailPage() {
  return <AreaDetailPage config={recitationArea} />;
}
