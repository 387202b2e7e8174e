import Findings

extension HTMLPage {
    /// The product's one stylesheet: the shell's parts, then the pieces each page uses (source
    /// listings, findings, explain's cards, retain chains). Colours from `GraphStyle`.
    package static let stylesheet = shellStyle + reportStyle + explainStyle

    private static let object = GraphStyle.node(.node(.object)), closure = GraphStyle.node(.node(.closureContext))

    /// Colours, the header and its legend, main, footer.
    private static let shellStyle: String = {
        let leaked = GraphStyle.cycleColor(leaked: true)
        let kept = GraphStyle.cycleColor(leaked: false)
        return """
            :root { --value:\(GraphStyle.color(.value)); --pointer:\(GraphStyle.color(.pointer)); \
            --byref:\(GraphStyle.color(.byref)); --global:\(GraphStyle.color(.global));
              --error:\(GraphStyle.color(Severity.error)); --warning:\(GraphStyle.color(Severity.warning)); \
            --note:\(GraphStyle.color(Severity.note));
              --leaked:\(leaked.line); --kept:\(kept.line); --muted:\(GraphStyle.muted); --ink:\(GraphStyle.ink); }
            * { box-sizing:border-box; }
            body { margin:0; font:15px/1.45 -apple-system, "Segoe UI", \(GraphStyle.font), Arial, sans-serif; \
            color:var(--ink); background:#f8fafc; }
            header { position:sticky; top:0; z-index:2; background:#0f172a; color:#f8fafc; padding:12px 24px; }
            header h1 { margin:0 0 6px; font-size:20px; }
            header code { background:transparent; color:inherit; }
            .legend { font-size:13px; display:flex; flex-wrap:wrap; gap:6px 10px; align-items:center; }
            .legend .cap { background:#f8fafc; padding:0 4px; border-radius:3px; }
            .sep { width:18px; }
            .swatch { display:inline-block; font-size:12px; color:var(--ink); border:1px solid; border-radius:6px; \
            padding:0 6px; }
            .swatch.object { background:\(object.fill); border-color:\(object.stroke); }
            .swatch.closure { background:\(closure.fill); border-color:\(closure.stroke); }
            .edge-key { font-weight:700; font-size:16px; line-height:1; }
            .edge-key.leaked { color:var(--leaked); } .edge-key.kept { color:var(--kept); }
            main { padding:16px 24px 28px; }
            footer { color:var(--muted); font-size:12px; padding:0 24px 24px; }

            """
    }()

    /// Findings, source snippets and cycle pictures (lint and retain reports, explain's findings).
    private static let reportStyle = """
        h2 { font:600 17px ui-monospace, "DejaVu Sans Mono", monospace; margin:8px 0 2px; }
        section.report { max-width:80em; margin:0 0 18px; }
        section.report > h2 { border-bottom:1px solid #cbd5e1; padding-bottom:2px; }
        code { font-family:ui-monospace, "DejaVu Sans Mono", monospace; background:#f1f5f9; padding:0 0.2em; \
        border-radius:3px; }
        .summary { color:#475569; font-weight:600; margin:0 0 12px; }
        .pos { font-family:ui-monospace, "DejaVu Sans Mono", monospace; color:var(--muted); }
        .sev { display:inline-block; font-size:12px; font-weight:700; border-radius:4px; padding:1px 6px; \
        color:#fff; background:var(--warning); }
        .sev.error { background:var(--error); } .sev.note { background:var(--note); }
        .fix { margin:0.2em 0 0; color:#166534; }
        p.error, li.error { color:var(--error); }
        li.note, span.note, .nested, .empty { color:var(--muted); }
        li { margin:0.4em 0; }
        a.rule { font-family:ui-monospace, "DejaVu Sans Mono", monospace; color:\(closure.stroke); \
        text-decoration:none; }
        table.counts { border-collapse:collapse; margin:0.5em 0 1.5em; background:#fff; }
        table.counts td, table.counts th { border:1px solid #e2e8f0; padding:0.2em 0.8em; text-align:left; }
        dt { margin-top:0.8em; }
        pre.snippet { background:#fff; border:1px solid #e2e8f0; border-radius:6px; padding:0.4em 0; margin:0.3em 0; \
        overflow-x:auto; font:13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; color:var(--ink); }
        pre.snippet > span { display:block; padding:0 0.6em; }
        pre.snippet > span.here { background:\(object.fill); }
        pre.snippet .ln { display:inline-block; width:3.5em; color:#94a3b8; text-align:right; margin-right:1em; \
        user-select:none; }
        mark { background:#fdba74; border-radius:2px; }
        figure.cycle { margin:0.5em 0; background:#fffbeb; border:1px solid #fde68a; border-radius:8px; padding:8px; \
        display:inline-block; max-width:100%; }
        figure.cycle svg { max-width:100%; height:auto; display:block; margin:auto; }
        figure.cycle svg text.node { font:600 13px \(GraphStyle.font), Arial, sans-serif; }
        figure.cycle svg text.edge { font:11px \(GraphStyle.font), Arial, sans-serif; }
        figcaption { font:12px ui-monospace, "DejaVu Sans Mono", monospace; color:#78350f; text-align:center; \
        margin-top:4px; }
        .graphs { display:flex; flex-wrap:wrap; gap:16px; }
        .graph svg { max-width:100%; height:auto; }
        .notes { color:#475569; font-size:13px; }
        article.block, .findings, section.finding { background:#fff; border:1px solid #e2e8f0; border-radius:8px; \
        padding:10px 14px; margin-bottom:12px; }
        section.finding { max-width:80em; border-left:4px solid var(--warning); }
        section.finding.error { border-left-color:var(--error); } section.finding.note { \
        border-left-color:var(--note); }
        section.finding h2 { font-size:15px; }
        .chain .node { font-weight:600; }
        .chain small { font-family:ui-monospace, "DejaVu Sans Mono", monospace; color:var(--muted); }

        """

