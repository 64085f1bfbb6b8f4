import { and, desc, eq } from 'drizzle-orm';
import { bannerFilters, bannerResource } from '../../../src/resources/banners';
import { banners } from '../../db/schema';
import { ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountAreaManagement } from '../area/manageArea';

/** `/first/pic/show`: enabled banners of a position (default the home carousel) as `data.list`. */
export const bannerModule: Module = (app, db) => {
  mount(app, db, 'GET', '/first/pic/show', async ({ params }) => {
    const { position = 'home' } = bannerFilters.parse(params);
    const list = await db
      .select({
        id: banners.id,
        title: banners.title,
        imageUrl: banners.imageUrl,
        linkUrl: banners.linkUrl,
        position: banners.position,
        sort: banners.sort,
      })
      .from(banners)
      .where(and(eq(banners.enabled, true), eq(banners.position, position)))
      .orderBy(desc(banners.sort), desc(banners.createTime))
      .limit(20);
    return ok({ list });
  });

  // 轮播图管理: the platform admin's; 下架 (`enabled` false) takes a banner out of /first/pic/show.
  mountAreaManagement(app, db, {
    resource: bannerResource,
    table: banners,
    titleColumn: 'title',
    notFoundMsg: '该轮播图不存在或已删除',
    filterWhere: (f) => [keywordIn(f.keyword, banners.title), f.position ? eq(banners.position, f.position) : undefined],
  });
};
