import { date, index, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { area } from '../../../../src/areas/declared/patent';
import { published, sortAndTimes } from '../common';

const { fields } = area;

/**
 * 专利 (src/areas/declared/patent.ts): one row a patent document. Text lengths are the
 * declaration's, which the admin form and the server's validation read too. Names (申请人, 发明人)
 * and IPC symbols are `;`-separated lists; `ipc`'s first symbol is the main class (its section
 * letter is the IPC filter's).
 */
export const patents = pgTable(
  'patent',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: fields.title.max }).notNull(),
    applicationNo: varchar('application_no', { length: fields.applicationNo.max }).notNull(),
    applicationDate: date('application_date').notNull(),
    publicationNo: varchar('publication_no', { length: fields.publicationNo.max }),
    publicationDate: date('publication_date'),
    applicants: varchar('applicants', { length: fields.applicants.max }).notNull(),
    inventors: varchar('inventors', { length: fields.inventors.max }),
    patentType: varchar('patent_type', { length: 10 }).notNull(),
    ipc: varchar('ipc', { length: fields.ipc.max }),
    agency: varchar('agency', { length: fields.agency.max }),
    abstract: text('abstract'),
    mainClaim: text('main_claim'),
    legalStatus: varchar('legal_status', { length: 10 }).notNull(),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    uniqueIndex('patent_application_no').on(t.applicationNo),
    index('patent_application_date').on(t.applicationDate),
    index('patent_sort').on(t.sort, t.createTime),
  ],
);
