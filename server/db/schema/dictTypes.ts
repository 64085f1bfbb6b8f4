import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Dictionary types (字典类型): the name and state of each dictionary whose rows are `dict_data`.
 * `dict_type` is the code callers ask for (`/show/dict/data/type/{dictType}`) and never changes once
 * created; `status` '1' (停用) makes the public call answer no rows.
 */
export const dictTypes = pgTable(
  'dict_type',
  {
    id: serial('dict_id').primaryKey(),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dict_type_type').on(t.dictType)],
);
