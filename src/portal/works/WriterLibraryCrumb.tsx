import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTENT_TYPES } from '../../shared/contentTypes';
import areaStyles from '../area/area.module.css';

/** The area works belong to (its name and path are declared once, with the content type). */
export const WRITER_LIBRARY = CONTENT_TYPES.works.area;

/** 首页 / 作家文库 / …: the breadcrumb of a writer's page and of a work's page. */
export function WriterLibraryCrumb({ items }: { items: ReactNode[] }) {
  return (
    <Breadcrumb
      className={areaStyles.breadcrumb}
      items={[{ title: <Link to="/">首页</Link> }, { title: <Link to={WRITER_LIBRARY.path}>{WRITER_LIBRARY.label}</Link> }, ...items.map((title) => ({ title }))]}
    />
  );
}
