import { Fragment } from 'react';
import { Route } from 'react-router';
import { FOUND_AREAS } from '#found-areas';
import { AREAS } from '../../../shared/areas';
import { CONTENT_TYPE_LIST } from '../../../shared/contentTypes';
import { lazyPage } from '../../lazyPage';

/** The kit's pages module, named by its source path (the client manifest's key) for preloading. */
const PAGES = 'src/portal/area/kit/pages.tsx';
const load = () => import('./pages');
const ListPage = lazyPage<{ areaKey: string }>(PAGES, async () => ({ default: (await load()).KitListPage }));
const DetailPage = lazyPage<{ areaKey: string }>(PAGES, async () => ({ default: (await load()).KitDetailPage }));

/**
 * The list route (the area's path) and the detail route (the reader item's) of every content-area
 * kit type, from its declaration: a new type needs no route of its own.
 */
export const areaKitRoutes = (
  <Fragment>
    {FOUND_AREAS.map((a) => {
      const list = AREAS.find((area) => area.type === a.key)?.path.split('?')[0];
      const detail = CONTENT_TYPE_LIST.find((t) => t.key === a.key)?.readerItem?.path;
      return (
        <Fragment key={a.key}>
          {list && <Route path={list.replace(/^\//, '')} element={<ListPage areaKey={a.key} />} />}
          {detail && <Route path={detail.replace(/^\//, '')} element={<DetailPage areaKey={a.key} />} />}
        </Fragment>
      );
    })}
  </Fragment>
);
