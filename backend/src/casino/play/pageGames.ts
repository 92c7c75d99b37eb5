/**
 * The four games' views on the game page (pageScript.ts): each builds its board and buttons, draws
 * its rules, and shows a round's answer. Keyboard: every control is a button or an input.
 */
const SLOT = String.raw`
UIS.slot = function (game) {
  var T = game.T, el = game.el, glyphs = game.cfg.theme.glyphs, cells = [], rules = null;
  function name(symbol) { return T.symbols[rules.symbols[symbol].name] || rules.symbols[symbol].name; }
  function paint(grid, hits) {
    cells.forEach(function (cell, index) {
      var row = Math.floor(index / 5), reel = index % 5, symbol = grid[row][reel];
      cell.textContent = glyphs[symbol] || '?';
      cell.className = 'cell s-' + symbol + (hits[index] ? ' hit' : '');
      cell.setAttribute('aria-label', name(symbol));
    });
  }
  function hitsOf(spin) {
    var hits = {};
    spin.lineWins.forEach(function (win) {
      for (var reel = 0; reel < win.count; reel += 1) hits[rules.lines[win.line][reel] * 5 + reel] = true;
    });
    return hits;
  }
  function show(round) {
    var o = round.outcome, lines = game.$('slot-lines');
    paint(o.base.grid, hitsOf(o.base));
    lines.textContent = '';
    o.base.lineWins.forEach(function (win) {
      lines.appendChild(el('li', '', '#' + (win.line + 1) + ': ' + win.count + ' × ' + name(win.symbol) + ' — ' + game.money(win.pay * round.stake / rules.lines.length)));
    });
    if (o.base.scatters >= 3) lines.appendChild(el('li', '', o.base.scatters + ' × ' + name(rules.scatter)));
    if (o.freeSpins.length) lines.appendChild(el('li', '', T.freeSpins + ': ' + o.freeSpins.length));
    game.result(round.win > 0 ? T.win + ': ' + game.money(round.win) : T.noWin, round.win > 0);
  }
  return {
    build: function (board, actions) {
      var grid = el('div', 'reels');
      grid.setAttribute('role', 'group');
      for (var i = 0; i < 15; i += 1) { var cell = el('div', 'cell', '?'); cell.setAttribute('role', 'img'); cells.push(cell); grid.appendChild(cell); }
      board.appendChild(grid);
      board.appendChild(el('ul', 'lines')).id = 'slot-lines';
      var spin = el('button', '', T.spin); spin.type = 'button'; spin.setAttribute('data-play', '');
      spin.addEventListener('click', function () { game.play({}).then(function (answer) { if (answer) show(answer.round); }); });
      actions.appendChild(spin);
    },
    rules: function (r, box) {
      rules = r;
      var table = el('table'), head = el('tr');
      ['', '3', '4', '5'].forEach(function (h) { head.appendChild(el('th', '', h)); });
      table.appendChild(head);
      r.symbols.forEach(function (symbol, index) {
        if (index === r.scatter) return;
        var tr = el('tr');
        tr.appendChild(el('td', '', (glyphs[index] || '') + ' ' + name(index)));
        [1, 2, 3].forEach(function (k) { tr.appendChild(el('td', '', String(symbol.pays[k]))); });
        table.appendChild(tr);
      });
      box.appendChild(table);
      box.appendChild(el('p', '', (glyphs[r.scatter] || '') + ' ' + name(r.scatter) + ': 3/4/5 → ×' + r.scatterPays.slice(3).join('/×') + ', ' + T.freeSpins + ' ' + r.freeSpins.slice(3).join('/')));
      box.appendChild(el('p', '', T.rtp + ': ' + (r.rtp * 100).toFixed(2) + ' %'));
      paint([[2, 3, 4, 5, 6], [7, 2, 3, 4, 5], [6, 7, 2, 3, 4]], {});
    },
  };
};
`;

