import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div style={{ padding: '120px 0', textAlign: 'center' }}>
      <Spin size="large" tip="正在加载…">
        <div style={{ height: 40 }} />
      </Spin>
    </div>
  );
}
