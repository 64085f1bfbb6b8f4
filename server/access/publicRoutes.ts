/**
 * Which routes an anonymous caller may use. All other routes answer 401 to a caller who is not
 * signed in; the route census test (server/http/routeCensus.test.ts) holds every registered route
 * to that, so a new route is either public on purpose or protected.
 *
 * A route is public on purpose in one of two ways:
 * - **by its declaration**: a route declared with `defineRoute` (server/http/declareRoute.ts)
 *   states `access: 'public'`; the public calls of a content area (list, detail, hot list) made
 *   from the area's resource declaration (server/modules/area/mountArea.ts) also name it in
 *   `config.publicOf`. The app records both with the route (`registeredRoutes`), and the census
 *   and the OpenAPI document read them there;
 * - **by this table**, for routes still mounted by hand (`mount()`) (PUBLIC_ROUTES, `METHOD /url/:param` as Fastify registers it): the routes
 *   that are public for a reason of their own — signing in and registering, image codes, the dev
 *   endpoints (DEV_ENDPOINTS=1, loopback only), the API docs, the crawler files, payment
 *   notifications, access codes — and the public reads that are mounted by hand rather than from
 *   an area declaration. The census fails on an entry here that a declaration already covers.
 */
import type { RouteAccess } from '../http/declareRoute';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration (resource name) whose public call this route is: anonymous callers may use it. */
    publicOf?: string;
  }
}

/** Route options that mark a route public because the declaration `name` says it is (see above). */
export function publicByDeclaration(name: string): { config: { publicOf: string } } {
  return { config: { publicOf: name } };
}

/** A registered route (server/app.ts `registeredRoutes`) with its declaration's mark, if any. */
export interface RouteMark {
  method: string;
  url: string;
  publicOf?: string;
  /** The access of a declared route (server/http/declareRoute.ts). */
  access?: RouteAccess;
}

/** Whether the route's own declaration makes it public (`access: 'public'`, or an area's public call). */
export function isDeclaredPublic(route: RouteMark): boolean {
  return route.access === 'public' || route.publicOf !== undefined;
}

/** Whether anonymous callers may use the route: its declaration says so, or the table below. */
export function isPublicRoute(route: RouteMark): boolean {
  return isDeclaredPublic(route) || PUBLIC_ROUTES.has(`${route.method.toUpperCase()} ${route.url}`);
}

