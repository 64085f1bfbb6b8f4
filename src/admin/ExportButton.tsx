import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { listParams } from '../providers/data';
import { call, downloadFile } from '../providers/http';
import { fillPath, type ResourceSpec } from '../resources/define';
import { EXPORT_CALLS, type ExportedFile } from '../shared/exports';

/** 导出Excel: the list as filtered and sorted on screen, made on the server and saved by the browser. */
export function ExportButton({ spec, filters, sorters }: { spec: ResourceSpec; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const env = await call<ExportedFile>('post', fillPath(EXPORT_CALLS.create.path, { resource: spec.name }), { body: listParams(filters, sorters) });
      const file = env.data!;
      await downloadFile(EXPORT_CALLS.download.path, { fileName: file.fileName, delete: true }, file.displayName);
      void message.success(env.msg);
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run} data-testid="export-button">
      导出Excel
    </Button>
  );
}
