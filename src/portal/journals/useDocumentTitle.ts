import { useEffect } from 'react';
import { site } from '../../shared/site';

/** `document.title` of a journal page: "页面 - 文库数字图书馆" (left alone until the page knows its name). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} - ${site.fullName}`;
  }, [title]);
}
