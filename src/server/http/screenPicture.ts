import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { once } from '../../shared/once.ts';
import { DRAWN_STATE_ID, type DrawnScreen, type PictureRequest, type RenderPicture } from '../../shared/screenPicture.ts';

/** The built web app (dist/web) and the server's picture of its screens (dist/picture: `vite build --ssr`). */
export interface WebBuild {
  web: string;
  picture: string;
}

/**
 * A signed-in screen's page with the screen drawn by the server in it (issue 34:
 * web/ServerPicture.tsx): the browser paints it with the HTML and the style sheets, and the page's
 * scripts take it over as it is when they have come (web/main.tsx), with what it was drawn with.
 * Without a live session, without a built picture, or when the address shows no screen of that
 * user (a guard sends elsewhere), the page as it is built.
 * The picture is the user's own: never stored by anything between (no-store).
 */
export function screenPages(build: WebBuild) {
  const template = once(() => readFileSync(join(build.web, 'index.html'), 'utf8'));
  const styleSheets = once(() => styleSheetsOf(join(build.web, 'assets')));
  const earlyInput = once(() => earlyInputOf(join(build.web, 'assets')));
  const renderer = once(() => loadRenderer(join(build.picture, 'ServerPicture.js')));

  return async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const picture = await pictureOf(request, renderer).catch((error: unknown) => {
      request.log.warn({ err: error }, 'The screen could not be drawn on the server; the page starts with its splash.');
      return null;
    });
    if (!picture) return reply.type('text/html').sendFile('index.html');
    const page = Buffer.from(withPicture(template(), styleSheets(), earlyInput(), picture));
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'Accept-Encoding');
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? await brotli(page, brotliOptions) : await gzip(page));
  };
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);
// As the API's answers (http/answerCompression.ts, whose hooks are the routes', not this handler's): quality 4 of 11, once per request.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Brotli, else gzip, as the browser accepts (a page of ~70 KB is ~10 KB in brotli; `;q=0` refuses one); null for neither. */
function encodingFor(accepted: string | undefined): 'br' | 'gzip' | null {
  const names = (accepted ?? '')
    .split(',')
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .split(/\s*;\s*/),
    )
    .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
    .map(([name]) => name);
  return names.includes('br') ? 'br' : names.includes('gzip') ? 'gzip' : null;
}

interface Picture {
  drawn: DrawnScreen;
  language: string;
  colorScheme: string;
}

async function pictureOf(request: FastifyRequest, renderer: () => Promise<RenderPicture | null>): Promise<Picture | null> {
  const session = await request.server.pageSession(request);
  if (!session) return null;
  const render = await renderer();
  if (!render) return null;
  const { server } = request;
  // A token of a minute, for the profile asked here and the routes' guards: it never leaves the server.
  const { token } = await server.tokens.issue({ userId: session.user_id, tokenVersion: session.token_version, purpose: 'access' }, 1);
  const headers = { authorization: `Bearer ${token}` };
  const [me, menu] = await Promise.all([
    server.inject({ method: 'GET', url: '/api/user/me', headers }),
    server.inject({ method: 'GET', url: '/api/menu', headers }),
  ]);
  if (me.statusCode !== 200 || menu.statusCode !== 200) return null;
  const user = me.json() as PictureRequest['user'];
  // The page follows the device's scheme then, which the server does not know: a light picture could turn dark.
  if (user.preferences.colorScheme === 'auto') return null;
  const answers = answering(server);
  const drawn = await render({
    url: request.url,
    accessToken: token,
    answer: answers.answer,
    user,
    menu: (menu.json() as { data: PictureRequest['menu'] }).data,
  });
  // A screen drawn with a failure of the server's own (a query that took too long) is not the screen the page will show.
  if (drawn === null || answers.failed) return null;
  return { drawn, language: user.preferences.language, colorScheme: user.preferences.colorScheme };
}

/**
 * The picture's API requests, answered by this server in the same process, as any request of the
 * user: reads only, and within a time (pictures are drawn one at a time: one that waited on a slow
 * query would hold every page behind it). `failed` once an answer came too late or was a failure
 * of the server (5xx).
 */
function answering(server: FastifyInstance) {
  const answers = {
    failed: false,
    async answer(request: Request): Promise<Response> {
      if (request.method !== 'GET') return new Response(null, { status: 405 });
      const { pathname, search } = new URL(request.url);
      const asked = server.inject({ method: 'GET', url: pathname + search, headers: Object.fromEntries(request.headers) });
      const timer = new AbortController();
      const answer = await Promise.race([asked, delay(ANSWER_WITHIN_MS, null, { signal: timer.signal, ref: false })]).finally(() => timer.abort());
      answers.failed ||= !answer || answer.statusCode >= 500;
      if (!answer) return new Response(null, { status: 504 });
      const empty = answer.rawPayload.length === 0 || answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
  };
  return answers;
}

const ANSWER_WITHIN_MS = 1500;

/**
 * index.html with the drawn screen in its root (no splash), what it was drawn with beside it
 * (JSON, `<` written as an escape, so that no text of the data ends the element), the style sheets
 * it needs in its head, the script that keeps the user's clicks and keys until the page's scripts
 * have taken the screen over (web/earlyInput.js: after the style sheets, which the first paint
 * waits for too), and the user's language and colour scheme on the page.
 */
function withPicture(template: string, styleSheets: string[], earlyInput: string | null, { drawn, language, colorScheme }: Picture): string {
  const links = styleSheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const inputKept = earlyInput ? `<script src="${earlyInput}"></script>` : '';
  const state = JSON.stringify(drawn.state).replace(/</g, '\\u003c');
  return template
    .replace('<html lang="en">', `<html lang="${language}" data-mantine-color-scheme="${colorScheme}">`)
    .replace('</head>', `${links}${inputKept}</head>`)
    .replace(/<div id="splash-screen" class="splash-screen" aria-hidden="true">[\s\S]*?<\/div>\s*/, '')
    .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div><script type="application/json" id="${DRAWN_STATE_ID}">${state}</script>`);
}

/**
 * Every style sheet of the build, the libraries' before the app's own (the order the page's
 * scripts would add them in): a screen's picture needs its screen's, and the page then adds none
 * twice (Vite's loader finds them in the head). All of them are ~32 KB compressed.
 */
function styleSheetsOf(assets: string): string[] {
  const rank = (name: string) => ['index-', 'libraries-', 'dates-', 'tables-', 'charts-', 'forms-'].findIndex((prefix) => name.startsWith(prefix)) >>> 0;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => `/assets/${name}`);
}

/** The built script that keeps input on a drawn screen (scripts/earlyInputAsset.ts), by its hashed name; null in a build without it. */
function earlyInputOf(assets: string): string | null {
  const name = readdirSync(assets).find((file) => /^earlyInput-[\w-]+\.js$/.test(file));
  return name ? `/assets/${name}` : null;
}

async function loadRenderer(file: string): Promise<RenderPicture | null> {
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPicture: RenderPicture };
  return module.renderPicture;
}
