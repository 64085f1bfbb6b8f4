import type { Module } from '../../http/routes';
import { counterAdminRoutes } from './adminReports';
import { sushiCredentialRoutes } from './credentials';
import { sushiRoutes } from './sushi';

/** COUNTER 5.1 (issue 33): the SUSHI API, the institution's SUSHI credential, 使用统计's COUNTER table. */
export const counterModule: Module = (app, db) => {
  sushiRoutes(app, db);
  sushiCredentialRoutes(app, db);
  counterAdminRoutes(app, db);
};
