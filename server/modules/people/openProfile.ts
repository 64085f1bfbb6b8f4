import type { Db } from '../../db/client';
import { indexDocs } from '../../search/indexer';
import { publisherProfiles, scholarProfiles, teacherProfiles } from '../../db/schema';
import { SCHOLAR_TITLES } from '../../../src/resources/people';
import { SCHOOL_SUBJECTS } from '../../../src/resources/famousTeachers';
import { PROVINCES } from '../../../src/resources/journals';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
/** The code whose label is exactly `label` (a 职称 or 学科 typed in the application), else null. */
const codeOf = (labels: Readonly<Record<string, string>>, label: string) => {
  const hit = Object.entries(labels).find(([, l]) => l === label);
  return hit ? Number(hit[0]) : null;
};
/** The province an address starts with (北京市…, 广东省…, 广西壮族自治区…), else null. */
function provinceOf(address: string): number | null {
  return PROVINCES.find((p) => address.startsWith(p.label))?.value ?? null;
}

/**
 * An approved scholar, publisher or teacher gets their directory profile in the approval's
 * transaction, filled from what the application collected (one per holder: a second approval
 * leaves the first profile as it is). The codes the form does not ask for stay empty until the
 * holder fills them in from the admin.
 */
export async function openDirectoryProfile(tx: Db, kind: string, memberId: number, form: Record<string, unknown>): Promise<void> {
  if (kind === 'scholar') {
    const opened = await tx
      .insert(scholarProfiles)
      .values({
        ownerId: memberId,
        name: text(form.realName, 30),
        institution: text(form.institution, 100),
        title: codeOf(SCHOLAR_TITLES, text(form.title, 30)),
        researchField: text(form.researchField, 100),
        intro: text(form.intro, 5000) || null,
      })
      .onConflictDoNothing()
      .returning({ id: scholarProfiles.id });
    await indexDocs(tx, 'scholar', opened.map((r) => r.id));
  } else if (kind === 'publisher') {
    const address = text(form.address, 200);
    const opened = await tx
      .insert(publisherProfiles)
      .values({
        ownerId: memberId,
        name: text(form.publisherName, 100),
        licenseNo: text(form.licenseNo, 30) || null,
        address: address || null,
        provinceId: provinceOf(address),
        intro: text(form.intro, 5000) || null,
      })
      .onConflictDoNothing()
      .returning({ id: publisherProfiles.id });
    await indexDocs(tx, 'publisher', opened.map((r) => r.id));
  } else if (kind === 'teacher') {
    const opened = await tx
      .insert(teacherProfiles)
      .values({
        ownerId: memberId,
        name: text(form.realName, 30),
        school: text(form.school, 100),
        subjectType: codeOf(SCHOOL_SUBJECTS, text(form.subject, 30)),
        intro: text(form.intro, 5000) || null,
      })
      .onConflictDoNothing()
      .returning({ id: teacherProfiles.id });
    await indexDocs(tx, 'teacher', opened.map((r) => r.id));
  }
}
