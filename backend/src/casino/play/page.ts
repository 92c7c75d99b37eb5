import type { Lang } from '../../lang';
import { SCRATCH_SYMBOLS } from '../games/scratch';
import { SLOT_THEMES, type PlayableGame } from '../games/playable';
import { gamePageTexts } from './pageTexts';
import { GAME_SCRIPT } from './pageScript';
import { GAME_STYLE } from './pageStyle';

/**
 * The game page (docs/casino-games.md "Game page"): plain HTML, CSS and script, nothing loaded from
 * anywhere; the site frames it from its own origin (`/casino-games/*` proxied to this backend) in a
 * sandboxed iframe (allow-scripts allow-same-origin), so every URL in it is relative. Its CSP allows
 * only this origin and the page's own inline script and style (by nonce), and framing by the same
 * origin only. The script calls the play API (/web-api/casino/play) with the page's cookies.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Glyphs of the scratch card's symbols, in SCRATCH_SYMBOLS order. */
const SCRATCH_GLYPHS: Readonly<Record<string, string>> = {
  coin: '●', cherry: '♥', clover: '♣', horseshoe: 'Ω', bell: '♪', heart: '♡', moon: '☾', gem: '♦', crown: '♛', rocket: '➚', star: '★', seven: '7',
};

export function gamePageHeaders(nonce: string): Record<string, string> {
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}

export interface GamePageInput {
  game: PlayableGame;
  mode: 'demo' | 'real';
  lang: Lang;
  nonce: string;
}

function shell(lang: Lang, nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${GAME_STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function gamePage({ game, mode, lang, nonce }: GamePageInput): string {
  const t = gamePageTexts(lang);
  const name = game.name[lang];
  const config = {
    gameId: game.id,
    engine: game.engine,
    mode,
    lang,
    name,
    theme: SLOT_THEMES[game.theme] ?? SLOT_THEMES[0],
    scratchGlyphs: SCRATCH_SYMBOLS.map((symbol) => SCRATCH_GLYPHS[symbol.name] ?? '?'),
    texts: t,
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const body = `<main class="game game-${game.engine}">
<header class="top">
  <h1>${escapeHtml(name)} <span class="mode">${escapeHtml(mode === 'real' ? t.real : t.demo)}</span></h1>
  <dl class="meters">
    <div><dt>${escapeHtml(t.balance)}</dt><dd id="balance">—</dd></div>
    <div><dt>${escapeHtml(t.elapsed)}</dt><dd id="elapsed">0:00</dd></div>
    <div><dt>${escapeHtml(t.net)}</dt><dd id="net">—</dd></div>
    <div><dt>${escapeHtml(t.rounds)}</dt><dd id="rounds">0</dd></div>
  </dl>
</header>
<p id="status" class="status" role="status" aria-live="polite">${escapeHtml(t.loading)}</p>
<section id="board" class="board" aria-label="${escapeHtml(name)}"></section>
<section class="controls">
  <div class="stake">
    <label for="stake">${escapeHtml(t.stake)}</label>
    <button type="button" id="stake-less" aria-label="${escapeHtml(t.stakeLess)}">−</button>
    <input id="stake" type="number" inputmode="decimal" step="0.01" min="0.1" value="1">
    <button type="button" id="stake-more" aria-label="${escapeHtml(t.stakeMore)}">+</button>
  </div>
  <div id="actions" class="actions"></div>
  <button type="button" id="refill" class="secondary" hidden>${escapeHtml(t.refill)}</button>
</section>
<p id="result" class="result" aria-live="polite"></p>
<details class="panel" id="paytable-panel"><summary>${escapeHtml(t.paytable)}</summary><div id="paytable"></div></details>
<details class="panel" id="fair-panel"><summary>${escapeHtml(t.fairness)}</summary>
  <dl class="fair">
    <dt>${escapeHtml(t.commitment)}</dt><dd><code id="commitment">—</code></dd>
    <dt><label for="client-seed">${escapeHtml(t.clientSeed)}</label></dt>
    <dd><input id="client-seed" maxlength="64" autocomplete="off" spellcheck="false"> <button type="button" id="save-seed" class="secondary">${escapeHtml(t.saveSeed)}</button></dd>
    <dt>${escapeHtml(t.nonce)}</dt><dd id="nonce">0</dd>
  </dl>
  <div id="last-round"></div>
  <p id="verify-result" aria-live="polite"></p>
</details>
<details class="panel"><summary>${escapeHtml(t.history)}</summary><ol id="history" class="history"></ol></details>
</main>
<script type="application/json" id="game-config">${json}</script>
<script nonce="${nonce}">${GAME_SCRIPT}</script>`;
  return shell(lang, nonce, name, body);
}

export function unplayablePage(lang: Lang, nonce: string): string {
  const t = gamePageTexts(lang);
  return shell(lang, nonce, t.notPlayable, `<main class="game"><h1>${escapeHtml(t.notPlayable)}</h1><p>${escapeHtml(t.notPlayableText)}</p></main>`);
}
