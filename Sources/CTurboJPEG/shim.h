#ifndef PTABLE_CTURBOJPEG_SHIM_H
#define PTABLE_CTURBOJPEG_SHIM_H

// libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev): whole-image JPEG encoding and
// decoding from packed RGB buffers.
#include <turbojpeg.h>

#endif
