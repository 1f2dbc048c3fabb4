"""The status page (pure): samples -> chart series -> one self-contained HTML document.

No CDN, no library: the page carries its data as JSON and a small script that draws each chart
as inline SVG (so it renders on a machine without internet). The charts: consumer lag, the
consumed throughput (committed offsets per second) and end-to-end latency per sink over the
window, plus a table of each dependency's state at the last sample.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, TypedDict

import orjson

from streams.entrypoints.observe import Sample

Point = tuple[float, float]


class Chart(TypedDict):
    id: str
    title: str
    unit: str
    series: dict[str, list[Point]]


def charts(samples: Sequence[Sample], now: float, window_s: float) -> list[Chart]:
    """The three charts of the page from the samples of the last `window_s` seconds."""
    kept = [s for s in samples if now - s.at <= window_s]
    lag_pts = [(s.at, float(s.lag_records)) for s in kept if s.lag_records is not None]
    time_lag = [(s.at, s.lag_seconds) for s in kept if s.lag_seconds is not None]
    rate: list[Point] = []
    prev: Sample | None = None
    for s in kept:
        if not s.consumed:
            continue
        if prev is not None and s.at > prev.at:
            rate.append((s.at, consumed_between(prev, s) / (s.at - prev.at)))
        prev = s
    sinks = sorted({k for s in kept for k in s.e2e_seconds})
    e2e = {sink: [(s.at, s.e2e_seconds[sink]) for s in kept if sink in s.e2e_seconds]
           for sink in sinks}
    return [
        Chart(id="lag", title="Consumer lag", unit="records",
              series={"lag": lag_pts}),
        Chart(id="time_lag", title="Oldest unconsumed record", unit="seconds",
              series={"time lag": time_lag}),
        Chart(id="throughput", title="Throughput (records consumed)", unit="records/s",
              series={"consumed": rate}),
        Chart(id="e2e", title="End-to-end latency (turn ts -> sink)", unit="seconds",
              series=e2e or {"milvus": [], "neo4j": []}),
    ]


def consumed_between(a: Sample, b: Sample) -> int:
    """Records committed between two samples, over the partitions both saw committed (a
    partition's first commit is not throughput; an offset reset backwards counts nothing)."""
    return sum(max(0, b.consumed[k] - a.consumed[k]) for k in b.consumed.keys() & a.consumed)


def page(samples: Sequence[Sample], now: float, window_s: float, refresh_s: float) -> str:
    """The whole HTML document."""
    last = samples[-1] if samples else None
    deps = sorted((last.dependencies if last else {}).items())
    rows = "".join(
        f'<tr><td>{html.escape(name)}</td><td class="{"up" if up else "down"}">'
        f'{"up" if up else "down"}</td></tr>' for name, up in deps) or \
        '<tr><td colspan="2">no sample yet</td></tr>'
    drawn = charts(samples, now, window_s)
    data = orjson.dumps({"charts": drawn, "now": now,
                         "window": window_s}).decode().replace("</", "<\\/")
    figures = "".join(f'<figure id="chart-{c["id"]}" class="chart"><figcaption>'
                      f'{html.escape(c["title"])} ({html.escape(c["unit"])})</figcaption>'
                      f'</figure>' for c in drawn)
    # never faster than 15 s: a page that reloads faster keeps a headless browser's virtual
    # clock (and a person reading it) from ever settling
    return _TEMPLATE.format(refresh=max(15, int(refresh_s)), rows=rows, figures=figures,
                            data=data, samples=len(samples), script=_SCRIPT)


def data(samples: Sequence[Sample], now: float, window_s: float) -> dict[str, Any]:
    """The page's data as JSON-ready values (GET /status.json)."""
    last = samples[-1] if samples else None
    return {"samples": len(samples), "charts": charts(samples, now, window_s),
            "dependencies": last.dependencies if last else {}}


_TEMPLATE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="{refresh}">
<title>memstream status</title>
<style>
body {{ font: 14px system-ui, sans-serif; margin: 1.5em; color: #222; background: #fafafa; }}
h1 {{ font-size: 1.3em; }}
.charts {{ display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
           gap: 1em; }}
figure {{ margin: 0; background: #fff; border: 1px solid #ddd; padding: .5em; }}
figcaption {{ font-weight: 600; margin-bottom: .3em; }}
table {{ border-collapse: collapse; margin-top: 1em; }}
td {{ border: 1px solid #ddd; padding: .2em .8em; }}
.up {{ color: #1a7f37; }} .down {{ color: #cf222e; font-weight: 600; }}
svg text {{ font-size: 11px; fill: #555; }}
</style></head>
<body data-samples="{samples}">
<h1>memstream status</h1>
<p>{samples} samples, one every few seconds; this page reloads itself.</p>
<div class="charts">{figures}</div>
<h2>Dependencies</h2>
<table id="dependencies">{rows}</table>
<script type="application/json" id="memstream-data">{data}</script>
<script>{script}</script>
</body></html>
"""

_SCRIPT = """
(function () {
  var NS = "http://www.w3.org/2000/svg";
  var COLORS = ["#0969da", "#bf3989", "#1a7f37", "#9a6700"];
  var W = 460, H = 200, L = 56, R = 10, T = 10, B = 28;
  var payload = JSON.parse(document.getElementById("memstream-data").textContent);
  function el(name, attrs, parent) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function fmt(v) {
    if (v >= 1e6) return (v / 1e6).toFixed(1) + "M";
    if (v >= 1e3) return (v / 1e3).toFixed(1) + "k";
    return v >= 10 ? v.toFixed(0) : v.toFixed(2);
  }
  payload.charts.forEach(function (chart) {
    var fig = document.getElementById("chart-" + chart.id);
    var svg = el("svg", {width: "100%", viewBox: "0 0 " + W + " " + H,
                         "class": "plot", "data-chart": chart.id}, fig);
    var x1 = payload.now, x0 = x1 - payload.window, ymax = 0, total = 0;
    var names = Object.keys(chart.series);
    names.forEach(function (n) {
      chart.series[n].forEach(function (p) { ymax = Math.max(ymax, p[1]); });
    });
    ymax = ymax > 0 ? ymax * 1.1 : 1;
    function sx(t) { return L + (t - x0) / (x1 - x0) * (W - L - R); }
    function sy(v) { return T + (1 - v / ymax) * (H - T - B); }
    el("line", {x1: L, y1: H - B, x2: W - R, y2: H - B, stroke: "#999"}, svg);
    el("line", {x1: L, y1: T, x2: L, y2: H - B, stroke: "#999"}, svg);
    [0, 0.5, 1].forEach(function (f) {
      var v = ymax * f, y = sy(v);
      el("line", {x1: L, y1: y, x2: W - R, y2: y, stroke: "#eee"}, svg);
      el("text", {x: L - 4, y: y + 4, "text-anchor": "end"}, svg).textContent = fmt(v);
    });
    el("text", {x: L, y: H - 8}, svg).textContent =
      "-" + Math.round(payload.window / 60) + " min";
    el("text", {x: W - R, y: H - 8, "text-anchor": "end"}, svg).textContent = "now";
    names.forEach(function (n, i) {
      var pts = chart.series[n];
      total += pts.length;
      var color = COLORS[i % COLORS.length];
      el("text", {x: L + 8 + i * 90, y: T + 12, fill: color}, svg).textContent = n;
      if (!pts.length) return;
      var line = el("polyline", {fill: "none", stroke: color, "stroke-width": 2,
        "class": "series", "data-series": n, "data-points": pts.length,
        points: pts.map(function (p) { return sx(p[0]).toFixed(1) + "," +
                                              sy(p[1]).toFixed(1); }).join(" ")}, svg);
      pts.forEach(function (p) {
        el("circle", {cx: sx(p[0]), cy: sy(p[1]), r: 2, fill: color}, svg);
      });
      return line;
    });
    svg.setAttribute("data-points", total);
    if (!total) {
      el("text", {x: W / 2, y: H / 2, "text-anchor": "middle"}, svg).textContent =
        "no data yet";
    }
  });
  document.body.setAttribute("data-ready", "1");
})();
"""