export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'DELETE /api/auth/wkapi/v1/platform/login/logout',
  'GET /api/auth/saml/idps',
  'GET /api/auth/saml/login',
  'GET /api/auth/saml/metadata',
  // Single Logout: the school IdP's messages come with no session of ours (checked by their signature).
  'GET /api/auth/saml/slo',
  'GET /api/auth/wkapi/v1/captchaImage',
  'GET /api/auth/wkapi/v1/platform/register/checkEmail',
  'GET /api/auth/wkapi/v1/platform/register/checkPhone',
  'GET /api/auth/wkapi/v1/platform/register/checkUsername',
  'GET /api/auth/wkapi/v1/platform/registerSms',
  'GET /api/auth/wkapi/v1/pwdErrCount',
  'GET /api/auth/wkapi/v1/wechat/login/loginByWechat',
  'GET /api/dev/captcha/:uuid',
  'GET /api/dev/outbox',
  'GET /api/dev/saml/sso',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/theme/wenku.css',
  'GET /api/docs/yaml',
  'GET /api/openapi.json',
  'GET /api/show/captchaImage',
  // Suggestions while typing in the search box (issue 34), public like the search itself.
  'GET /api/show/es/citations',
  'GET /api/show/es/suggest',
  // COUNTER_SUSHI5 (issue 33): `status` is open; the others check the harvester's own credential
  // (customer_id, requestor_id, api_key — server/modules/counter/sushi.ts), not a portal session.
  'GET /api/sushi/r51/status',
  'GET /api/sushi/r51/members',
  'GET /api/sushi/r51/reports',
  'GET /api/sushi/r51/reports/:id',
  // Teacher studios (issue 13): the directory, studio homes, and files opened by access codes.
  'POST /api/show/fileLicense/applyStudioVdieo',
  'POST /api/show/fileLicense/applyStudioData',
  'POST /api/show/fileLicense/platform/applyStudioInfoAnnex',
  'GET /api/show/fileLicense/accessByCode/:code',
  'GET /api/show/fileLicense/platform/video/:code',
  'POST /api/show/fileLicense/accessWriterVideo',
  'GET /covers/gen/:kind/:file',
  // Payment platforms call these (signed; verified in server/modules/pay/notify.ts).
  'POST /api/show/pay/notify/alipay',
  'POST /api/show/pay/notify/wechat',
  // The sandbox platform's wallet page calls (never in production: server/modules/pay/sandboxRoutes.ts).
  'GET /api/show/pay/sandbox/trade',
  'POST /api/show/pay/sandbox/pay',
  'GET /api/show/common/route/check',
  'GET /api/show/common/writer/list',
  'GET /api/show/common/famous/teacher/article/:id',
  'GET /api/show/common/famous/teacher/book/:id',
  'GET /api/show/common/famous/teacher/video/:id',
  'GET /api/show/common/headmaster/relation',
  // The lecture videos (server/modules/media), streamed with range requests.
  'GET /media/video/*',
  'GET /api/show/exhibition/journal/article/:id',
  'GET /api/show/exhibition/journal/article/:id/network',
  'GET /api/show/exhibition/journal/column/list',
  'GET /api/show/exhibition/journal/details/:id',
  'GET /api/show/exhibition/journal/guidelines/:id',
  'GET /api/show/exhibition/journal/home/hot',
  'GET /api/show/exhibition/journal/home/latest',
  'GET /api/show/exhibition/journal/nav',
  'GET /api/show/exhibition/journal/period/:id',
  'GET /api/show/exhibition/login/getSMSCodeByLogin',
  'GET /api/uc_p/wkapi/v1/area/tree',
  'GET /files/avatar/:name',
  'GET /files/image/:name',
  // Audio and video uploaded in the admin (server/modules/media), streamed with range requests.
  'GET /files/media/:name',
  'GET /oai',
  'GET /robots.txt',
  'GET /sitemap-:page(^\\d{1,6}).xml',
  'GET /sitemap.xml',
  'POST /api/auth/login/loginByPhone',
  'POST /api/auth/saml/acs',
  // Signing out is idempotent, as DELETE …/login/logout: without a session there is nothing to end.
  'POST /api/auth/saml/logout',
  'POST /api/auth/saml/session',
  'POST /api/auth/wkapi/v1/ip/login/loginByIp',
  'POST /api/auth/wkapi/v1/platform/checkForgetPasswordSms',
  'POST /api/auth/wkapi/v1/platform/findPasswordByPhone',
  'POST /api/auth/wkapi/v1/platform/forgetPasswordSms',
  'POST /api/auth/wkapi/v1/platform/login/loginByPwd',
  'POST /api/auth/wkapi/v1/platform/login/loginBySms',
  'POST /api/auth/wkapi/v1/platform/login/orgLoginByPwd',
  'POST /api/auth/wkapi/v1/platform/loginSms',
  'POST /api/auth/wkapi/v1/platform/register',
  'POST /api/dev/wechat/bind',
  'POST /api/show/es/advanced',
  'POST /api/show/es/getArticlesList',
  'POST /api/show/es/getConferencesList',
  'POST /api/show/es/getJournalList',
  'POST /api/show/es/list',
  'POST /api/show/exhibition/login/loginByName',
  'POST /api/show/exhibition/login/loginByPhone',
  'POST /oai',
  // Operators (server/http/health.ts, metrics.ts): probes for a load balancer; /metrics answers
  // only this machine or METRICS_TOKEN, anyone else what an unknown path gets.
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  // Compositions and recitations (issue 14, edu3); the recordings are streamed with range requests.
  'GET /media/audio/*',
  // Photography and calligraphy (issue 14, edu2): browsing, like/join counts, hot lists, video codes and their streams, the character dictionary.
  'GET /api/show/common/photographic/banner',
  'GET /api/show/common/photographic/type/tree',
  'GET /api/show/common/photographic/type/options',
  'GET /api/show/common/photographic/activities/joinNum',
  'GET /api/show/common/photographic/search',
  'GET /api/show/common/photographic/likes/status',
  'GET /api/show/common/photographic/vod/:id',
  'GET /api/show/common/photographic/vod/play/:code',
  'GET /api/show/common/calligraphy/calligrapher/options',
  'GET /api/show/common/calligraphy/hot',
  'GET /api/show/common/word2',
  // 名校 and 高校活动 (issue 14, edu1).
  'GET /api/show/common/famous/school/dynamic',
  'GET /api/show/common/famous/school/activity',
  'POST /api/show/common/famous/school/article',
  'GET /api/show/common/famous/school/tree',
  'GET /api/show/common/university/activities/bannerList',
  // 学者, 出版社 and 教师 directories (issue 14, people).
  'GET /api/show/common/scholar/articles',
  'GET /api/show/common/publisher/books',
  'GET /api/show/common/teacher/resources',
  // 基础教育 teaching catalogue and resources (issue 14, edubasic); a download answers 401 to the anonymous itself.
  'POST /api/show/common/teachingType/getTree',
  'POST /api/show/common/teachingType/getNav',
  'GET /api/show/common/teachingjoin/file/:id',
  // Schools and campuses, study places, special topics, databases and about-us (issue 14, places).
  'GET /api/show/common/aboutUs',
  // Catalogue records of published items, KBART title lists and the OpenURL resolver for libraries (issue 33).
  'GET /api/show/common/book/:id/marc',
  'GET /api/w_abm/wkapi/v1/ancientBook/:id/marc',
  'GET /api/kbart',
  'GET /api/kbart/:file',
  'GET /openurl',
]);
