import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '../../providers/http';
import { ORDER_TYPE } from '../../shared/order';
import { useOpenLogin } from '../../session/useOpenLogin';
import { usePersonalSession, useSession } from '../../session/useSession';
import { commerceApi, DOWNLOAD_CALLS } from './api';

/** Saves a stamped PDF with the session's credentials; a refusal shows the server's message. */
function useDownload() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, query: Record<string, unknown>, fileName: string) => {
    setBusy(true);
    try {
      await downloadFile(path, query, fileName);
      // The download counter on the page moved.
      void client.invalidateQueries({ queryKey: ['article'] });
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * 下载PDF on an article page: for a member who bought the article or its issue, or any signed-in
 * member when the article is free (the server decides: /fileLicense/download/check). Signed out, a
 * free article's button opens the sign-in; a priced one shows only 购买.
 */
export function ArticleDownloadButton({ articleId, title, free }: { articleId: number; title: string; free: boolean }) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { busy, run } = useDownload();
  // Shares the BuyButton's "bought" key, so paying refreshes it.
  const check = useQuery({ queryKey: ['bought', ORDER_TYPE.article, articleId, 'download'], queryFn: () => commerceApi.downloadCheck(articleId), enabled: Boolean(auth) });
  if (!auth) {
    return free ? (
      <Button icon={<DownloadOutlined />} onClick={() => openLogin()} data-testid="download-pdf">
        下载PDF
      </Button>
    ) : null;
  }
  if (!check.data?.canDownload) return null;
  return (
    <Button type="primary" ghost icon={<DownloadOutlined />} loading={busy} onClick={() => void run(DOWNLOAD_CALLS.article, { articleId }, `${title}.pdf`)} data-testid="download-pdf">
      下载PDF
    </Button>
  );
}

/** 下载整期PDF on an issue page, once the member owns the whole issue. */
export function PeriodDownloadButton({ periodId, title }: { periodId: number; title: string }) {
  const personal = usePersonalSession();
  const { busy, run } = useDownload();
  const bought = useQuery({ queryKey: ['bought', ORDER_TYPE.period, periodId], queryFn: () => commerceApi.bought(ORDER_TYPE.period, periodId), enabled: personal });
  if (!personal || !bought.data) return null;
  return (
    <Button type="primary" ghost icon={<DownloadOutlined />} loading={busy} onClick={() => void run(DOWNLOAD_CALLS.period, { periodId }, `${title}.pdf`)} data-testid="download-issue-pdf">
      下载整期PDF
    </Button>
  );
}

/** 下载作品 on a work's page: for its author, a buyer, or any signed-in member when the work is free. */
export function WorkDownloadButton({ workId, title }: { workId: number; title: string }) {
  const personal = usePersonalSession();
  const { busy, run } = useDownload();
  const status = useQuery({ queryKey: ['bought', ORDER_TYPE.works, workId, 'download'], queryFn: () => commerceApi.itemStatus(ORDER_TYPE.works, workId), enabled: personal });
  if (!personal || !(status.data?.bought || status.data?.free || status.data?.mine)) return null;
  return (
    <Button type="primary" ghost icon={<DownloadOutlined />} loading={busy} onClick={() => void run(DOWNLOAD_CALLS.work, { id: workId }, `${title}.pdf`)} data-testid="download-work">
      下载作品
    </Button>
  );
}
