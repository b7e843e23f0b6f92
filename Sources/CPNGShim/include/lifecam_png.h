// A setjmp-safe face for libpng: whole-image encode and decode in memory.
//
// libpng signals errors by calling an error function that must not return, so
// the usual pattern is setjmp/longjmp, which Swift cannot express. These
// functions run the libpng calls under setjmp and report failure as a return
// code plus a message, which the Swift side turns into a typed error.
#ifndef LIFECAM_PNG_H
#define LIFECAM_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Bytes owned by C (malloc'ed); release with lifecam_png_free.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} lifecam_png_buffer;

/// Encodes an 8-bit RGB image (`height` rows of `stride` bytes, each row
/// starting with `width` R,G,B triples) as a PNG into `out`.
/// `level` is the zlib compression level 0...9.
/// Returns 0 on success; otherwise non-zero, `out` is empty and `message`
/// (of `message_size` bytes) holds a NUL-terminated reason.
int lifecam_png_encode(const uint8_t *rgb, uint32_t width, uint32_t height, size_t stride,
                       int level, lifecam_png_buffer *out, char *message, size_t message_size);

/// Decodes any PNG (grey, palette, alpha, 16-bit) to packed 8-bit RGB:
/// `*rgb` receives width × height × 3 bytes (free with lifecam_png_free).
/// Images wider or taller than `max_side` are refused.
/// Returns 0 on success; otherwise non-zero with a reason in `message`.
int lifecam_png_decode(const uint8_t *png, size_t size, uint32_t max_side,
                       uint8_t **rgb, uint32_t *width, uint32_t *height,
                       char *message, size_t message_size);

/// Releases memory handed out by the functions above.
void lifecam_png_free(void *pointer);

#endif
