import { useState } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import { fillPath, type ResourceSpec } from '../resources/define';

/**
 * 上架/下架, the row action of a managed area (declared by its `calls.publish`): asks first, since
 * 下架 takes the item out of every public list, detail, the search, the sitemap and OAI-PMH at once.
 */
export function PublishButton({ spec, record }: { spec: ResourceSpec; record: Record<string, unknown> }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const publish = spec.calls.publish;
  if (!publish) return null;
  const published = record[spec.publishedField ?? 'published'] !== false;
  const title = String(record.title ?? record.name ?? '');
  const run = async () => {
    setBusy(true);
    try {
      const res = await call(publish.method, fillPath(publish.path, { id: record.id as number }), { body: { published: !published } });
      void message.success(res.msg);
      await invalidate({ resource: spec.name, invalidates: ['list', 'detail'] });
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={published ? `下架《${title}》？` : `上架《${title}》？`}
      description={published ? '下架后读者在列表、详情和检索中都看不到它' : '上架后读者即可浏览和检索'}
      okText={published ? '下架' : '上架'}
      cancelText="取消"
      onConfirm={run}
    >
      <Button size="small" loading={busy} danger={published} data-testid={published ? 'unpublish-button' : 'publish-button'}>
        {published ? '下架' : '上架'}
      </Button>
    </Popconfirm>
  );
}