const CRASH = String.raw`
UIS.crash = function (game) {
  var T = game.T, el = game.el, rules = null, round = null, skew = 0, timer = null, poller = null, canvas, ctx, label, cashButton, betButton, auto;
  function at(ms) { return Math.floor(100 * Math.exp(rules.growthPerMs * Math.max(0, ms)) + 1e-9) / 100; }
  function draw(ms, text, cls) {
    label.textContent = text; label.className = 'multiplier' + (cls ? ' ' + cls : '');
    var w = canvas.width, h = canvas.height, span = Math.max(ms, 8000), top = at(span);
    ctx.clearRect(0, 0, w, h); ctx.strokeStyle = '#f59e0b'; ctx.lineWidth = 4; ctx.beginPath();
    for (var i = 0; i <= 60; i += 1) {
      var t = (ms * i) / 60, x = (t / span) * w, y = h - ((at(t) - 1) / Math.max(top - 1, 0.01)) * (h - 20) - 10;
      if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  function stop() { if (timer) cancelAnimationFrame(timer); if (poller) clearInterval(poller); timer = null; poller = null; }
  function finish(r) {
    stop(); round = null; cashButton.disabled = true; game.busy = false; game.enable(true);
    var crash = r.outcome ? r.outcome.crashPoint : null, ms = r.crash.cashout ? Math.log(r.crash.cashout) / rules.growthPerMs : Math.log(crash || 1) / rules.growthPerMs;
    if (r.crash.cashout) { draw(ms, r.crash.cashout.toFixed(2) + '×', 'cashed'); game.result(T.cashedOutAt + ' ' + r.crash.cashout.toFixed(2) + '× — ' + T.win + ': ' + game.money(r.win) + ' (' + T.crashedAt + ' ' + crash.toFixed(2) + '×)', true); }
    else { draw(ms, crash.toFixed(2) + '×', 'crashed'); game.result(T.crashedAt + ' ' + crash.toFixed(2) + '× — ' + T.noWin, false); }
  }
  function poll() {
    if (!round) return;
    game.call('GET', game.sessionPath('/rounds/' + round.roundId)).then(function (answer) {
      if (answer.round.status !== 'open') { game.applyAnswer(answer); finish(answer.round); }
    }).catch(function (e) { game.say(e.message); });
  }
  function run(r) {
    round = r; skew = r.serverNow - Date.now(); game.busy = true; game.enable(false); cashButton.disabled = false;
    var frame = function () {
      if (!round) return;
      var ms = Date.now() + skew - round.crash.startedAt, m = at(ms);
      draw(ms, m.toFixed(2) + '×');
      if (m >= round.crash.autoCashout) { poll(); return; }
      timer = requestAnimationFrame(frame);
    };
    timer = requestAnimationFrame(frame);
    poller = setInterval(poll, 500);
  }
  return {
    build: function (board, actions) {
      var view = el('div', 'crash-view');
      canvas = el('canvas'); canvas.width = 640; canvas.height = 280; canvas.setAttribute('aria-hidden', 'true');
      ctx = canvas.getContext('2d');
      label = el('div', 'multiplier', '1.00×');
      view.appendChild(canvas); view.appendChild(label); board.appendChild(view);
      var wrap = el('div', 'stake'), lab = el('label', '', T.autoCashout);
      auto = el('input'); auto.id = 'auto-cashout'; auto.type = 'number'; auto.step = '0.01'; auto.min = '1.01'; auto.max = '1000'; auto.value = '2.00';
      lab.htmlFor = 'auto-cashout'; wrap.appendChild(lab); wrap.appendChild(auto); actions.appendChild(wrap);
      betButton = el('button', '', T.bet); betButton.type = 'button'; betButton.setAttribute('data-play', '');
      betButton.addEventListener('click', function () {
        game.play({ autoCashout: Number(auto.value) }).then(function (answer) {
          if (!answer) return;
          if (answer.round.status === 'open') run(answer.round); else finish(answer.round);
        });
      });
      cashButton = el('button', 'secondary', T.cashOut); cashButton.type = 'button'; cashButton.disabled = true;
      cashButton.addEventListener('click', function () {
        if (!round) return;
        cashButton.disabled = true;
        game.call('POST', game.sessionPath('/rounds/' + round.roundId + '/cashout')).then(function (answer) { game.applyAnswer(answer); finish(answer.round); })
          .catch(function (e) { game.say(e.message); cashButton.disabled = false; });
      });
      actions.appendChild(betButton); actions.appendChild(cashButton);
    },
    rules: function (r, box) {
      rules = r;
      box.appendChild(el('p', '', T.rtp + ': ' + (r.rtp * 100).toFixed(2) + ' % · ' + T.autoCashout + ' ' + r.minCashout.toFixed(2) + '× … ' + r.maxCashout + '×'));
      draw(0, '1.00×');
    },
    resume: function (r) { if (r.status === 'open') run(r); },
  };
};
`;

