/** Classical works (古籍) with a short excerpt of the original text, and local histories (方志). */
export interface AncientSeed {
  title: string;
  author: string;
  dynasty: string;
  category: '经' | '史' | '子' | '集';
  edition: string;
  volumes: string;
  summary: string;
  content: string;
}

export const ANCIENT_SEEDS: AncientSeed[] = [
  { title: '论语', author: '孔子弟子及再传弟子', dynasty: '春秋', category: '经', edition: '清阮元校刻《十三经注疏》本', volumes: '二十篇', summary: '儒家经典，记录孔子及其弟子的言行，集中体现了孔子的政治主张、伦理思想与教育原则。', content: '子曰：学而时习之，不亦说乎？有朋自远方来，不亦乐乎？人不知而不愠，不亦君子乎？' },
  { title: '孟子', author: '孟轲', dynasty: '战国', category: '经', edition: '宋刻本影印', volumes: '七篇十四卷', summary: '记载孟子言行与思想，提出仁政、性善等学说，为儒家重要经典。', content: '孟子见梁惠王。王曰：叟不远千里而来，亦将有以利吾国乎？孟子对曰：王何必曰利？亦有仁义而已矣。' },
  { title: '大学', author: '曾子（相传）', dynasty: '春秋', category: '经', edition: '宋朱熹《四书章句集注》本', volumes: '一卷', summary: '原为《礼记》中的一篇，宋代列为四书之首，阐述修身、齐家、治国、平天下的道理。', content: '大学之道，在明明德，在亲民，在止于至善。知止而后有定，定而后能静，静而后能安，安而后能虑，虑而后能得。' },
  { title: '中庸', author: '子思（相传）', dynasty: '战国', category: '经', edition: '宋朱熹《四书章句集注》本', volumes: '一卷', summary: '原为《礼记》中的一篇，论述中和之道与诚的学说，为四书之一。', content: '天命之谓性，率性之谓道，修道之谓教。道也者，不可须臾离也，可离非道也。' },
  { title: '诗经', author: '佚名', dynasty: '西周至春秋', category: '经', edition: '四部丛刊本', volumes: '三百零五篇', summary: '中国最早的诗歌总集，分风、雅、颂三部分，反映了周代社会生活的方方面面。', content: '关关雎鸠，在河之洲。窈窕淑女，君子好逑。参差荇菜，左右流之。窈窕淑女，寤寐求之。' },
  { title: '周易', author: '佚名', dynasty: '西周', category: '经', edition: '清阮元校刻《十三经注疏》本', volumes: '十卷', summary: '群经之首，以卦爻符号与文辞阐述变化之道，对中国哲学影响深远。', content: '天行健，君子以自强不息。地势坤，君子以厚德载物。' },
  { title: '礼记', author: '戴圣 辑', dynasty: '西汉', category: '经', edition: '清阮元校刻《十三经注疏》本', volumes: '四十九篇', summary: '儒家礼学文献汇编，记述先秦礼制与礼义，兼及政治、教育与伦理。', content: '大道之行也，天下为公，选贤与能，讲信修睦。故人不独亲其亲，不独子其子。' },
  { title: '左传', author: '左丘明（相传）', dynasty: '春秋', category: '经', edition: '清阮元校刻《十三经注疏》本', volumes: '三十卷', summary: '编年体史书，以翔实的叙事解说《春秋》，文学与史学价值俱高。', content: '初，郑武公娶于申，曰武姜，生庄公及共叔段。庄公寤生，惊姜氏，故名曰寤生，遂恶之。' },
  { title: '说文解字', author: '许慎', dynasty: '东汉', category: '经', edition: '清陈昌治刻本', volumes: '十五卷', summary: '中国第一部系统分析字形、考究字源的字典，首创部首编排法。', content: '一，惟初太始，道立于一，造分天地，化成万物。凡一之属皆从一。' },
  { title: '史记', author: '司马迁', dynasty: '西汉', category: '史', edition: '中华书局点校本', volumes: '一百三十卷', summary: '中国第一部纪传体通史，记载上自黄帝下至汉武帝约三千年的历史。', content: '项籍者，下相人也，字羽。初起时，年二十四。其季父项梁，梁父即楚将项燕，为秦将王翦所戮者也。' },
  { title: '汉书', author: '班固', dynasty: '东汉', category: '史', edition: '中华书局点校本', volumes: '一百卷', summary: '中国第一部纪传体断代史，记述西汉一朝二百余年的历史。', content: '高祖，沛丰邑中阳里人也，姓刘氏。母媪尝息大泽之陂，梦与神遇。' },
  { title: '三国志', author: '陈寿', dynasty: '西晋', category: '史', edition: '中华书局点校本', volumes: '六十五卷', summary: '记载魏、蜀、吴三国历史的纪传体断代史，叙事简洁精当。', content: '太祖武皇帝，沛国谯人也，姓曹，讳操，字孟德，汉相国参之后。' },
  { title: '资治通鉴', author: '司马光', dynasty: '北宋', category: '史', edition: '清胡克家覆元刻本', volumes: '二百九十四卷', summary: '编年体通史巨著，记载自战国至五代共一千三百六十二年的历史，意在鉴往知来。', content: '威烈王二十三年，初命晋大夫魏斯、赵籍、韩虔为诸侯。' },
  { title: '战国策', author: '刘向 编订', dynasty: '西汉', category: '史', edition: '士礼居丛书本', volumes: '三十三卷', summary: '记载战国时期谋臣策士游说诸侯的言辞与活动，文辞雄辩。', content: '邹忌修八尺有余，而形貌昳丽。朝服衣冠，窥镜，谓其妻曰：我孰与城北徐公美？' },
  { title: '水经注', author: '郦道元', dynasty: '北魏', category: '史', edition: '清武英殿聚珍版', volumes: '四十卷', summary: '以《水经》为纲详加注释，记述一千余条河流及沿岸地理、历史与风俗。', content: '自三峡七百里中，两岸连山，略无阙处。重岩叠嶂，隐天蔽日，自非亭午夜分，不见曦月。' },
  { title: '道德经', author: '老子', dynasty: '春秋', category: '子', edition: '明正统《道藏》本', volumes: '八十一章', summary: '道家学派的奠基之作，以道为核心阐述宇宙本原与治国修身之理。', content: '道可道，非常道；名可名，非常名。无名天地之始，有名万物之母。' },
  { title: '庄子', author: '庄周', dynasty: '战国', category: '子', edition: '清郭庆藩《庄子集释》本', volumes: '三十三篇', summary: '道家经典，想象奇特，寓言丰富，主张逍遥无待与齐物之论。', content: '北冥有鱼，其名为鲲。鲲之大，不知其几千里也。化而为鸟，其名为鹏。' },
  { title: '孙子兵法', author: '孙武', dynasty: '春秋', category: '子', edition: '宋刻《武经七书》本', volumes: '十三篇', summary: '中国现存最早的兵书，系统论述战略战术，被誉为兵学圣典。', content: '孙子曰：兵者，国之大事，死生之地，存亡之道，不可不察也。' },
  { title: '荀子', author: '荀况', dynasty: '战国', category: '子', edition: '清王先谦《荀子集解》本', volumes: '三十二篇', summary: '荀子及其门人的著作，主张性恶论与隆礼重法，重视后天学习。', content: '君子曰：学不可以已。青，取之于蓝，而青于蓝；冰，水为之，而寒于水。' },
  { title: '韩非子', author: '韩非', dynasty: '战国', category: '子', edition: '清王先慎《韩非子集解》本', volumes: '五十五篇', summary: '法家集大成之作，综合法、术、势思想，寓言故事广为流传。', content: '宋人有耕者，田中有株，兔走触株，折颈而死，因释其耒而守株，冀复得兔。' },
  { title: '墨子', author: '墨翟及其弟子', dynasty: '战国', category: '子', edition: '清孙诒让《墨子间诂》本', volumes: '五十三篇', summary: '墨家学派著作汇编，提出兼爱、非攻、尚贤等主张，兼及逻辑与科技。', content: '天下兼相爱则治，交相恶则乱。故子墨子曰不可以不劝爱人者，此也。' },
  { title: '世说新语', author: '刘义庆', dynasty: '南朝宋', category: '子', edition: '明嘉靖袁褧嘉趣堂刻本', volumes: '三卷', summary: '志人小说集，记载汉末至东晋名士的言行轶事，语言隽永。', content: '王子猷居山阴，夜大雪，眠觉，开室，命酌酒，四望皎然。' },
  { title: '梦溪笔谈', author: '沈括', dynasty: '北宋', category: '子', edition: '元大德刻本影印', volumes: '二十六卷', summary: '笔记体著作，涉及天文、数学、地理、医药与工艺，记载了毕昇活字印刷术。', content: '庆历中，有布衣毕昇，又为活板。其法用胶泥刻字，薄如钱唇，每字为一印，火烧令坚。' },
  { title: '天工开物', author: '宋应星', dynasty: '明', category: '子', edition: '明崇祯十年涂绍煃刻本', volumes: '三卷', summary: '综合性科技著作，系统记录了明代农业与手工业的生产技术。', content: '天覆地载，物数号万，而事亦因之，曲成而不遗，岂人力也哉？' },
  { title: '楚辞', author: '屈原等', dynasty: '战国', category: '集', edition: '宋洪兴祖《楚辞补注》本', volumes: '十七卷', summary: '以屈原作品为主体的诗歌总集，开创了浪漫主义诗歌传统。', content: '帝高阳之苗裔兮，朕皇考曰伯庸。摄提贞于孟陬兮，惟庚寅吾以降。' },
  { title: '文心雕龙', author: '刘勰', dynasty: '南朝梁', category: '集', edition: '清黄叔琳辑注本', volumes: '十卷五十篇', summary: '中国第一部体系完整的文学理论专著，论述文学本原、文体与创作。', content: '文之为德也大矣，与天地并生者何哉？夫玄黄色杂，方圆体分。' },
  { title: '李太白集', author: '李白', dynasty: '唐', category: '集', edition: '清王琦注本', volumes: '三十卷', summary: '唐代诗人李白的诗文别集，诗风豪放飘逸，想象瑰丽。', content: '君不见黄河之水天上来，奔流到海不复回。君不见高堂明镜悲白发，朝如青丝暮成雪。' },
  { title: '杜工部集', author: '杜甫', dynasty: '唐', category: '集', edition: '清仇兆鳌《杜诗详注》本', volumes: '二十卷', summary: '唐代诗人杜甫的诗文别集，深刻反映社会现实，被誉为诗史。', content: '国破山河在，城春草木深。感时花溅泪，恨别鸟惊心。' },
  { title: '东坡乐府', author: '苏轼', dynasty: '北宋', category: '集', edition: '元延祐刻本影印', volumes: '二卷', summary: '苏轼词集，开豪放一派，题材广阔，意境开阔。', content: '明月几时有？把酒问青天。不知天上宫阙，今夕是何年。' },
  // Two texts kept in traditional characters, as old editions are: search folds them, so 长安 finds 長安.
  { title: '三輔黃圖', author: '佚名', dynasty: '六朝', category: '史', edition: '清畢沅校正本', volumes: '六卷', summary: '記載秦漢時期長安城的宮殿、苑囿、城池與陵廟，是研究漢長安城最重要的古地理書。', content: '長安城，漢之故都。高祖七年，方修長樂宮，成，自櫟陽徙居此城。蕭何營未央宮，立東闕、北闕、前殿、武庫、太倉。' },
  { title: '盧照鄰集', author: '盧照鄰', dynasty: '唐', category: '集', edition: '明嘉靖刻本', volumes: '七卷', summary: '初唐四傑之一盧照鄰的詩文集，《長安古意》鋪寫帝京繁華，為七言歌行名篇。', content: '長安大道連狹斜，青牛白馬七香車。玉輦縱橫過主第，金鞭絡繹向侯家。龍銜寶蓋承朝日，鳳吐流蘇帶晚霞。' },
];

