import { Link } from 'react-router';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig, Row } from '../area/types';
import { STUDIO_TYPE } from '../../resources/studios';
import styles from './studio.module.css';

function StudioEntry({ studio }: { studio: Row }) {
  return (
    <div className={styles.entry} data-testid="studio-entry">
      <span className={styles.badge} aria-hidden>
        {String(studio.name).slice(0, 1)}
      </span>
      <div className={styles.body}>
        <Link className={styles.name} to={`/studio/${studio.id}`}>
          {studio.name}
        </Link>
        <div className={styles.meta}>
          {[STUDIO_TYPE[studio.studioType as keyof typeof STUDIO_TYPE], studio.subject, studio.school, studio.leader && `领衔人 ${studio.leader}`, `成员 ${studio.memberCount} 人`].filter(Boolean).join(' · ')}
        </div>
        <p className={styles.intro}>{studio.intro}</p>
      </div>
    </div>
  );
}

/** `/studio`: the teacher studio directory, filtered by 工作室类型 (`studioType`) and searched by name, school or subject. */
export const studioArea: AreaConfig = {
  resource: 'studios',
  title: '教师工作室',
  noun: '工作室',
  listPath: '/studio',
  searchPlaceholder: '输入工作室名称、学校或学科',
  layout: 'rows',
  titleField: 'name',
  listFields: [],
  filters: [{ kind: 'chips', field: 'studioType', label: '工作室类型', options: Object.entries(STUDIO_TYPE).map(([value, label]) => ({ value, label })) }],
  renderRow: (row: Row) => <StudioEntry studio={row} />,
};

export default function StudioListPage() {
  return <AreaListPage config={studioArea} />;
}
