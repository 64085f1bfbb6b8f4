import { Link } from 'react-router';
import { AREAS } from '../../shared/areas';
import styles from './AreaGrid.module.css';

/** The content-area navigation: every area of the library, one tile each. */
export function AreaGrid() {
  return (
    <section className={styles.grid} aria-label="资源导航" data-testid="area-grid">
      {AREAS.map((area) => (
        <Link key={area.key} to={area.path} className={styles.tile}>
          <strong>{area.label}</strong>
          <span>{area.blurb}</span>
        </Link>
      ))}
    </section>
  );
}
