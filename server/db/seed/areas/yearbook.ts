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

/** What each demo year-book carries beyond its tables, one sentence each, keyed by title. */
const YEARBOOK_NOTES: Record<string, string> = {
  中国统计年鉴2024: '新增了数字经济核心产业增加值与新能源汽车产量等指标，人口一章首次按新口径公布城镇化率。',
  中国统计年鉴2023: '卷首的统计图解直观呈现三年来居民收入与消费的变化，附录说明了主要指标的口径调整。',
  中国教育年鉴2023: '收录了“双减”政策落实一年来的各地经验、重要会议讲话与年度教育大事记。',
  中国教育统计年鉴2023: '分学段列出学校、教师与在校生数，民办教育和特殊教育的表格细到省一级。',
  中国出版年鉴2024: '除图书、期刊、音像出版的年度数据外，还有数字出版、版权贸易与实体书店的专题综述。',
  中国图书馆年鉴2023: '各省公共图书馆的年度报告与全民阅读活动纪要并收，附全国图书馆界大事记。',
  中国文化文物和旅游统计年鉴2024: '博物馆、艺术表演团体与旅行社的经营数据按省列出，另有入境旅游的客源地统计。',
  中国科技统计年鉴2024: '研发经费、专利与高新技术产业的数据按行业和地区交叉列示，便于比较。',
  中国农村统计年鉴2024: '粮食播种面积、主要农产品产量和农村居民收支逐省逐项列出，附农业机械化指标。',
  中国卫生健康统计年鉴2023: '医疗机构、卫生人员、床位与居民健康状况的数据，另有妇幼保健和疾病监测专表。',
  中国城市统计年鉴2024: '近三百个地级以上城市的人口、经济与基础设施指标可横向比较，市辖区数据单独成表。',
  中国新闻年鉴2024: '记录了一年来的重大新闻报道、媒体融合案例和新闻奖获奖作品目录。',
  北京统计年鉴2024: '十六个区的分区数据和中关村示范区的专门统计是本卷查阅最多的部分。',
  上海统计年鉴2024: '浦东新区与临港新片区的经济指标单独列示，口岸贸易和金融市场的数据尤为完整。',
  广东统计年鉴2024: '珠三角九市与粤东西北的对比数据清楚，外贸进出口按商品和国别分列。',
  浙江统计年鉴2024: '县域经济与民营企业的统计细致，山区二十六县的发展指标有专章。',
  江苏统计年鉴2024: '十三个设区市的数据并列，制造业分行业产值与开发区统计篇幅最大。',
  湖北统计年鉴2023: '长江经济带与汉江流域各市州的数据并列，附疫后经济恢复的对比分析。',
  四川统计年鉴2023: '成渝地区双城经济圈的指标单独成章，民族地区的人口与教育数据逐县列出。',
  陕西统计年鉴2023: '能源化工产业与关中、陕北、陕南三大区域的对比数据是本卷特色。',
};

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
      summary: `《${y.title}》由${y.editor}编，${y.publisher}出版，收录${y.region}${y.year - 1}年的资料。${YEARBOOK_NOTES[y.title] ?? ''}`,
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
