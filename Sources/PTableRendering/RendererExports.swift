// The facade's options and errors are the renderers' own types (`ColorMode`, `ColorChoice`,
// `SVGRenderer.SizeUnit`, `CairoRendererError` …), so a client of `PTableRendering` (the CLI,
// a server, a package that depends on ptable) needs no other import to use them.
@_exported import ANSIRenderer
@_exported import CairoRenderer
@_exported import SVGRenderer
