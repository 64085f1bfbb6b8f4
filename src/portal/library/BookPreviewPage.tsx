import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Result, Spin } from 'antd';
import { ArrowLeftOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
// The worker as a hashed asset URL (Vite `?url`): served from our origin, so the CSP's
// `script-src 'self'` (which `worker-src` falls back to) already allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { BOOK_PREVIEW_PATH, BOOK_PREVIEW_PDF_PATH, type BookPreview } from '../../resources/books';
import { fillPath } from '../../resources/define';
import { apiUrl } from '../../shared/apiPath';
import { formatAuthors } from '../../shared/format';
import { API_BASE } from '../../providers/http';
import { useDocumentTitle } from '../area/AreaListPage';
import { useAreaCall } from '../area/useAreaCall';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../session/useSession';
import { commerceApi } from '../commerce/api';
import styles from './BookPreviewPage.module.css';

/** CSS pixels per PDF point at 100 % (an A5 page is then 540 px wide, the old paper's size). */
const BASE_SCALE = 540 / 420;
const ZOOMS = [0.75, 1, 1.25, 1.5];

/** pdf.js is loaded on first use only: it lives in this route's chunk, not in the portal's first load. */
async function openPdf(url: string) {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // isEvalSupported: false: pdf.js would otherwise try `new Function` (blocked by our CSP, which
  // has no 'unsafe-eval') and log a violation. The PDF embeds its font, which pdf.js loads as a
  // FontFace from bytes; no system fonts and no extra CSP source are needed.
  return { pdfjs, task: pdfjs.getDocument({ url, isEvalSupported: false, useSystemFonts: false }) };
}

/** One PDF page on a canvas (sharp on high-DPI screens), with pdf.js's text layer so text can be selected. */
function PdfPageView({ pdf, no, zoom }: { pdf: PDFDocumentProxy; no: number; zoom: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let task: RenderTask | undefined;
    let text: TextLayer | undefined;
    setRendered(false);
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const page = await pdf.getPage(no);
      const viewport = page.getViewport({ scale: BASE_SCALE * zoom });
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height });
      task = page.render({
        canvasContext: canvas.getContext('2d')!,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      setRendered(true);
      if (textRef.current) {
        textRef.current.replaceChildren();
        text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textRef.current, viewport });
        await text.render();
      }
    })().catch((e: unknown) => {
      if (!cancelled && (e as Error)?.name !== 'RenderingCancelledException') console.error(e);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      text?.cancel();
    };
  }, [pdf, no, zoom]);

  const scale = BASE_SCALE * zoom;
  return (
    <div
      className={styles.pdfPage}
      style={{ width: size?.width ?? 420 * scale, height: size?.height ?? 595 * scale, '--scale-factor': scale } as CSSProperties}
    >
      <canvas ref={canvasRef} role="img" aria-label={`第${no}页`} data-rendered={rendered || undefined} className={styles.canvas} />
      <div ref={textRef} className={styles.textLayer} />
      {!rendered && <Spin className={styles.pageSpin} />}
    </div>
  );
}

/** The document of the preview PDF, or its loading error. */
function usePreviewPdf(url: string | undefined) {
  const [pdf, setPdf] = useState<PDFDocumentProxy>();
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let destroy: (() => unknown) | undefined;
    setPdf(undefined);
    setError(undefined);
    openPdf(url)
      .then(({ task }) => {
        destroy = () => task.destroy();
        if (cancelled) destroy();
        return task.promise;
      })
      .then((doc) => !cancelled && setPdf(doc))
      .catch((e: unknown) => !cancelled && setError(e as Error));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);
  return { pdf, error };
}

/**
 * `/preBooks?id=`: the online reader of a book (no header, no footer: spec §2). Everybody gets the
 * free preview — only the first `previewPages` pages, as a PDF (`/common/book/preview/{id}/pdf`)
 * that pdf.js draws page by page; the JSON preview gives the title bar and the page kinds. A member
 * who bought the book (or whose institution subscribes to books) gets the whole book instead, from
 * the short-lived address `POST /fileLicense/accessBook` answers.
 */
