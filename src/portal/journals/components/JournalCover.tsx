import styles from './JournalCover.module.css';

const SIZES = { sm: [96, 128], md: [120, 160], lg: [168, 224] } as const;

/**
 * A journal cover. The demo covers are generic artwork, so the journal's name is set on the cover
 * the way a printed masthead would read (a real scanned cover would simply show through).
 */
export function JournalCover({ name, coverUrl, size = 'md', caption }: { name: string; coverUrl?: string | null; size?: keyof typeof SIZES; caption?: string }) {
  const [w, h] = SIZES[size];
  const generic = !coverUrl || coverUrl.startsWith('/covers/');
  return (
    <span className={`${styles.cover} ${styles[size]}`} style={{ width: w, height: h }}>
      <img src={coverUrl || '/covers/journal-0.svg'} alt={`${name}封面`} width={w} height={h} loading="lazy" />
      {generic && (
        <span className={styles.masthead} aria-hidden="true">
          <span className={styles.name}>{name}</span>
          {caption && <span className={styles.caption}>{caption}</span>}
        </span>
      )}
    </span>
  );
}
