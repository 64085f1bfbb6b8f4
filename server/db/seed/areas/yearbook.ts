import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { yearbooks } from '../../schema/areas/yearbook';
import type { AreaDatabaseSeed, AreaTopicSectionSeed } from '../areaSeeds';
import { noonOf, ymd } from '../random';

/**
 * Demo 年鉴 (src/areas/declared/yearbook.ts): the national statistical and trade year-books and
 * the provinces' statistical ones of the last two years, their covers drawn from the title and the
 * publisher (server/modules/covers), as an item added without a cover would have.
 */

interface YearbookSeed {
  title: string;
  year: number;
  provinceId: number | null;
  region: string;
  editor: string;
  publisher: string;
}

const YEARBOOK_SEEDS: readonly YearbookSeed[] = [
  { title: '中国统计年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '国家统计局', publisher: '中国统计出版社' },
  { title: '中国统计年鉴2023', year: 2023, provinceId: null, region: '全国', editor: '国家统计局', publisher: '中国统计出版社' },
  { title: '中国教育年鉴2023', year: 2023, provinceId: null, region: '全国', editor: '中国教育年鉴编辑部', publisher: '人民教育出版社' },
  { title: '中国教育统计年鉴2023', year: 2023, provinceId: null, region: '全国', editor: '教育部发展规划司', publisher: '中国统计出版社' },
  { title: '中国出版年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '中国出版协会', publisher: '中国出版年鉴社' },
  { title: '中国图书馆年鉴2023', year: 2023, provinceId: null, region: '全国', editor: '中国图书馆学会、国家图书馆', publisher: '国家图书馆出版社' },
  { title: '中国文化文物和旅游统计年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '文化和旅游部', publisher: '国家图书馆出版社' },
  { title: '中国科技统计年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '国家统计局、科学技术部', publisher: '中国统计出版社' },
  { title: '中国农村统计年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '国家统计局农村社会经济调查司', publisher: '中国统计出版社' },
  { title: '中国卫生健康统计年鉴2023', year: 2023, provinceId: null, region: '全国', editor: '国家卫生健康委员会', publisher: '中国协和医科大学出版社' },
  { title: '中国城市统计年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '国家统计局城市社会经济调查司', publisher: '中国统计出版社' },
  { title: '中国新闻年鉴2024', year: 2024, provinceId: null, region: '全国', editor: '中国社会科学院新闻与传播研究所', publisher: '中国新闻年鉴社' },
  { title: '北京统计年鉴2024', year: 2024, provinceId: 110000, region: '北京市', editor: '北京市统计局', publisher: '中国统计出版社' },
  { title: '上海统计年鉴2024', year: 2024, provinceId: 310000, region: '上海市', editor: '上海市统计局', publisher: '中国统计出版社' },
  { title: '广东统计年鉴2024', year: 2024, provinceId: 440000, region: '广东省', editor: '广东省统计局', publisher: '中国统计出版社' },
  { title: '浙江统计年鉴2024', year: 2024, provinceId: 330000, region: '浙江省', editor: '浙江省统计局', publisher: '中国统计出版社' },
  { title: '江苏统计年鉴2024', year: 2024, provinceId: 320000, region: '江苏省', editor: '江苏省统计局', publisher: '中国统计出版社' },
  { title: '湖北统计年鉴2023', year: 2023, provinceId: 420000, region: '湖北省', editor: '湖北省统计局', publisher: '中国统计出版社' },
  { title: '四川统计年鉴2023', year: 2023, provinceId: 510000, region: '四川省', editor: '四川省统计局', publisher: '中国统计出版社' },
  { title: '陕西统计年鉴2023', year: 2023, provinceId: 610000, region: '陕西省', editor: '陕西省统计局', publisher: '中国统计出版社' },
];

export async function seed(db: Db): Promise<void> {
  await db.insert(yearbooks).values(
    YEARBOOK_SEEDS.map((y, i) => ({
      title: y.title,
      year: y.year,
      provinceId: y.provinceId,
      region: y.region,
      editor: y.editor,
      publisher: y.publisher,
      summary: `《${y.title}》由${y.editor}编，${y.publisher}出版，系统收录了${y.region}${y.year - 1}年经济社会各方面的统计数据与发展资料，是了解${y.region}基本情况的权威工具书。`,
      createTime: noonOf(ymd(y.year, 10, 1 + i)),
    })),
  );
  await db.execute(sql`update ${yearbooks} set cover_url = '/covers/gen/yearbook/' || id || '.svg'`);
}

export const database: AreaDatabaseSeed = {
  name: '年鉴库',
  category: 3,
  description: '统计年鉴、地方综合年鉴与行业年鉴，按地区和年份浏览。',
  coverage: '1990 年至今',
  updateCycle: '每年更新',
};

export const topicSections: readonly AreaTopicSectionSeed[] = [
  { topic: '地方志里的江南', after: '方志', title: '年鉴', intro: '统计与地方年鉴。', words: ['江', '浙', '苏', '上海', '统计'], n: 4 },
];
