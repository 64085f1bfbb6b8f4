import type { Module } from '../http/routes';
import { dictModule } from './dict/routes';
import { bannerModule } from './banner/routes';
import { statsModule } from './stats/routes';
import { journalModule } from './journal/routes';
import { bookModule } from './book/routes';
import { feedbackModule } from './feedback/routes';

/** Every call group of spec §7, registered in this order by app.ts. */
export const modules: Module[] = [dictModule, bannerModule, statsModule, journalModule, bookModule, feedbackModule];