export default function BookPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,10}$/.test(id);
  const { auth } = useSession();
  const { data: book, isLoading, error } = useAreaCall<BookPreview>(valid ? fillPath(BOOK_PREVIEW_PATH, { id }) : undefined);
  const access = useQuery({ queryKey: ['bookAccess', id, Boolean(auth)], queryFn: () => commerceApi.accessBook(Number(id)), enabled: valid && Boolean(auth), staleTime: 5 * 60_000 });
  const full = access.data ?? null;
  // Signed out the preview is fetched beside the JSON; signed in, once we know which of the two to open.
  const pdfUrl = !valid || (auth && access.isPending) ? undefined : full ? apiUrl(full.url, API_BASE) : apiUrl(fillPath(BOOK_PREVIEW_PDF_PATH, { id }), API_BASE);
  const { pdf, error: pdfError } = usePreviewPdf(pdfUrl);
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  useDocumentTitle(book ? `${full ? '阅读' : '试读'}《${book.title}》` : '图书试读');
  const count = pdf?.numPages ?? 0;
  // One step past the last page shows the end of the preview.
  const go = useCallback((delta: number) => setIndex((i) => Math.min(Math.max(i + delta, 0), count)), [count]);
  const zoomBy = (step: number) => setZoom((z) => ZOOMS[Math.min(Math.max(ZOOMS.indexOf(z) + step, 0), ZOOMS.length - 1)]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(1);
      if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const failure = !valid ? '请选择要试读的图书' : error ? (error as Error).message : pdfError ? '阅读文件加载失败，请稍后再试' : undefined;
  if (failure) {
    return (
      <div className={styles.reader} data-testid="book-preview">
        <Result
          className={styles.result}
          status={valid ? 'warning' : '404'}
          title={failure}
          extra={
            <Link to="/bookLists">
              <Button type="primary">浏览图书</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (isLoading || !book || !pdf) {
    return (
      <div className={styles.reader} data-testid="book-preview">
        <Spin size="large" className={styles.loading} />
      </div>
    );
  }

  const no = index < count ? index + 1 : undefined;
  const heldBy = full?.accessVia === 'subscription' ? `${full.subscribedBy ?? '所在机构'}已订阅` : full?.accessVia === 'free' ? '本书免费开放' : '您已购买本书';
  return (
    <div className={styles.reader} data-testid="book-preview" data-mode={full ? 'full' : 'preview'}>
      <header className={styles.bar}>
        <Link to={`/book/${book.id}`} className={styles.back}>
          <ArrowLeftOutlined /> 返回图书详情
        </Link>
        <div className={styles.barTitle}>
          <strong>{book.title}</strong>
          <span>{formatAuthors(book.authors, 2)}</span>
        </div>
        <span className={styles.zoom}>
          <Button type="text" icon={<ZoomOutOutlined />} aria-label="缩小" disabled={zoom === ZOOMS[0]} onClick={() => zoomBy(-1)} />
          <span aria-live="polite">{Math.round(zoom * 100)}%</span>
          <Button type="text" icon={<ZoomInOutlined />} aria-label="放大" disabled={zoom === ZOOMS[ZOOMS.length - 1]} onClick={() => zoomBy(1)} />
        </span>
        <span className={styles.progress} data-testid="preview-progress" aria-live="polite">
          {no ? `第 ${no} / ${count} 页` : full ? '全书完' : '试读结束'}
          <small>共 {count} 页{book.totalPages ? `（全书 ${book.totalPages} 页）` : ''}</small>
        </span>
      </header>
      <p className={styles.notice} data-testid="preview-notice">
        {full ? `${heldBy}，可阅读全书（电子版共 ${count} 页）。` : `免费试读前 ${count} 页${book.totalPages ? `，全书共 ${book.totalPages} 页` : ''}，购买后可阅读全书。`}
      </p>
      <main className={styles.stage}>
        <Button shape="circle" size="large" icon={<LeftOutlined />} aria-label="上一页" disabled={index === 0} onClick={() => go(-1)} className={styles.turn} />
        {no ? (
          <article className={styles.sheet} data-testid="preview-page" data-kind={book.pages[index]?.kind}>
            <PdfPageView pdf={pdf} no={no} zoom={zoom} />
          </article>
        ) : (
          <article className={`${styles.paper} ${styles.endPaper}`} data-testid="preview-end">
            {full ? (
              <>
                <h2>全书完</h2>
                <p>《{book.title}》已全部阅读完毕。</p>
              </>
            ) : (
              <>
                <h2>试读结束</h2>
                <p>免费试读部分已全部阅读完毕{book.totalPages ? `，全书共 ${book.totalPages} 页` : ''}。</p>
                <p>购买后即可阅读全书。</p>
              </>
            )}
            <div className={styles.endActions}>
              <Link to={`/book/${book.id}`}>
                <Button type="primary" size="large">
                  返回图书详情
                </Button>
              </Link>
              <Button size="large" onClick={() => setIndex(0)}>
                从头再读
              </Button>
            </div>
          </article>
        )}
        <Button shape="circle" size="large" icon={<RightOutlined />} aria-label="下一页" disabled={index >= count} onClick={() => go(1)} className={styles.turn} />
      </main>
      <nav className={styles.thumbs} aria-label="页码">
        {Array.from({ length: count }, (_, i) => (
          <button key={i} type="button" aria-current={i === index ? 'page' : undefined} onClick={() => setIndex(i)}>
            {i + 1}
          </button>
        ))}
      </nav>
    </div>
  );
}
