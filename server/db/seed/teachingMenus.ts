/**
 * 基础教育 (issue 14, edubasic). The platform admin's screens of the teaching resources and the
 * catalogue tree; a teacher's own resources (src/access/policy.ts `owner`: the menu names only the
 * public read, the writes come from the policy with its row condition). Existing databases get
 * them from the start-up menu sync (server/db/seed/menuSync.ts). Typed where server/db/seed/access.ts spreads them (MenuSeed).
 */
export const TEACHING_PLATFORM_MENUS = [
  { key: 'teachingResources', name: '教学资源管理', path: '/admin/teachingResources', icon: 'ReadOutlined', menuType: 'C', perms: 'platform:content:teachingResource', subject: 'TeachingResource', action: 'manage' },
  { key: 'teachingTypes', name: '教学目录管理', path: '/admin/teachingTypes', icon: 'ApartmentOutlined', menuType: 'C', perms: 'platform:content:teachingType', subject: 'TeachingType', action: 'manage' },
] as const;

export const TEACHER_TEACHING_MENUS = [
  { key: 'teacherTeachingResources', name: '我的教学资源', path: '/admin/teachingResources', icon: 'ReadOutlined', menuType: 'C', perms: 'teacher:teachingResource', subject: 'TeachingResource', action: 'read', roleKeys: ['foreTeacher'] },
] as const;
