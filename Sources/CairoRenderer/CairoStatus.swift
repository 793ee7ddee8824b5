import CCairo

/// Cairo's description of a status code.
func describe(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}

/// Throws `CairoRendererError.cairoFailure` unless `status` is success.
func check(_ status: cairo_status_t, _ operation: String) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
        throw CairoRendererError.cairoFailure(operation: operation, status: describe(status))
    }
}
