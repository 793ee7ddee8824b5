// Layout's clients (the renderers, the CLI, packages that depend on ptable) keep using
// `Element`, `PeriodicTable` and the data errors with `import Layout` alone: the element data
// moved into its own module, but it is part of what Layout hands out.
@_exported import ElementData