    /// Explain's source listing, capture highlights, block cards and layouts.
    private static let explainStyle = """
        section.file { margin:0 0 28px; }
        .columns { display:grid; grid-template-columns:minmax(0, 1.25fr) minmax(0, 1fr); gap:18px; align-items:start; }
        .source { background:#fff; border:1px solid #e2e8f0; border-radius:8px; overflow:auto; }
        table.code { border-collapse:collapse; font:13px/1.5 ui-monospace, "DejaVu Sans Mono", monospace; width:100%; }
        table.code td { padding:0 10px; vertical-align:top; white-space:pre-wrap; overflow-wrap:anywhere; }
        table.code td.ln { color:#94a3b8; text-align:right; user-select:none; border-right:1px solid #e2e8f0; \
        width:1%; white-space:nowrap; }
        tr.flagged td.src { background:#fff1f2; }
        tr.flagged td.ln { color:#be123c; font-weight:700; }
        .cap { font-weight:700; border-bottom:2px solid currentColor; }
        .cap.weak { border-bottom-style:dashed; }
        .cap.unretained { border-bottom-style:dotted; }
        .cap.none { border-bottom-width:0; }
        .cap.value { color:var(--value); } .cap.pointer { color:var(--pointer); }
        .cap.byref { color:var(--byref); } .cap.global { color:var(--global); }
        .badge { display:inline-block; font:700 10px/1 \(GraphStyle.font), Arial, sans-serif; color:#fff; \
        background:#0f766e; border-radius:8px; padding:2px 5px; margin-right:2px; vertical-align:1px; }
        .chip { display:inline-block; font-size:12px; font-weight:600; color:#fff; border-radius:10px; padding:1px \
        8px; }
        .chip.value { background:var(--value); } .chip.pointer, .chip.address { background:var(--pointer); }
        .chip.byref, .chip.box { background:var(--byref); } .chip.global { background:var(--global); }
        .own.strong { font-weight:700; } .own.weak { font-style:italic; } .own.none { color:#94a3b8; }
        article.block h3 { font-size:14px; margin:0 0 8px; }
        .kind { font-size:12px; border-radius:4px; padding:1px 6px; margin-left:6px; }
        .kind.global { background:#e5e7eb; } .kind.stack { background:\(closure.fill); }
        table.captures { border-collapse:collapse; width:100%; font-size:13px; margin-bottom:8px; }
        table.captures th { text-align:left; color:#475569; font-weight:600; border-bottom:1px solid #e2e8f0; \
        padding:2px 6px; }
        table.captures td { padding:3px 6px; border-bottom:1px solid #f1f5f9; }
        span.note { font-size:12px; }
        .nested, .empty { margin:4px 0; }
        .reason { color:#334155; font-size:13px; margin:0 0 8px; }
        details summary { cursor:pointer; color:#334155; font-size:13px; }
        pre.layout, pre.stack { background:#0f172a; color:#e2e8f0; font:12px/1.45 ui-monospace, "DejaVu Sans Mono", \
        monospace; padding:10px; border-radius:6px; overflow:auto; margin:6px 0 0; white-space:pre-wrap; \
        overflow-wrap:anywhere; }
        .findings { margin-top:18px; padding:10px 16px; }
        .findings h3 { font-size:15px; margin:6px 0; }
        @media (max-width:1000px) { .columns { grid-template-columns:1fr; } }

        """
}
