#ifndef PTABLE_CZLIB_SHIM_H
#define PTABLE_CZLIB_SHIM_H

// zlib for ptable's own PNG encoder. deflateInit2 is a macro, which Swift cannot call, so it
// is wrapped here; the raw stream (no zlib header, window bits -15) lets the encoder join
// independently compressed bands into the one zlib stream a PNG holds, as pigz does.
#include <zlib.h>

static inline int ptable_deflate_init_raw(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
