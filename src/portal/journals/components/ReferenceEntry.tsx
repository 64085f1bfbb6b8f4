import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router';
import type { NetworkReference } from '../../../resources/articles';
import { DOC_TYPE_LABELS } from '../../../shared/references';
import styles from './KnowledgeNetwork.module.css';

/** A 参考文献 entry as printed, its title made a link to the library item it names (the 知网节's list, the reading page's list and pop-up). */
export function ReferenceEntry({ r, id }: { r: NetworkReference; id?: string }) {
  const mark = r.docType ? DOC_TYPE_LABELS[r.docType.replace(/\/OL$/, '')] : undefined;
  let text: ReactNode = r.raw;
  if (r.link) {
    const at = r.title ? r.raw.indexOf(r.title) : -1;
    const link = (
      <Link to={r.link.path} data-testid="reference-link">
        {at >= 0 ? r.title : r.raw}
      </Link>
    );
    text = at >= 0 ? <>{r.raw.slice(0, at)}{link}{r.raw.slice(at + r.title!.length)}</> : link;
  }
  return (
    <li id={id}>
      <span className={styles.seq}>[{r.seq}]</span>
      <span className={styles.entry}>
        {text}
        {r.link && <Tag className={styles.inLibrary} bordered={false} color="red">本库{r.link.label}</Tag>}
        {!r.link && mark && <span className={styles.mark}>{mark}</span>}
      </span>
    </li>
  );
}
