// A real OpenID Connect provider for the sign-in tests, in its own process (the mock server's
// key handling does not run inside Jest's module sandbox). It signs in whoever the login hint
// names: the hint becomes the e-mail, `sub-<hint>` the subject; a hint starting with
// "unverified+" gets email_verified=false. Prints {"issuer": "..."} once listening.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');
const { port } = server.address();
server.issuer.url = `http://127.0.0.1:${port}`;

const hints = new Map();
server.service.on('beforeAuthorizeRedirect', (redirect, request) => {
  const hint = new URL(request.url, server.issuer.url).searchParams.get('login_hint');
  hints.set(redirect.url.searchParams.get('code'), hint ?? 'someone@example.com');
});
server.service.on('beforeTokenSigning', (token, request) => {
  const hint = hints.get(request.body?.code) ?? 'someone@example.com';
  token.payload.sub = `sub-${hint}`;
  token.payload.email = hint.replace(/^unverified\+/, '');
  token.payload.email_verified = !hint.startsWith('unverified+');
});

process.stdout.write(`${JSON.stringify({ issuer: server.issuer.url })}\n`);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
