ALTER TABLE "writer_profile" ADD COLUMN "hometown" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD COLUMN "genres" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD COLUMN "honors" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_profile" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "file_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "duration" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "writer_video" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written (creators)
-- Menus for databases seeded before this migration (a fresh database is empty here and gets them
-- from the seed): the writer's 作家信息 / 作家视频, and under 平台管理 教师工作室 (five screens),
-- 作家管理 and 作家视频管理. Each statement inserts only what is missing.
INSERT INTO "menu" ("parent_id", "scope", "name", "path", "icon", "menu_type", "perms", "subject", "action", "sort")
SELECT NULL, 'person', v.name, v.path, v.icon, 'C', v.perms, 'Writer', 'read', v.sort
FROM (VALUES ('作家信息', '/admin/writerProfiles', 'UserOutlined', 'writer:profile', 90), ('作家视频', '/admin/writerVideos', 'VideoCameraOutlined', 'writer:video', 91)) AS v(name, path, icon, perms, sort)
WHERE EXISTS (SELECT 1 FROM "menu" WHERE "perms" = 'platform:manage') AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."perms" = v.perms);
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "scope", "name", "path", "icon", "menu_type", "perms", "subject", "action", "sort")
SELECT p."id", 'person', v.name, v.path, v.icon, v.menu_type, v.perms, v.subject, v.action, v.sort
FROM (SELECT "id" FROM "menu" WHERE "perms" = 'platform:manage' LIMIT 1) AS p,
  (VALUES ('教师工作室', '/admin/studios', 'HomeOutlined', 'M', 'platform:studio', NULL, NULL, 90),
          ('作家管理', '/admin/writerProfiles', 'UserOutlined', 'C', 'platform:writer', 'Writer', 'manage', 91),
          ('作家视频管理', '/admin/writerVideos', 'VideoCameraOutlined', 'C', 'platform:writer:video', 'Writer', 'manage', 92)) AS v(name, path, icon, menu_type, perms, subject, action, sort)
WHERE NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."perms" = v.perms);
--> statement-breakpoint
INSERT INTO "menu" ("parent_id", "scope", "name", "path", "icon", "menu_type", "perms", "subject", "action", "sort")
SELECT p."id", 'person', v.name, v.path, NULL, 'C', v.perms, v.subject, 'manage', v.sort
FROM (SELECT "id" FROM "menu" WHERE "perms" = 'platform:studio' LIMIT 1) AS p,
  (VALUES ('工作室列表', '/admin/studios', 'platform:studio:list', 'Studio', 1),
          ('工作室资讯', '/admin/studioInfos', 'platform:studio:info', 'Studio', 2),
          ('工作室资料', '/admin/studioData', 'platform:studio:data', 'StudioData', 3),
          ('工作室视频', '/admin/studioVideos', 'platform:studio:video', 'Studio', 4),
          ('工作室成员', '/admin/studioMembers', 'platform:studio:member', 'StudioMember', 5)) AS v(name, path, perms, subject, sort)
WHERE NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."perms" = v.perms);
--> statement-breakpoint
INSERT INTO "role_key_menu" ("role_key", "menu_id")
SELECT k.role_key, m."id"
FROM "menu" m
JOIN (VALUES ('writer:profile', 'foreWriter'), ('writer:video', 'foreWriter'), ('platform:studio', 'foreWebAdmin'), ('platform:studio:list', 'foreWebAdmin'),
             ('platform:studio:info', 'foreWebAdmin'), ('platform:studio:data', 'foreWebAdmin'), ('platform:studio:video', 'foreWebAdmin'),
             ('platform:studio:member', 'foreWebAdmin'), ('platform:writer', 'foreWebAdmin'), ('platform:writer:video', 'foreWebAdmin')) AS k(perms, role_key) ON k.perms = m."perms"
WHERE NOT EXISTS (SELECT 1 FROM "role_key_menu" r WHERE r."role_key" = k.role_key AND r."menu_id" = m."id");
