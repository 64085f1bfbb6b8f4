import type { FastifyReply, FastifyRequest } from 'fastify';
import { SAML_PATHS } from '../../../../src/resources/saml';
import { requestIdOf, simulatedResponse } from './simulatedIdp';
import { acsUrl, spEntityId } from './sp';

/**
 * demo_org's demo CARSI IdP (README, "Institutions"): a fixed key pair — it is a demo, and its
 * only SSO page is a dev endpoint (DEV_ENDPOINTS=1, loopback only), so it signs nobody in anywhere
 * else. A real school's IdP is added by the institution admin from the school's metadata.
 */
export const DEMO_IDP = {
  entityId: 'https://idp.demo.wenku.test/idp/shibboleth',
  name: '文库示范大学（CARSI 演示）',
  /** Relative: the demo IdP's SSO page is served by this very server (see samlFor). */
  ssoUrl: '/api/dev/saml/sso',
  cert: `-----BEGIN CERTIFICATE-----
MIIDHzCCAgegAwIBAgIUdhDM+m91vaqZVxOLqre0omb+x1QwDQYJKoZIhvcNAQEL
BQAwHjEcMBoGA1UEAwwTaWRwLmRlbW8ud2Vua3UudGVzdDAgFw0yNjEyMDcxNDI1
MTZaGA8yMTI2MTExMzE0MjUxNlowHjEcMBoGA1UEAwwTaWRwLmRlbW8ud2Vua3Uu
dGVzdDCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALN7V5M2I4kTT21U
SE55cbqRDm8WnkaPY+wFBjPJKCK9q8VsKHy+CBQA4LZ707vhf3OQVVP1iu7QMi7m
Bz4/CsMxV0J1BTcwtPuq8BAmglo4HIkWJBDP15+d2qieXYeZ8OgUnc+sg72n0jx2
t/f0lM0utN+7EZrJRUlXXAbn2YWvniKsbMWDfQPukuL3r3EjWLn/saZqfryiowJv
wkvevMxLi+je24yXfZTGYWbuqmHzrukvxhren/O5PqHbbMJc2wKPaSke6kROo+cI
xBW6fPwQwAUaiN+C78JY4yw/NTa8L0x+EjZFudNU+rVvQscZ8Vb+7djRczy+OSaF
gX18nvUCAwEAAaNTMFEwHQYDVR0OBBYEFLFYJ/GGEYN6v7iB7pR0mEje58UmMB8G
A1UdIwQYMBaAFLFYJ/GGEYN6v7iB7pR0mEje58UmMA8GA1UdEwEB/wQFMAMBAf8w
DQYJKoZIhvcNAQELBQADggEBAJWNBqVf+E57ehiJQYl8Q+k3a9eSDZR9uIzvz/x+
SO37LqTC2snm0r3B/3egEOjdNFfWs+E8KWCRh6IIlaSC8TpTS3luKghUEoZs4q7W
Wa4OiEu7xT9W2VKMzRxzkTRbzCtE+QxJUajijpwPdblf8/pIzrHEPlc6IA7OsBfA
apAmqImDN6JaiqgUzrKwRefVTsH5Cyl7DxapZ4ro3e5P+XHe7AH90osycdD6A3eF
Oh4UeJUVQTWTQe6+1wmYd3I35nwI6RMDd86e+iZDBUlHTJ44QW1Nfstwp+pwE4hp
TwRlloorGj09koMpZBYKKFiiMNFMJ8GB/CpVhtrYUzwncPA=
-----END CERTIFICATE-----
`,
  key: `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCze1eTNiOJE09t
VEhOeXG6kQ5vFp5Gj2PsBQYzySgivavFbCh8vggUAOC2e9O74X9zkFVT9Yru0DIu
5gc+PwrDMVdCdQU3MLT7qvAQJoJaOByJFiQQz9efndqonl2HmfDoFJ3PrIO9p9I8
drf39JTNLrTfuxGayUVJV1wG59mFr54irGzFg30D7pLi969xI1i5/7Gman68oqMC
b8JL3rzMS4vo3tuMl32UxmFm7qph867pL8Ya3p/zuT6h22zCXNsCj2kpHupETqPn
CMQVunz8EMAFGojfgu/CWOMsPzU2vC9MfhI2RbnTVPq1b0LHGfFW/u3Y0XM8vjkm
hYF9fJ71AgMBAAECggEAQAfWT+YGGm6BrRLe8uQfnzwFxrruf2TDdJ28PzhZ8b7x
624xKYOQFTbU9DVL7eC+W+eXkWrthFJRPOsClYHfIJDXPRXLZQui3Y/3sgNTCMWw
5HU6K6dCmSazLenFm01fpSRJwp+cpkobVkfSTQr8FRE/JPwzhSGd7tLUOYB4WVka
iOIaXELzAxZxAvRIDrZ4Sp7qckn8B2ZGvbksCLIAdNsELXLg8+Zh+bl0zTxo8YGS
Up9cgu4+JmU2tb+PQEntAB/jtXC5sVpnnD8ZgQjEZuVGOPNqrm+l2og3iuYC6zI4
HiipWSmsIlDhGgcjBuyhMtCNnF7kXgmVXPI0wt+qlwKBgQDuNgCQGrg26u6OUtAR
1u6DZRQQag7fIJIsC3YXTOOX7ZKmf37JPkEDYfw/xvarJDe/ZuLgtljDSHNR89Ar
3eydyEfVw3vJF9hYepJ4j+X6UyW3bvxHb0oiQrObUeMdSA8agy1Tsf3ODIR4gpkm
dsnH0OFTGOEju1oP2YgBFTUopwKBgQDA4pXlIIGrbtfSZmmu/Wrq1cv9uOP16zEI
JwQo+BfxyaJbTZXZnOw11zzfy60O30elHgqH6lNzVz0hj1Vt80oKFTveCOW8+Gh3
T/E97YGK9SaQRehYZpEEnYq6UjRkshCUWNXxOvVxMwrrIzyKaID+paWYdlIzPDE3
IR8Cd7lTAwKBgBm4Mu9cMy+axg8P2e9TKYV+UGBFUz28Iowm4KU7ZAdvWzom4eWQ
lyxqU/X+4Xsw+ePsk+p3RbYwCGN806ko2PdgPIFUDfV0YaOL+GyT/Ny+RYA8t3hv
B64TTZkjikYLFbZjG23B9gldSKBKWYbRpI+yeeGi+gwFmn/DmO+k/oxZAoGBALuL
1am7KLnzBeDreXkPqST7iuSCIQ1diQhfP3lCea28m6PhVYIJRde4F9WW6gda7QPM
qPqsykWNHsCB6NQGygfxy4tB5XgPpSvVzEClrd7aLYv8nUVPPVRahqhSA+WhCePk
WOm8pShTNBub4GLH6B0yHUiYS6bLsSLkjo1MsiLXAoGBAK2ZZ2Fb/z5rOG96kiaI
wjQacMZ7o66bfo/JzMpsEm35aBui6VDlLfGirZD/i1g+4c+RaUEGU0AjXph5S/mi
DV+adV5sMR/jPYsUjHA9pIIVzBDTBzhZc0LvHVIEqJWuRJUmdvJ3ySpDX5tYi31O
EIIoku9TzxILU6H0Gr3xmkMB
-----END PRIVATE KEY-----
`,
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The demo IdP's sign-in page for an AuthnRequest (GET with `SAMLRequest`, HTTP-Redirect binding):
 * one button per kind of reader, each a form that POSTs a freshly signed response to our ACS —
 * a student (let in) and an alumnus (refused: the affiliation is not allowed).
 */
export function demoIdpPage(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  let requestId: string;
  try {
    requestId = requestIdOf(`http://idp.invalid${req.url}`);
  } catch {
    return reply.code(400).send({ code: 400, msg: '缺少登录请求（SAMLRequest），请从本站的学校登录发起' });
  }
  const form = (label: string, affiliation: string) => {
    const samlResponse = simulatedResponse({
      issuer: DEMO_IDP.entityId,
      audience: spEntityId(req),
      acsUrl: acsUrl(req),
      inResponseTo: requestId,
      key: DEMO_IDP.key,
      cert: DEMO_IDP.cert,
      affiliations: [`${affiliation}@demo.wenku.test`],
      targetedId: `demo-${affiliation}`,
    });
    return `<form method="post" action="${SAML_PATHS.acs}"><input type="hidden" name="SAMLResponse" value="${esc(samlResponse)}"><button type="submit">${label}</button></form>`;
  };
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${DEMO_IDP.name} 统一身份认证</title></head>` +
        `<body style="font-family:sans-serif;max-width:32em;margin:4em auto;text-align:center"><h1>${DEMO_IDP.name}</h1>` +
        `<p>演示用身份提供者（仅开发环境）：选择一种身份登录</p>${form('以在校学生身份登录', 'student')}<br>${form('以校友身份登录（不在允许范围）', 'alum')}</body></html>`,
    );
}
