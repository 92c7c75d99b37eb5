import { GAME_UIS } from './pageGames';

/**
 * The game page's script (page.ts), ES2017 with no library. It keeps one play session per game and
 * mode in sessionStorage, calls the play API with JSON and an Idempotency-Key per round, shows the
 * balance, the session's time and net position (UKGC RTS 14), the next round's commitment and the
 * revealed seed with a verify link (the seed's SHA-256 is checked in the browser too), and tells the
 * site's page around it the state (`casino-game:state`), obeying its `casino-game:pause` / `resume`
 * (the reality check) — messages of the same origin only.
 */
const COMMON = String.raw`
(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('game-config').textContent);
  var T = cfg.texts;
  var API = '/web-api/casino/play';
  var $ = function (id) { return document.getElementById(id); };
  var el = function (tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; };
  var STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
  var game = { cfg: cfg, T: T, el: el, $: $, session: null, busy: false, paused: false, ui: null };
  var storeKey = 'casino-session:' + cfg.gameId + ':' + cfg.mode;
  var shownAt = Date.now();

  document.documentElement.style.setProperty('--brand', cfg.theme.colors[0]);
  document.documentElement.style.setProperty('--accent', cfg.theme.colors[1]);

  function money(n) { return (Math.round(n * 100) / 100).toFixed(2) + ' ' + (game.session ? game.session.currency : ''); }
  game.money = money;
  function say(text) { $('status').textContent = text || ''; }
  game.say = say;
  function result(text, won) { var r = $('result'); r.textContent = text || ''; r.className = 'result' + (won ? ' win' : ''); }
  game.result = result;
  function key() { var a = new Uint8Array(16); crypto.getRandomValues(a); return Array.prototype.map.call(a, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join(''); }
  game.randomInt = function (n) { var a = new Uint32Array(1); crypto.getRandomValues(a); return a[0] % n; };

  function call(method, path, body, headers) {
    var init = { method: method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
    if (method !== 'GET') { init.headers['Content-Type'] = 'application/json'; init.body = JSON.stringify(body || {}); }
    Object.keys(headers || {}).forEach(function (name) { init.headers[name] = headers[name]; });
    return fetch(API + path + (path.indexOf('?') < 0 ? '?' : '&') + 'lng=' + cfg.lang, init).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) {
        if (!res.ok) {
          var first = json.errors && json.errors[0];
          var error = new Error(json.title || (first && first.detail) || (T.error + ' ' + res.status));
          error.status = res.status; error.code = first && first.code;
          throw error;
        }
        return json;
      });
    });
  }
  game.call = call;
  function sessionPath(rest) { return '/sessions/' + game.session.sessionId + (rest || ''); }
  game.sessionPath = sessionPath;

  function tell() {
    if (!game.session || window.parent === window) return;
    try {
      window.parent.postMessage({ type: 'casino-game:state', gameId: cfg.gameId, mode: cfg.mode, balance: game.session.balance,
        currency: game.session.currency, summary: game.session.summary }, window.location.origin);
    } catch (e) { /* not framed by the site */ }
  }

  function showMeters() {
    var s = game.session;
    $('balance').textContent = money(s.balance);
    $('net').textContent = (s.summary.net > 0 ? '+' : '') + money(s.summary.net);
    $('rounds').textContent = String(s.summary.rounds);
    $('commitment').textContent = s.commitment;
    $('nonce').textContent = String(s.nonce);
    $('refill').hidden = !(cfg.mode === 'demo' && s.balance < s.stake.min);
    shownAt = Date.now();
    tick();
    tell();
  }
  function tick() {
    if (!game.session) return;
    var seconds = game.session.summary.elapsedSeconds + Math.floor((Date.now() - shownAt) / 1000);
    var h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
    $('elapsed').textContent = (h ? h + ':' + (m < 10 ? '0' : '') : '') + m + ':' + (s < 10 ? '0' : '') + s;
  }
  setInterval(tick, 1000);

  function setSession(s) {
    var first = !game.session;
    game.session = s;
    try { sessionStorage.setItem(storeKey, s.sessionId); } catch (e) { /* storage off */ }
    if (first) {
      $('client-seed').value = s.clientSeed;
      $('stake').min = String(s.stake.min); $('stake').max = String(s.stake.max); $('stake').value = String(s.stake.default);
      game.ui.rules(s.rules, $('paytable'));
    }
    showMeters();
  }

  /** A round's answer: the meters, the fairness panel, the history. */
  game.applyAnswer = function (answer) {
    var s = game.session;
    s.balance = answer.balance; s.summary = answer.summary; s.commitment = answer.commitment; s.nonce = answer.nonce;
    showMeters();
    showRound(answer.round);
    loadHistory();
  };

  function showRound(round) {
    var box = $('last-round');
    box.textContent = '';
    var dl = el('dl', 'fair');
    var add = function (term, value) { dl.appendChild(el('dt', '', term)); var dd = el('dd'); dd.appendChild(el('code', '', value)); dl.appendChild(dd); };
    add(T.roundCommitment + ' · ' + round.roundId, round.commitment || '—');
    add(T.serverSeed, round.serverSeed || '—');
    add(T.clientSeed + ' / ' + T.nonce, (round.clientSeed || '—') + ' / ' + round.nonce);
    box.appendChild(dl);
    if (round.status !== 'open' && round.serverSeed) box.appendChild(verifyLink(round.roundId));
  }

  function verifyLink(roundId) {
    var link = el('a', '', T.verify);
    link.href = API + sessionPath('/rounds/' + roundId + '/verify') + '?lng=' + cfg.lang;
    link.addEventListener('click', function (event) { event.preventDefault(); verify(roundId); });
    return link;
  }

  function sha256(text) {
    if (!window.crypto || !crypto.subtle) return Promise.resolve(null);
    return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (buffer) {
      return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
    });
  }

  function verify(roundId) {
    var out = $('verify-result');
    out.textContent = T.loading;
    $('fair-panel').open = true;
    call('GET', sessionPath('/rounds/' + roundId + '/verify')).then(function (v) {
      return sha256(v.serverSeed).then(function (local) {
        var ok = v.commitmentMatches && v.outcomeMatches && (local === null || local === v.commitment);
        out.textContent = (ok ? T.verified : T.notVerified) + ' — SHA-256(' + v.serverSeed + ') = ' + (local || v.commitmentOfSeed) + '; ' + v.derivation;
      });
    }).catch(function (e) { out.textContent = e.message; });
  }

  function loadHistory() {
    if (!game.session) return;
    call('GET', sessionPath('/rounds?limit=10')).then(function (h) {
      var list = $('history');
      list.textContent = '';
      h.items.forEach(function (round) {
        var item = el('li', '', round.createdAt.slice(11, 19) + ' · ' + T.stake + ' ' + money(round.stake) + ' · ' +
          (round.status === 'open' ? '…' : (round.win > 0 ? T.win + ' ' + money(round.win) : T.noWin)) + ' ');
        if (round.status !== 'open' && round.serverSeed) item.appendChild(verifyLink(round.roundId));
        list.appendChild(item);
      });
    }).catch(function () { /* the history is a convenience */ });
  }

  game.stake = function () { return Number($('stake').value); };
  function step(direction) {
    var now = game.stake();
    var next = direction > 0 ? STEPS.filter(function (s) { return s > now + 1e-9; })[0] : STEPS.filter(function (s) { return s < now - 1e-9; }).pop();
    if (next !== undefined && game.session && next >= game.session.stake.min && next <= game.session.stake.max) $('stake').value = String(next);
  }
  $('stake-less').addEventListener('click', function () { step(-1); });
  $('stake-more').addEventListener('click', function () { step(1); });

  game.enable = function (on) {
    var allowed = on && !game.paused && !!game.session;
    Array.prototype.forEach.call(document.querySelectorAll('[data-play]'), function (button) { button.disabled = !allowed; });
  };

  /** Stakes a round: the answer goes to the game's own view. */
  game.play = function (params) {
    if (game.busy || game.paused || !game.session) return Promise.resolve(null);
    game.busy = true; game.enable(false); result('');
    return call('POST', sessionPath('/rounds'), { stake: game.stake(), params: params || {} }, { 'Idempotency-Key': key() })
      .then(function (answer) { game.applyAnswer(answer); say(''); return answer; })
      .catch(function (e) { say(e.message); return null; })
      .then(function (answer) { game.busy = false; game.enable(true); return answer; });
  };

  $('save-seed').addEventListener('click', function () {
    call('POST', sessionPath('/client-seed'), { clientSeed: $('client-seed').value.trim() }).then(setSession).catch(function (e) { say(e.message); });
  });
  $('refill').addEventListener('click', function () {
    call('POST', sessionPath('/demo-refill')).then(setSession).catch(function (e) { say(e.message); });
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin || !event.data) return;
    if (event.data.type === 'casino-game:pause') { game.paused = true; game.enable(false); say(T.paused); }
    if (event.data.type === 'casino-game:resume') { game.paused = false; game.enable(!game.busy); say(''); }
  });

  game.ui = UIS[cfg.engine](game);
  game.ui.build($('board'), $('actions'));
  game.enable(false);

  function open() {
    var stored = null;
    try { stored = sessionStorage.getItem(storeKey); } catch (e) { /* storage off */ }
    var fresh = function () { return call('POST', '/sessions', { gameId: cfg.gameId, mode: cfg.mode }); };
    var first = stored ? call('GET', '/sessions/' + stored).catch(fresh) : fresh();
    first.then(function (s) {
      setSession(s); say(''); game.enable(true); loadHistory();
      if (s.openRound && game.ui.resume) game.ui.resume(s.openRound);
    }).catch(function (e) { say(e.status === 401 ? T.signIn : e.message); });
  }
  open();
})();
`;

export const GAME_SCRIPT = `var UIS = {};\n${GAME_UIS}\n${COMMON}`;
