import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../access/policy';
import { resourceList } from '../resources';
import type { RefKind } from '../resources/define';
import { REF_SOURCES, refSubject } from './refSources';

// A list's filter by a reference (期刊, 期次, 所属工作室 …) is offered to a member who may update the
// records it names: the subject comes from the resource the picker reads, not a table of its own.
describe('the subject of each reference kind', () => {
  it('every reference a declaration uses has a declared source, with a known subject', () => {
    const used = new Set(resourceList.flatMap((r) => Object.values(r.fields).flatMap((f) => (f.ref ? [f.ref] : []))));
    expect(used.size).toBeGreaterThan(15);
    for (const kind of used) {
      expect(REF_SOURCES[kind], kind).toBeDefined();
      expect([...SUBJECTS, 'Content'], kind).toContain(refSubject(kind));
    }
  });

  it('is the subject of the records the picker lists', () => {
    const expected: Record<RefKind, string> = {
      menu: 'Menu', journal: 'Journal', period: 'Period', column: 'Column', orgRole: 'OrgRole', dept: 'Dept', newspaper: 'Content',
      famousTeacher: 'FamousTeacher', headmaster: 'Headmaster', studio: 'Studio', photoType: 'Photo', photoActivity: 'Content',
      photoCourse: 'PhotoCourse', photoChapter: 'PhotoCourse', calligrapher: 'Content', famousSchool: 'Content', universityActivity: 'Content',
      writer: 'Writer', teachingUnit: 'TeachingResource', teachingNode: 'TeachingType', school: 'Content', topic: 'Content', topicSection: 'Content',
      readerItem: 'Content', dictType: 'Content',
    };
    for (const kind of Object.keys(expected) as RefKind[]) expect(refSubject(kind), kind).toBe(expected[kind]);
  });
});
