CREATE TABLE "dict_type" (
	"dict_id" serial PRIMARY KEY NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_period" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "journal" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_type_type" ON "dict_type" USING btree ("dict_type");--> statement-breakpoint
-- hand-written (framework)
-- An existing database has its dictionaries' rows but no types: name each type it has (the built-in
-- names of src/shared/dict.ts, else the code itself), so 字典管理 lists them and the public call finds them.
INSERT INTO "dict_type" ("dict_type", "dict_name", "remark")
SELECT d.dict_type, COALESCE(n.dict_name, d.dict_type), '系统内置'
FROM (SELECT DISTINCT "dict_type" FROM "dict_data") d
LEFT JOIN (VALUES
  ('order_pay_status', '订单支付状态'),
  ('order_type', '订单类型'),
  ('pay_type', '支付方式'),
  ('works_status', '作品审核状态'),
  ('apply_status', '申请审核状态'),
  ('article_status', '文章审核状态'),
  ('law_status', '法规时效性'),
  ('buy_class', '购买类别'),
  ('education_level', '学历层次'),
  ('thesis_level', '学位级别'),
  ('news_range', '新闻时间范围'),
  ('recitation_category', '朗诵类别'),
  ('subject_type', '学科分类'),
  ('organization_types', '机构类型'),
  ('member_type', '会员类型')
) AS n(dict_type, dict_name) ON n.dict_type = d.dict_type
ON CONFLICT ("dict_type") DO NOTHING;