const KENO = String.raw`
UIS.keno = function (game) {
  var T = game.T, el = game.el, rules = null, picked = [], buttons = {}, counter, table;
  function mark() {
    Object.keys(buttons).forEach(function (n) { buttons[n].setAttribute('aria-pressed', picked.indexOf(Number(n)) >= 0 ? 'true' : 'false'); });
    counter.textContent = T.picks + ': ' + picked.length + ' / ' + (rules ? rules.maxPicks : 10);
    if (rules) paytable();
  }
  function clearDraw() { Object.keys(buttons).forEach(function (n) { buttons[n].classList.remove('drawn', 'hit'); }); }
  function toggle(n) {
    clearDraw();
    var at = picked.indexOf(n);
    if (at >= 0) picked.splice(at, 1); else if (picked.length < rules.maxPicks) picked.push(n);
    mark();
  }
  function paytable() {
    table.textContent = '';
    var pays = rules.paytable[picked.length];
    if (!pays) return;
    var tr = el('tr'); tr.appendChild(el('th', '', T.picks + ' ' + picked.length));
    pays.forEach(function (pay, hits) { if (pay > 0) tr.appendChild(el('td', '', hits + ': ×' + pay)); });
    table.appendChild(tr);
    table.appendChild(el('caption', '', T.rtp + ': ' + (rules.rtpByPicks[picked.length] * 100).toFixed(2) + ' %'));
  }
  return {
    build: function (board, actions) {
      var grid = el('div', 'keno');
      grid.setAttribute('role', 'group');
      for (var n = 1; n <= 80; n += 1) {
        var b = el('button', '', String(n)); b.type = 'button'; b.setAttribute('aria-pressed', 'false');
        b.addEventListener('click', toggle.bind(null, n));
        buttons[n] = b; grid.appendChild(b);
      }
      board.appendChild(grid);
      counter = el('p', '', ''); board.appendChild(counter);
      table = el('table'); board.appendChild(table);
      var clear = el('button', 'secondary', T.clear); clear.type = 'button';
      clear.addEventListener('click', function () { picked = []; clearDraw(); mark(); });
      var quick = el('button', 'secondary', T.quickPick); quick.type = 'button';
      quick.addEventListener('click', function () {
        picked = []; clearDraw();
        while (picked.length < rules.maxPicks) { var n = 1 + game.randomInt(80); if (picked.indexOf(n) < 0) picked.push(n); }
        mark();
      });
      var play = el('button', '', T.play); play.type = 'button'; play.setAttribute('data-play', '');
      play.addEventListener('click', function () {
        if (!picked.length) { game.say(T.picks + ': 0'); return; }
        game.play({ picks: picked.slice() }).then(function (answer) {
          if (!answer) return;
          var o = answer.round.outcome;
          clearDraw();
          o.drawn.forEach(function (n) { buttons[n].classList.add(o.hits.indexOf(n) >= 0 ? 'hit' : 'drawn'); });
          game.result((answer.round.win > 0 ? T.win + ': ' + game.money(answer.round.win) : T.noWin) + ' · ' + o.hits.length + ' / ' + o.picks.length, answer.round.win > 0);
        });
      });
      actions.appendChild(clear); actions.appendChild(quick); actions.appendChild(play);
    },
    rules: function (r, box) {
      rules = r;
      var all = el('table');
      Object.keys(r.paytable).forEach(function (picks) {
        var tr = el('tr'); tr.appendChild(el('th', '', picks));
        r.paytable[picks].forEach(function (pay, hits) { if (pay > 0) tr.appendChild(el('td', '', hits + ': ×' + pay)); });
        tr.appendChild(el('td', '', (r.rtpByPicks[picks] * 100).toFixed(2) + ' %'));
        all.appendChild(tr);
      });
      box.appendChild(all);
      mark();
    },
  };
};
`;

