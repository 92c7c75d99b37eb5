/** The game page's style (page.ts): one sheet, inline under the page's nonce. Theme colours come in as CSS variables. */
export const GAME_STYLE = `
:root{--bg:#0f172a;--panel:#1e293b;--ink:#f8fafc;--muted:#cbd5e1;--accent:#f59e0b;--brand:#1e3a8a;--win:#22c55e;--lose:#f87171}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:52rem;margin:0 auto;padding:.75rem}
h1{font-size:1.2rem;margin:0}
.mode{font-size:.75rem;background:var(--accent);color:#111827;border-radius:999px;padding:.1rem .5rem;vertical-align:middle}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between}
.meters{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0}
.meters div{display:flex;gap:.35rem}.meters dt{color:var(--muted)}.meters dd{margin:0;font-variant-numeric:tabular-nums;font-weight:600}
.status{min-height:1.4em;color:var(--muted);margin:.5rem 0}
.board{background:var(--brand);border-radius:12px;padding:.75rem;margin:.5rem 0}
.controls{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.stake{display:flex;gap:.35rem;align-items:center}
.stake input{width:6.5rem}
input{font:inherit;padding:.45rem .55rem;border-radius:8px;border:1px solid #64748b;background:#0b1220;color:var(--ink)}
button{font:inherit;font-weight:600;min-height:44px;min-width:44px;padding:.45rem .9rem;border-radius:8px;border:2px solid var(--accent);background:var(--accent);color:#111827;cursor:pointer}
button.secondary{background:transparent;color:var(--ink)}
button:disabled{opacity:.45;cursor:not-allowed}
button:focus-visible,input:focus-visible,summary:focus-visible,a:focus-visible{outline:3px solid #fde047;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
.result{font-size:1.1rem;font-weight:700;min-height:1.5em}
.result.win{color:var(--win)}
.panel{background:var(--panel);border-radius:10px;padding:.5rem .75rem;margin:.5rem 0}
.panel summary{cursor:pointer;font-weight:600;min-height:32px}
.fair dt{color:var(--muted);margin-top:.35rem}.fair dd{margin:0;word-break:break-all}
code{font-size:.8rem}
a{color:#93c5fd}
table{border-collapse:collapse;font-size:.85rem}td,th{padding:.15rem .5rem;text-align:right}th:first-child,td:first-child{text-align:left}
.history{margin:0;padding-left:1.25rem;font-size:.85rem}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:.35rem}
.cell{background:#f8fafc;color:#111827;border-radius:8px;aspect-ratio:1/1;display:flex;align-items:center;justify-content:center;font-size:clamp(1rem,5vw,2rem);font-weight:800}
.cell.hit{box-shadow:0 0 0 4px var(--win)}
.cell.s-0{background:var(--accent)}.cell.s-1{background:#a855f7;color:#fff}
.lines{font-size:.85rem;margin:.5rem 0 0;padding-left:1.25rem}
.crash-view{position:relative}
.crash-view canvas{width:100%;height:auto;display:block;background:#0b1220;border-radius:8px}
.multiplier{position:absolute;top:.5rem;left:.75rem;font-size:2.2rem;font-weight:800;font-variant-numeric:tabular-nums}
.multiplier.crashed{color:var(--lose)}.multiplier.cashed{color:var(--win)}
.keno{display:grid;grid-template-columns:repeat(10,1fr);gap:.25rem}
.keno button{min-width:0;min-height:36px;padding:.2rem;background:#e2e8f0;border-color:#e2e8f0;color:#111827}
.keno button[aria-pressed=true]{background:var(--accent);border-color:var(--accent)}
.keno button.drawn{border-color:#38bdf8;border-width:3px}
.keno button.hit{background:var(--win);border-color:var(--win)}
.scratch{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;max-width:22rem;margin:0 auto}
.scratch button{aspect-ratio:1/1;font-size:2rem;background:#94a3b8;border-color:#94a3b8}
.scratch button.shown{background:#f8fafc;border-color:#f8fafc}
.scratch button.hit{box-shadow:0 0 0 4px var(--win)}
@media (max-width:480px){main{padding:.5rem}.keno button{min-height:30px;font-size:.8rem}}
`;
