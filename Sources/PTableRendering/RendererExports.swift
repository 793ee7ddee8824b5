// The facade's options and errors are the renderers' own types (`ColorMode`, `ColorChoice`,
// `SVGRenderer.SizeUnit`, `CairoRendererError` …), and what it renders is made of Layout's
// (`Theme`, `Element`, `TablePlacement` …), so a client of `PTableRendering` (the CLI, a server,
// a package that depends on ptable) needs no other import to use them.
@_exported import ANSIRenderer
@_exported import CairoRenderer
@_exported import JPEGRenderer
@_exported import Layout
@_exported import SVGRenderer
