import { describe, expect, it } from 'vitest';
import { compositionResource } from '../../resources/compositions';
import { famousTeacherResource } from '../../resources/famousTeachers';
import { studyPlaceResource } from '../../resources/studyPlaces';
import { declaredArea } from './detailRoute';
import { declaredChips } from './filterOptions';

// The area configs read their heading, routes, noun and chips from the declarations; these pin
// what they read, so a config that stops stating them shows the same page.
describe('declaredArea', () => {
  it('takes the heading and list route from the area, the noun from the type, the detail route from the reader item', () => {
    const area = declaredArea(famousTeacherResource);
    expect({ ...area, detailPath: area.detailPath?.({ id: 7 }) }).toEqual({
      resource: 'famousTeachers',
      title: '名师风采',
      listPath: '/famousTeacher',
      detailPath: '/famousTeacher/7',
      noun: '名师',
    });
  });

  it('refuses a resource whose content type has no area with detail pages', () => {
    expect(() => declaredArea({ name: 'menus' })).toThrow('menus: its content type declares no area with detail pages');
    expect(() => declaredArea({ name: 'industryNews', contentType: 'industryNews' })).toThrow('industryNews: its content type declares no area with detail pages');
  });
});

describe('declaredChips', () => {
  it('labels the chips as the field is labelled and offers its label table in order', () => {
    const [grade, type] = declaredChips(compositionResource, 'grade', 'compositionType');
    expect(grade).toMatchObject({ kind: 'chips', field: 'grade', label: '年级' });
    expect(grade.kind === 'chips' && grade.options.map((o) => o.label)).toEqual(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三']);
    expect(type).toMatchObject({ field: 'compositionType', label: '作文类型', options: expect.arrayContaining([{ value: '2', label: '议论文' }]) });
  });

  it('keeps a boolean field’s values as the filter sends them', () => {
    expect(declaredChips(studyPlaceResource, 'isFree')).toEqual([{ kind: 'chips', field: 'isFree', label: '门票', options: [{ value: 'true', label: '免费开放' }, { value: 'false', label: '收费' }] }]);
  });

  it('refuses a field without a label table', () => {
    expect(() => declaredChips(compositionResource, 'school')).toThrow('compositions.school: declares no labels to filter by');
  });
});
