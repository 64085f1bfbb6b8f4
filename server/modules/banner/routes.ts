import { and, desc, eq } from 'drizzle-orm';
import { bannerFilters } from '../../../src/resources/banners';
import { banners } from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';

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
};
