import { Spinner } from './Placeholders';

/** The fallback while a route's chunk loads. */
export function PageLoading() {
  return (
    <div style={{ padding: '120px 0', textAlign: 'center' }}>
      <Spinner tip="正在加载…" />
    </div>
  );
}
