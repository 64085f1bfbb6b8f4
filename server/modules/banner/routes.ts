import { and, desc, eq } from 'drizzle-orm';
import { bannerFilters, bannerResource } from '../../../src/resources/banners';
import { banners } from '../../db/schema';
import { ok } from '../../http/envelope';
import { keywordIn } from '../../http/query';
import { z } from 'zod';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { okOf } from '../../openapi/answers';
import { areaManagementRoutes } from '../area/manageArea';

const bannerRow = z.object({ id: z.int(), title: z.string(), imageUrl: z.string(), linkUrl: z.string().nullable(), position: z.string(), sort: z.int() });

/** `/first/pic/show`: enabled banners of a position (default the home carousel) as `data.list`. */
const bannersShown = defineRoute({
  method: 'GET',
  path: '/first/pic/show',
  access: 'public',
  summary: '轮播图（一个位置的已启用轮播图，默认首页）',
  query: bannerFilters,
  response: okOf(z.object({ list: z.array(bannerRow) })),
  handler: async ({ db, query }) => {
    const { position = 'home' } = query;
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
  },
});

export const bannerModule = routesModule('banner', () => [
  bannersShown,
  // 轮播图管理: the platform admin's; 下架 (`enabled` false) takes a banner out of /first/pic/show.
  ...areaManagementRoutes({
    resource: bannerResource,
    table: banners,
    titleColumn: 'title',
    notFoundMsg: '该轮播图不存在或已删除',
    filterWhere: (f) => [keywordIn(f.keyword, banners.title), f.position ? eq(banners.position, f.position) : undefined],
  }),
]);
