import { Modal } from 'antd';
import type { NetworkReference } from '../../../resources/articles';
import styles from './KnowledgeNetwork.module.css';
import { ReferenceEntry } from './ReferenceEntry';

/**
 * The pop-up of a reference marker ([2], [3-5]) in the reading text: each entry it names as parsed,
 * linked into the library when the item is there (the 知网节's data).
 */
export function ReferencePopup({ numbers, references, onClose }: { numbers: number[] | null; references: NetworkReference[]; onClose: () => void }) {
  const entries = (numbers ?? []).map((n) => references.find((r) => r.seq === n)).filter((r): r is NetworkReference => r !== undefined);
  return (
    <Modal
      open={numbers !== null && entries.length > 0}
      title={`参考文献 [${(numbers ?? []).join(', ')}]`}
      footer={null}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <ol className={styles.references} data-testid="reference-popup">
        {entries.map((r) => (
          <ReferenceEntry key={r.seq} r={r} />
        ))}
      </ol>
    </Modal>
  );
}