const SCRATCH = String.raw`
UIS.scratch = function (game) {
  var T = game.T, el = game.el, rules = null, cells = [], round = null, shown = 0, buy, all;
  function symbolName(index) { var s = rules.symbols[index].name; return T.symbols[s] || s; }
  function reset() {
    shown = 0;
    cells.forEach(function (cell, index) { cell.textContent = '?'; cell.className = ''; cell.disabled = true; cell.setAttribute('aria-label', T.scratch + ' ' + (index + 1)); });
  }
  function settle() {
    all.disabled = true;
    game.call('POST', game.sessionPath('/rounds/' + round.roundId + '/reveal')).then(function (answer) {
      game.applyAnswer(answer); finish(answer.round);
    }).catch(function (e) { game.say(e.message); });
  }
  function scratch(index) {
    if (!round || cells[index].classList.contains('shown')) return;
    var symbol = round.outcome.cells[index];
    cells[index].textContent = game.cfg.scratchGlyphs[symbol];
    cells[index].classList.add('shown');
    cells[index].setAttribute('aria-label', symbolName(symbol));
    shown += 1;
    if (shown === cells.length) settle();
  }
  function finish(r) {
    var win = r.outcome && r.outcome.win;
    cells.forEach(function (cell, index) {
      var symbol = r.outcome.cells[index];
      cell.textContent = game.cfg.scratchGlyphs[symbol]; cell.classList.add('shown'); cell.setAttribute('aria-label', symbolName(symbol));
      if (win && win.cells.indexOf(index) >= 0) cell.classList.add('hit');
    });
    game.result(r.win > 0 ? T.win + ': ' + game.money(r.win) + ' (3 × ' + symbolName(win.symbol) + ')' : T.noWin, r.win > 0);
    round = null; game.busy = false; game.enable(true); all.disabled = true;
  }
  function start(r) {
    reset(); round = r; game.busy = true; game.enable(false); all.disabled = false;
    cells.forEach(function (cell) { cell.disabled = false; });
    if (cells[0]) cells[0].focus();
  }
  return {
    build: function (board, actions) {
      var grid = el('div', 'scratch'); grid.setAttribute('role', 'group');
      for (var i = 0; i < 9; i += 1) { var cell = el('button', '', '?'); cell.type = 'button'; cell.addEventListener('click', scratch.bind(null, i)); cells.push(cell); grid.appendChild(cell); }
      board.appendChild(grid);
      buy = el('button', '', T.buyCard); buy.type = 'button'; buy.setAttribute('data-play', '');
      buy.addEventListener('click', function () {
        game.play({}).then(function (answer) { if (!answer) return; if (answer.round.status === 'open') start(answer.round); else finish(answer.round); });
      });
      all = el('button', 'secondary', T.revealAll); all.type = 'button'; all.disabled = true;
      all.addEventListener('click', function () { for (var i = 0; i < cells.length; i += 1) if (round) scratch(i); });
      actions.appendChild(buy); actions.appendChild(all);
      reset();
    },
    rules: function (r, box) {
      rules = r;
      var table = el('table');
      r.symbols.forEach(function (symbol, index) {
        var tr = el('tr');
        tr.appendChild(el('td', '', game.cfg.scratchGlyphs[index] + ' ' + symbolName(index)));
        tr.appendChild(el('td', '', '3 × → ×' + symbol.prize));
        table.appendChild(tr);
      });
      box.appendChild(table);
      box.appendChild(el('p', '', T.rtp + ': ' + (r.rtp * 100).toFixed(2) + ' %'));
    },
    resume: function (r) { if (r.status === 'open') start(r); },
  };
};
`;

export const GAME_UIS = [SLOT, CRASH, KENO, SCRATCH].join('\n');
