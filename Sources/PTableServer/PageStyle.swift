/// The page's style sheet; colours come from the served theme through `--page`, `--ink`, `--muted`.
enum PageStyle {
    static let css = """
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); color: var(--ink);
      font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    header { display: flex; flex-wrap: wrap; gap: .6rem 1.2rem; align-items: center; padding: .8rem 1.2rem;
      border-bottom: 1px solid color-mix(in srgb, var(--ink) 20%, transparent); }
    header h1 { font-size: 1.2rem; margin: 0 1rem 0 0; }
    header label { color: var(--muted); }
    input, select, button { font: inherit; color: inherit; }
    input[type=search] { min-width: 19rem; padding: .3rem .5rem; }
    #status { margin: .5rem 1.2rem; padding: .4rem .6rem; border-left: 4px solid #d33; }
    main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; padding: 1rem 1.2rem; }
    main.with-detail { grid-template-columns: minmax(0, 1fr) 21rem; }
    #table svg { width: 100%; height: auto; display: block; }
    #table g.tile { cursor: pointer; transition: opacity .2s; }
    #table g.tile:focus { outline: none; }
    #table g.tile:focus > rect:first-of-type, #table g.tile.selected > rect:first-of-type { stroke: var(--ink); stroke-width: 1.5; }
    #table g.tile.dimmed { opacity: .15; }
    #table g.tile.favorite > rect:first-of-type { stroke: #e0a100; stroke-width: 2; }
    #detail { position: sticky; top: 1rem; align-self: start; }
    #detail h2 { margin: 0 0 .5rem; font-size: 1.1rem; }
    .card { display: block; width: 20rem; height: 20rem; padding: 0; border: 0; background: none; perspective: 1200px; cursor: pointer; }
    .card-inner { position: relative; display: block; width: 100%; height: 100%; transition: transform .6s; transform-style: preserve-3d; }
    .card.flipped .card-inner { transform: rotateY(180deg); }
    .face { position: absolute; inset: 0; width: 100%; height: 100%; backface-visibility: hidden; }
    .face.back { transform: rotateY(180deg); }
    .hint { color: var(--muted); font-size: .85rem; }
    #list { grid-column: 1 / -1; columns: 16rem; column-gap: 1.5rem; }
    #list section { break-inside: avoid; margin-bottom: 1rem; }
    #list h3 { margin: 0 0 .2rem; font-size: .95rem; color: var(--muted); }
    #list ul { list-style: none; margin: 0; padding: 0; }
    #list button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: .15rem 0; cursor: pointer; }
    #list button small { display: block; color: var(--muted); }
    #list li.favorite button::before { content: "★ "; color: #e0a100; }
    @media (max-width: 60rem) { main, main.with-detail { grid-template-columns: 1fr; } #detail { position: static; } }
    """
}
