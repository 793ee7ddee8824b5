/// The page's style sheet; colours come from the served theme through `--page`, `--ink`, `--muted`.
///
/// Two layouts: from 50rem wide, the table browser (tabs in the header, the table over the
/// list, the detail beside them); narrower, the seed app on a phone (tabs along the bottom, list
/// rows with the thumbnail pinned left, the detail over everything, the table in a scroller at a
/// size its text reads at). No text is under 12 CSS px in either. The page's own text is set in
/// the Inter faces the table's SVG embeds, so it looks the same on every machine.
enum PageStyle {
    static let css = """
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    .announce { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body { margin: 0; background: var(--page); color: var(--ink);
      font: 16px/1.4 Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    input, select, button { font: inherit; color: inherit; }
    input, select { background: var(--field); border: 1px solid var(--line); border-radius: 6px; padding: .35rem .5rem; }
    button { cursor: pointer; }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    header { display: flex; flex-wrap: wrap; gap: .6rem 1.2rem; align-items: center; padding: .7rem 1.2rem;
      border-bottom: 1px solid var(--line); }
    header h1 { font-size: 1.25rem; margin: 0 .5rem 0 0; }
    label { color: var(--muted); }
    label select, label input { margin-left: .3rem; }
    #tabs { display: flex; gap: .25rem; }
    #tabs button { border: 0; background: none; padding: .45rem .9rem; border-radius: 999px; font-weight: 600; color: var(--muted); }
    #tabs button[aria-selected=true] { background: var(--selected); color: var(--ink); }
    #tab-table { display: none; }
    .theme { margin-left: auto; }
    .toolbar { display: flex; flex-wrap: wrap; gap: .6rem 1.2rem; align-items: center; margin-bottom: 1rem; }
    input[type=search] { min-width: 19rem; }
    #status { margin: .5rem 1.2rem; padding: .4rem .6rem; border-left: 4px solid #d33; }
    main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; padding: 1rem 1.2rem; }
    main.with-detail { grid-template-columns: minmax(0, 1fr) 22rem; }
    #table svg { width: 100%; height: auto; display: block; }
    svg g.tile { cursor: pointer; transition: opacity .2s; }
    svg g.tile:focus { outline: none; }
    svg g.tile:focus > rect:first-of-type, svg g.tile.selected > rect:first-of-type { stroke: var(--ink); stroke-width: 2; }
    svg g.tile.dimmed { opacity: .15; }
    svg g.tile.favorite > rect:first-of-type { stroke: #e0a100; stroke-width: 2.5; }
    #list, #favorites-list { margin-top: 1rem; columns: 18rem; column-gap: 1.5rem; }
    .rows section { break-inside: avoid; margin-bottom: 1rem; }
    .rows h3 { margin: 0 0 .25rem; font-size: .95rem; color: var(--muted); }
    .rows ul { list-style: none; margin: 0; padding: 0; }
    .row { display: flex; gap: .75rem; align-items: center; width: 100%; min-height: 3.25rem; padding: .3rem .25rem;
      text-align: left; border: 0; border-radius: 8px; background: none; }
    .row:hover, li.selected .row { background: var(--selected); }
    .row img { flex: none; width: 48px; height: 48px; border-radius: 6px; background: var(--line); }
    .row .labels { display: flex; flex-direction: column; min-width: 0; }
    .row .name { font-weight: 600; }
    .row .detail { color: var(--muted); font-size: .875rem; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
    li.favorite .row .name::after { content: " ★"; color: #e0a100; }
    .person { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
    .note { color: var(--muted); }
    #detail { position: sticky; top: 1rem; align-self: start; }
    .detail-bar { display: flex; align-items: center; gap: .75rem; margin-bottom: .6rem; }
    .detail-bar h2 { margin: 0; font-size: 1.35rem; }
    .on-phone { display: none; }
    #close { order: 2; margin-left: auto; border: 1px solid var(--line); border-radius: 6px; background: none; padding: .3rem .7rem; }
    .card { display: block; width: 100%; max-width: 22rem; aspect-ratio: 1; padding: 0; border: 0; background: none;
      perspective: 1200px; }
    .card-inner { position: relative; display: block; width: 100%; height: 100%; transition: transform .6s; transform-style: preserve-3d; }
    .card.flipped .card-inner { transform: rotateY(180deg); }
    .face { position: absolute; inset: 0; width: 100%; height: 100%; backface-visibility: hidden; }
    .face.back { transform: rotateY(180deg); }
    .hint { color: var(--muted); font-size: .875rem; margin: .4rem 0; }
    #facts { display: grid; grid-template-columns: auto 1fr; gap: .3rem 1rem; margin: .8rem 0; }
    #facts div { display: contents; }
    #facts dt { color: var(--muted); }
    #facts dd { margin: 0; font-variant-numeric: tabular-nums; }
    #favorite { padding: .5rem 1rem; border-radius: 8px; border: 1px solid #e0a100; background: none; font-weight: 600; }
    #favorite[aria-pressed=true] { background: #e0a100; color: #1b1b1b; }
    .table-scroll { overflow: auto; max-width: 100%; -webkit-overflow-scrolling: touch; }
    .table-scroll svg { display: block; }
    @media (prefers-reduced-motion: reduce) { .card-inner, svg g.tile { transition: none; } }
    @media (max-width: 49.99rem) {
      body { padding-bottom: 4.5rem; }
      header { padding: .6rem .9rem; gap: .5rem .8rem; }
      header h1 { font-size: 1.1rem; }
      #tabs { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2; gap: 0; background: var(--page);
        border-top: 1px solid var(--line); padding: .25rem .25rem calc(.25rem + env(safe-area-inset-bottom)); }
      #tabs button { flex: 1; border-radius: 8px; padding: .7rem .2rem; }
      #tab-table { display: block; }
      main, main.with-detail { grid-template-columns: minmax(0, 1fr); padding: .6rem .9rem; }
      .toolbar { gap: .5rem .8rem; margin-bottom: .4rem; }
      input[type=search] { min-width: 0; width: 100%; }
      #table { display: none; }
      #list, #favorites-list { columns: auto; margin-top: .4rem; }
      .row { min-height: 4.5rem; }
      .row img { width: 64px; height: 64px; }
      .row .name { font-size: 1.0625rem; }
      #detail { position: fixed; inset: 0; z-index: 3; overflow-y: auto; background: var(--page); padding: .6rem .9rem 2rem; }
      #close { order: 0; margin-left: 0; }
      .on-phone { display: inline; }
      .on-desktop { display: none; }
      .card { margin: 0 auto; }
      #favorite { width: 100%; padding: .75rem; }
    }
    """
}
