import { Link } from 'react-router';
import type { ResourceSpec } from '../../resources/define';
import { isStockCover } from '../../shared/covers';
import { DictTag, fieldLabel, fieldValue, isBlank } from './fieldValue';
import type { AreaConfig, Row } from './types';
import styles from './area.module.css';

function Title({ config, row }: { config: AreaConfig; row: Row }) {
  const text = String(row[config.titleField] ?? '');
  return config.detailPath ? (
    <Link to={config.detailPath(row)} className={styles.rowTitle}>
      {text}
    </Link>
  ) : (
    <span className={styles.rowTitle}>{text}</span>
  );
}

function Cover({ config, row, width, height }: { config: AreaConfig; row: Row; width: number; height: number }) {
  if (!config.coverField && !config.renderCover) return null;
  const src = String(row[config.coverField!] || '/covers/book-0.svg');
  const img = config.renderCover ? (
    config.renderCover(row, 'card')
  ) : (
    <span className={styles.coverWrap} style={{ width, height }}>
      <img src={src} alt={`${row[config.titleField]}封面`} width={width} height={height} loading="lazy" className={styles.cover} />
      {/* A stock picture gets the title printed on it, as on a jacket; a cover that has its own title does not (it read twice). */}
      {width >= 120 && isStockCover(src) && <span className={styles.coverLabel}>{String(row[config.titleField] ?? '')}</span>}
    </span>
  );
  return config.detailPath ? (
    <Link to={config.detailPath(row)} tabIndex={-1} aria-hidden>
      {img}
    </Link>
  ) : (
    img
  );
}

/** One entry: cover thumbnail, title with its status tag, the meta line and a short summary. */
function EntryRow({ spec, config, row, index }: { spec: ResourceSpec; config: AreaConfig; row: Row; index: number }) {
  const tag = config.tagField ? spec.fields[config.tagField] : undefined;
  return (
    <li className={styles.row} data-testid="area-row">
      {config.coverField ? <Cover config={config} row={row} width={72} height={96} /> : <span className={styles.rowIndex}>{index}</span>}
      <div className={styles.rowBody}>
        <div className={styles.rowHead}>
          <Title config={config} row={row} />
          {config.tagField && (config.render?.[config.tagField] ? config.render[config.tagField](row[config.tagField], row) : tag && <DictTag field={tag} value={row[config.tagField]} />)}
        </div>
        <div className={styles.rowMeta}>
          {config.listFields
            .filter((f) => !isBlank(row[f]))
            .map((f) => (
              <span key={f}>
                <em>{fieldLabel(spec, f, config)}：</em>
                {fieldValue(spec, config, f, row)}
              </span>
            ))}
        </div>
        {config.summaryField && !isBlank(row[config.summaryField]) && <p className={styles.rowSummary}>{String(row[config.summaryField])}</p>}
      </div>
    </li>
  );
}

/** A cover with the title and a line or two of meta under it (books, newspapers, year-books). */
function CoverCard({ spec, config, row }: { spec: ResourceSpec; config: AreaConfig; row: Row }) {
  return (
    <li className={styles.card} data-testid="area-row">
      <Cover config={config} row={row} width={150} height={200} />
      <Title config={config} row={row} />
      {config.listFields
        .filter((f) => !isBlank(row[f]))
        .map((f) => (
          <span key={f} className={styles.cardMeta} title={fieldLabel(spec, f, config)}>
            {fieldValue(spec, config, f, row)}
          </span>
        ))}
    </li>
  );
}

export function AreaRows({ spec, config, rows, offset }: { spec: ResourceSpec; config: AreaConfig; rows: Row[]; offset: number }) {
  const key = (row: Row, i: number) => String(config.rowKey ? config.rowKey(row) : (row.id ?? i));
  if (config.layout === 'covers') {
    return (
      <ul className={styles.cards} data-testid="area-list">
        {rows.map((row, i) => (config.renderRow ? <li key={key(row, i)}>{config.renderRow(row)}</li> : <CoverCard key={key(row, i)} spec={spec} config={config} row={row} />))}
      </ul>
    );
  }
  return (
    <ol className={styles.rows} data-testid="area-list">
      {rows.map((row, i) =>
        config.renderRow ? (
          <li key={key(row, i)} className={styles.row} data-testid="area-row">
            {config.renderRow(row)}
          </li>
        ) : (
          <EntryRow key={key(row, i)} spec={spec} config={config} row={row} index={offset + i + 1} />
        ),
      )}
    </ol>
  );
}
