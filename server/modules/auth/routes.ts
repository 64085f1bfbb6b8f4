import type { Module } from '../../http/routes';
import { captchaRoutes } from './captcha';
import { devRoutes } from './dev';
import { ipRoutes } from './ip';
import { loginRoutes } from './login';
import { passwordRoutes } from './password';
import { phoneRoutes } from './phone';
import { registerRoutes } from './register';
import { samlRoutes } from './saml/routes';
import { sessionRoutes } from './session-routes';
import { wechatRoutes } from './wechat';

/** Spec §7 Auth: image codes, SMS, every sign-in, the session, registration, passwords, phone. */
export const authModule: Module = (app, db) => {
  captchaRoutes(app, db);
  loginRoutes(app, db);
  ipRoutes(app, db);
  wechatRoutes(app, db);
  samlRoutes(app, db);
  sessionRoutes(app, db);
  registerRoutes(app, db);
  passwordRoutes(app, db);
  phoneRoutes(app, db);
  devRoutes(app, db);
};
