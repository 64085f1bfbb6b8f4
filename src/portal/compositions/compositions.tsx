import { COMPOSITION_GRADES, COMPOSITION_HOT_PATH, compositionResource } from '../../resources/compositions';
import { declaredChips, labelOptions } from '../area/filterOptions';
import { AreaDetailPage } from '../area/AreaDetailPage';
import { AreaListPage } from '../area/AreaListPage';
import { HotStrip } from '../area/HotStrip';
import type { AreaConfig } from '../area/types';
import { declaredArea } from '../area/detailRoute';

/** 作文: students' compositions by 年级, 文体 and year, each with its teacher's comment. */
export const compositionArea: AreaConfig = {
  ...declaredArea(compositionResource),
  searchPlaceholder: '作文题目、学生姓名或学校',
  layout: 'rows',
  titleField: 'title',
  tagField: 'compositionType',
  listFields: ['author', 'school', 'grade', 'year', 'wordCount'],
  filters: [
    ...declaredChips(compositionResource, 'grade', 'compositionType'),
    { kind: 'year', field: 'year', label: '年份', from: 2019 },
    {
      kind: 'chips',
      field: 'minWords',
      label: '字数',
      options: labelOptions({ 200: '200字以上', 300: '300字以上', 400: '400字以上' }),
    },
  ],
  render: { year: (v) => `${v}年`, wordCount: (v) => `${v}字` },
  detailFields: ['author', 'school', 'grade', 'compositionType', 'year', 'wordCount', 'teacher', 'award', 'views'],
  sections: [
    { field: 'content', style: 'paragraphs' },
    { field: 'teacherComment', style: 'paragraphs' },
  ],
};

export function CompositionListPage() {
  return (
    <AreaListPage
      config={compositionArea}
      intro={
        <HotStrip
          path={COMPOSITION_HOT_PATH}
          title="热门作文"
          testId="hot-compositions"
          to={(r) => `/composition/${r.id}`}
          label={(r) => String(r.title)}
          meta={(r) => [`${r.author} · ${COMPOSITION_GRADES[r.grade] ?? ''}`, String(r.school), `阅读 ${r.views}`]}
        />
      }
    />
  );
}

export function CompositionDetailPage() {
  return <AreaDetailPage config={compositionArea} />;
}
