#ifndef PTABLE_CZLIB_SHIM_H
#define PTABLE_CZLIB_SHIM_H

// zlib for ptable's own PNG encoder and the server's gzip responses. deflateInit2 is a macro,
// which Swift cannot call, so it is wrapped here; the raw stream (no zlib header, window bits
// -15) lets the encoder join independently compressed bands into the one zlib stream a PNG
// holds, as pigz does.
#include <zlib.h>

static inline int ptable_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

/// A stream with gzip's header and trailer (window bits 15 + 16); the header's time stays 0.
static inline int ptable_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

#endif
