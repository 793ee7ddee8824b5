#ifndef PTABLE_CCAIRO_SHIM_H
#define PTABLE_CCAIRO_SHIM_H

// Cairo with the surfaces ptable renders to, plus FreeType and fontconfig so the
// renderer can load the bundled font files itself. `pkg-config cairo` already puts
// /usr/include/freetype2 on the include path, so <ft2build.h> resolves without extra flags.
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

#endif
