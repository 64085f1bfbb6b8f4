/**
 * Texts read aloud in the demo recitations (朗诵), one per recording in server/media/audio
 * (`slug`.ogg, spoken by espeak-ng's Mandarin or English voice; `duration` is the file's length in
 * whole seconds). Classical texts are public-domain; the modern ones are short excerpts.
 */
export interface RecitationSeed {
  slug: string;
  title: string;
  textAuthor: string;
  dynasty: string;
  category: 'A' | 'B' | 'C' | 'D';
  subcode: string;
  content: string;
  duration: number;
}

export const RECITATION_SEEDS: RecitationSeed[] = [
  { slug: 'guanju', title: '关雎', textAuthor: '佚名', dynasty: '先秦', category: 'A', subcode: 'A1', content: '关关雎鸠，在河之洲。窈窕淑女，君子好逑。\n参差荇菜，左右流之。窈窕淑女，寤寐求之。', duration: 23 },
  { slug: 'jianjia', title: '蒹葭', textAuthor: '佚名', dynasty: '先秦', category: 'A', subcode: 'A1', content: '蒹葭苍苍，白露为霜。所谓伊人，在水一方。\n溯洄从之，道阻且长。溯游从之，宛在水中央。', duration: 23 },
  { slug: 'jingyesi', title: '静夜思', textAuthor: '李白', dynasty: '唐', category: 'A', subcode: 'A2', content: '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。', duration: 14 },
  { slug: 'chunxiao', title: '春晓', textAuthor: '孟浩然', dynasty: '唐', category: 'A', subcode: 'A2', content: '春眠不觉晓，处处闻啼鸟。\n夜来风雨声，花落知多少。', duration: 16 },
  { slug: 'dengguanquelou', title: '登鹳雀楼', textAuthor: '王之涣', dynasty: '唐', category: 'A', subcode: 'A2', content: '白日依山尽，黄河入海流。\n欲穷千里目，更上一层楼。', duration: 16 },
  { slug: 'chunwang', title: '春望', textAuthor: '杜甫', dynasty: '唐', category: 'A', subcode: 'A2', content: '国破山河在，城春草木深。感时花溅泪，恨别鸟惊心。\n烽火连三月，家书抵万金。白头搔更短，浑欲不胜簪。', duration: 26 },
  { slug: 'shuidiaogetou', title: '水调歌头·明月几时有', textAuthor: '苏轼', dynasty: '宋', category: 'A', subcode: 'A3', content: '明月几时有？把酒问青天。不知天上宫阙，今夕是何年。\n但愿人长久，千里共婵娟。', duration: 23 },
  { slug: 'rumengling', title: '如梦令·常记溪亭日暮', textAuthor: '李清照', dynasty: '宋', category: 'A', subcode: 'A3', content: '常记溪亭日暮，沉醉不知归路。兴尽晚回舟，误入藕花深处。\n争渡，争渡，惊起一滩鸥鹭。', duration: 23 },
  { slug: 'tianjingsha', title: '天净沙·秋思', textAuthor: '马致远', dynasty: '元', category: 'A', subcode: 'A4', content: '枯藤老树昏鸦，小桥流水人家，古道西风瘦马。\n夕阳西下，断肠人在天涯。', duration: 21 },
  { slug: 'jihai', title: '己亥杂诗（其五）', textAuthor: '龚自珍', dynasty: '清', category: 'A', subcode: 'A4', content: '浩荡离愁白日斜，吟鞭东指即天涯。\n落红不是无情物，化作春泥更护花。', duration: 20 },
  { slug: 'lunyu', title: '《论语》十二章（选）', textAuthor: '孔子及其弟子', dynasty: '春秋', category: 'B', subcode: 'B1', content: '子曰：“学而时习之，不亦说乎？有朋自远方来，不亦乐乎？人不知而不愠，不亦君子乎？”\n子曰：“温故而知新，可以为师矣。”', duration: 32 },
  { slug: 'xiaoyaoyou', title: '逍遥游（节选）', textAuthor: '庄子', dynasty: '战国', category: 'B', subcode: 'B1', content: '北冥有鱼，其名为鲲。鲲之大，不知其几千里也。化而为鸟，其名为鹏。鹏之背，不知其几千里也；怒而飞，其翼若垂天之云。', duration: 29 },
  { slug: 'chenshe', title: '陈涉世家（节选）', textAuthor: '司马迁', dynasty: '汉', category: 'B', subcode: 'B2', content: '陈涉少时，尝与人佣耕，辍耕之垄上，怅恨久之，曰：“苟富贵，无相忘。”佣者笑而应曰：“若为佣耕，何富贵也？”陈涉太息曰：“嗟乎！燕雀安知鸿鹄之志哉！”', duration: 35 },
  { slug: 'ailianshuo', title: '爱莲说', textAuthor: '周敦颐', dynasty: '宋', category: 'B', subcode: 'B3', content: '水陆草木之花，可爱者甚蕃。晋陶渊明独爱菊。自李唐来，世人甚爱牡丹。\n予独爱莲之出淤泥而不染，濯清涟而不妖。', duration: 24 },
  { slug: 'loushiming', title: '陋室铭', textAuthor: '刘禹锡', dynasty: '唐', category: 'B', subcode: 'B3', content: '山不在高，有仙则名。水不在深，有龙则灵。斯是陋室，惟吾德馨。\n苔痕上阶绿，草色入帘青。谈笑有鸿儒，往来无白丁。', duration: 28 },
  { slug: 'yueyanglouji', title: '岳阳楼记（节选）', textAuthor: '范仲淹', dynasty: '宋', category: 'B', subcode: 'B3', content: '不以物喜，不以己悲；居庙堂之高则忧其民，处江湖之远则忧其君。\n先天下之忧而忧，后天下之乐而乐乎！', duration: 26 },
  { slug: 'xiangchou', title: '乡愁', textAuthor: '余光中', dynasty: '现代', category: 'C', subcode: 'C1', content: '小时候，乡愁是一枚小小的邮票，我在这头，母亲在那头。\n长大后，乡愁是一张窄窄的船票，我在这头，新娘在那头。', duration: 27 },
  { slug: 'zaibiekangqiao', title: '再别康桥（节选）', textAuthor: '徐志摩', dynasty: '现代', category: 'C', subcode: 'C1', content: '轻轻的我走了，正如我轻轻的来；\n我轻轻的招手，作别西天的云彩。', duration: 20 },
  { slug: 'chun', title: '春（节选）', textAuthor: '朱自清', dynasty: '现代', category: 'C', subcode: 'C2', content: '盼望着，盼望着，东风来了，春天的脚步近了。\n一切都像刚睡醒的样子，欣欣然张开了眼。山朗润起来了，水涨起来了，太阳的脸红起来了。', duration: 34 },
  { slug: 'shaonianzhongguo', title: '少年中国说（节选）', textAuthor: '梁启超', dynasty: '近代', category: 'C', subcode: 'C3', content: '故今日之责任，不在他人，而全在我少年。少年智则国智，少年富则国富，少年强则国强，少年独立则国独立，少年自由则国自由，少年进步则国进步。', duration: 33 },
  { slug: 'road-not-taken', title: 'The Road Not Taken', textAuthor: 'Robert Frost', dynasty: '美国', category: 'D', subcode: 'D1', content: 'Two roads diverged in a yellow wood,\nAnd sorry I could not travel both\nAnd be one traveler, long I stood.', duration: 13 },
  { slug: 'daffodils', title: 'I Wandered Lonely as a Cloud', textAuthor: 'William Wordsworth', dynasty: '英国', category: 'D', subcode: 'D1', content: 'I wandered lonely as a cloud\nThat floats on high o\'er vales and hills,\nWhen all at once I saw a crowd,\nA host, of golden daffodils.', duration: 15 },
  { slug: 'feiniaoji', title: '飞鸟集（选）', textAuthor: '泰戈尔', dynasty: '印度', category: 'D', subcode: 'D2', content: '夏天的飞鸟，飞到我的窗前唱歌，又飞去了。\n生如夏花之绚烂，死如秋叶之静美。', duration: 23 },
  { slug: 'jiaruoshenghuo', title: '假如生活欺骗了你', textAuthor: '普希金', dynasty: '俄国', category: 'D', subcode: 'D2', content: '假如生活欺骗了你，不要悲伤，不要心急！\n忧郁的日子里须要镇静：相信吧，快乐的日子将会来临。', duration: 27 },
];

/** Who reads them: pupils and students of real-sounding schools, and a few teachers. */
export const RECITERS: Array<{ name: string; school: string }> = [
  { name: '林语桐', school: '北京市海淀区中关村第一小学' },
  { name: '陈思远', school: '上海市实验学校' },
  { name: '周子涵', school: '杭州市学军中学' },
  { name: '王一诺', school: '南京市鼓楼区第一中学' },
  { name: '赵欣怡', school: '成都市石室中学' },
  { name: '孙浩然', school: '武汉市华中师范大学第一附属中学' },
  { name: '李沐阳', school: '西安市铁一中学' },
  { name: '何婉清', school: '广州市执信中学' },
  { name: '杨帆', school: '北京市第八中学' },
  { name: '郭嘉禾', school: '长沙市长郡中学' },
];