export interface LocalHistorySeed {
  type: 1 | 2 | 3;
  title: string;
  compiler: string;
  provinceId: number;
  region: string;
  publishYear: number;
  publisher: string;
}

/** Type 1 新编地方志, 2 旧方志, 3 土地志 — ten of each. */
export const LOCAL_HISTORY_SEEDS: LocalHistorySeed[] = [
  { type: 1, title: '北京志·文化卷', compiler: '北京市地方志编纂委员会', provinceId: 110000, region: '北京市', publishYear: 2015, publisher: '北京出版社' },
  { type: 1, title: '上海市志·出版卷', compiler: '上海市地方志编纂委员会', provinceId: 310000, region: '上海市', publishYear: 2018, publisher: '上海人民出版社' },
  { type: 1, title: '杭州市志', compiler: '杭州市地方志编纂委员会', provinceId: 330000, region: '浙江省杭州市', publishYear: 2012, publisher: '中华书局' },
  { type: 1, title: '广州市志·教育卷', compiler: '广州市地方志编纂委员会', provinceId: 440000, region: '广东省广州市', publishYear: 2016, publisher: '广州出版社' },
  { type: 1, title: '武汉市志·科学技术卷', compiler: '武汉市地方志编纂委员会', provinceId: 420000, region: '湖北省武汉市', publishYear: 2019, publisher: '武汉出版社' },
  { type: 1, title: '成都市志·文化艺术志', compiler: '成都市地方志编纂委员会', provinceId: 510000, region: '四川省成都市', publishYear: 2011, publisher: '方志出版社' },
  { type: 1, title: '西安市志·文物卷', compiler: '西安市地方志编纂委员会', provinceId: 610000, region: '陕西省西安市', publishYear: 2014, publisher: '西安出版社' },
  { type: 1, title: '南京市志·图书馆事业', compiler: '南京市地方志编纂委员会', provinceId: 320000, region: '江苏省南京市', publishYear: 2020, publisher: '方志出版社' },
  { type: 1, title: '苏州市志', compiler: '苏州市地方志编纂委员会', provinceId: 320000, region: '江苏省苏州市', publishYear: 2014, publisher: '江苏凤凰科学技术出版社' },
  { type: 1, title: '昆明市志·民族卷', compiler: '昆明市地方志编纂委员会', provinceId: 530000, region: '云南省昆明市', publishYear: 2017, publisher: '云南人民出版社' },
  { type: 2, title: '（乾隆）杭州府志', compiler: '郑沄 修；邵晋涵 纂', provinceId: 330000, region: '浙江省杭州府', publishYear: 1784, publisher: '清乾隆刻本' },
  { type: 2, title: '（光绪）顺天府志', compiler: '周家楣、缪荃孙 等纂', provinceId: 110000, region: '顺天府', publishYear: 1886, publisher: '清光绪刻本' },
  { type: 2, title: '（嘉庆）松江府志', compiler: '宋如林 修；孙星衍 纂', provinceId: 310000, region: '江苏省松江府', publishYear: 1817, publisher: '清嘉庆刻本' },
  { type: 2, title: '（同治）苏州府志', compiler: '李铭皖 修；冯桂芬 纂', provinceId: 320000, region: '江苏省苏州府', publishYear: 1883, publisher: '清光绪刻本' },
  { type: 2, title: '（道光）广东通志', compiler: '阮元 修；陈昌齐 等纂', provinceId: 440000, region: '广东省', publishYear: 1822, publisher: '清道光刻本' },
  { type: 2, title: '（万历）绍兴府志', compiler: '萧良幹 修；张元忭 纂', provinceId: 330000, region: '浙江省绍兴府', publishYear: 1587, publisher: '明万历刻本' },
  { type: 2, title: '（嘉靖）宁波府志', compiler: '周希哲 修；张时彻 纂', provinceId: 330000, region: '浙江省宁波府', publishYear: 1560, publisher: '明嘉靖刻本' },
  { type: 2, title: '（康熙）湖广通志', compiler: '徐国相 修；宫梦仁 纂', provinceId: 420000, region: '湖广', publishYear: 1684, publisher: '清康熙刻本' },
  { type: 2, title: '（雍正）陕西通志', compiler: '刘於义 修；沈青崖 纂', provinceId: 610000, region: '陕西省', publishYear: 1735, publisher: '清雍正刻本' },
  { type: 2, title: '（民国）成都县志', compiler: '成都县志编纂处', provinceId: 510000, region: '四川省成都县', publishYear: 1929, publisher: '民国铅印本' },
  { type: 3, title: '江苏省土地志', compiler: '江苏省自然资源厅', provinceId: 320000, region: '江苏省', publishYear: 2019, publisher: '方志出版社' },
  { type: 3, title: '浙江省土地志', compiler: '浙江省自然资源厅', provinceId: 330000, region: '浙江省', publishYear: 2016, publisher: '浙江人民出版社' },
  { type: 3, title: '广东省土地志', compiler: '广东省自然资源厅', provinceId: 440000, region: '广东省', publishYear: 2018, publisher: '广东人民出版社' },
  { type: 3, title: '湖北省土地志', compiler: '湖北省自然资源厅', provinceId: 420000, region: '湖北省', publishYear: 2015, publisher: '湖北人民出版社' },
  { type: 3, title: '四川省土地志', compiler: '四川省自然资源厅', provinceId: 510000, region: '四川省', publishYear: 2020, publisher: '四川人民出版社' },
  { type: 3, title: '北京市土地志', compiler: '北京市规划和自然资源委员会', provinceId: 110000, region: '北京市', publishYear: 2013, publisher: '北京出版社' },
  { type: 3, title: '上海市土地志', compiler: '上海市规划和自然资源局', provinceId: 310000, region: '上海市', publishYear: 2017, publisher: '上海社会科学院出版社' },
  { type: 3, title: '陕西省土地志', compiler: '陕西省自然资源厅', provinceId: 610000, region: '陕西省', publishYear: 2014, publisher: '陕西人民出版社' },
  { type: 3, title: '云南省土地志', compiler: '云南省自然资源厅', provinceId: 530000, region: '云南省', publishYear: 2021, publisher: '云南人民出版社' },
  { type: 3, title: '山东省土地志', compiler: '山东省自然资源厅', provinceId: 370000, region: '山东省', publishYear: 2012, publisher: '山东人民出版社' },
];
