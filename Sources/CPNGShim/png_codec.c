// Whole-image PNG encode and decode in memory, with libpng's longjmp error
// handling kept inside this file (see lifecam_png.h).
#include "lifecam_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Where libpng's error text goes before the longjmp back to our setjmp.
typedef struct {
    char *text;
    size_t size;
} message_sink;

static void set_message(char *message, size_t size, const char *text) {
    if (message != NULL && size > 0) {
        snprintf(message, size, "%s", text);
    }
}

static void on_error(png_structp png, png_const_charp text) {
    message_sink *sink = png_get_error_ptr(png);
    if (sink != NULL) {
        set_message(sink->text, sink->size, text);
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

// Appends encoder output to a growing malloc'ed buffer.
static void write_to_buffer(png_structp png, png_bytep data, size_t length) {
    lifecam_png_buffer *buffer = png_get_io_ptr(png);
    if (length > buffer->capacity - buffer->size) {
        size_t capacity = buffer->capacity > 0 ? buffer->capacity : 65536;
        while (capacity - buffer->size < length) {
            if (capacity > SIZE_MAX / 2) {
                png_error(png, "PNG too large for memory");
            }
            capacity *= 2;
        }
        uint8_t *grown = realloc(buffer->data, capacity);
        if (grown == NULL) {
            png_error(png, "out of memory while encoding PNG");
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, data, length);
    buffer->size += length;
}

static void flush_nothing(png_structp png) {
    (void)png;
}

int lifecam_png_encode(const uint8_t *rgb, uint32_t width, uint32_t height, size_t stride,
                       int level, lifecam_png_buffer *out, char *message, size_t message_size) {
    set_message(message, message_size, "");
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    if (rgb == NULL || width == 0 || height == 0 || stride < (size_t)width * 3) {
        set_message(message, message_size, "the image is empty");
        return 1;
    }
    message_sink sink = {message, message_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (png == NULL) {
        set_message(message, message_size, "out of memory while starting PNG encoder");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_message(message, message_size, "out of memory while starting PNG encoder");
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(out->data);
        out->data = NULL;
        out->size = 0;
        out->capacity = 0;
        return 1;
    }
    png_set_write_fn(png, out, write_to_buffer, flush_nothing);
    png_set_compression_level(png, level < 0 ? 0 : (level > 9 ? 9 : level));
    // At the fast levels used for frame sequences, adaptive filtering costs
    // more time than it saves bytes; the Sub filter alone keeps most of the gain.
    if (level <= 2) {
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    }
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, rgb + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 0;
}

// Serves decoder reads from a byte range.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} byte_reader;

static void read_from_buffer(png_structp png, png_bytep out, size_t length) {
    byte_reader *reader = png_get_io_ptr(png);
    if (length > reader->size - reader->offset) {
        png_error(png, "PNG data ends early");
    }
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
}

int lifecam_png_decode(const uint8_t *data, size_t size, uint32_t max_side,
                       uint8_t **rgb, uint32_t *width, uint32_t *height,
                       char *message, size_t message_size) {
    set_message(message, message_size, "");
    *rgb = NULL;
    *width = 0;
    *height = 0;
    if (data == NULL || size < 8 || png_sig_cmp(data, 0, 8) != 0) {
        set_message(message, message_size, "not a PNG file");
        return 1;
    }
    message_sink sink = {message, message_size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (png == NULL) {
        set_message(message, message_size, "out of memory while starting PNG decoder");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_message(message, message_size, "out of memory while starting PNG decoder");
        return 1;
    }
    // Both are assigned after setjmp and freed on the longjmp path, so they
    // must be volatile to keep their values across it.
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        return 1;
    }
    byte_reader reader = {data, size, 0};
    png_set_user_limits(png, max_side, max_side);
    png_set_read_fn(png, &reader, read_from_buffer);
    png_read_info(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_strip_alpha(png);
    png_set_gray_to_rgb(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)w * 3) {
        png_error(png, "PNG did not convert to 8-bit RGB");
    }
    pixels = malloc(row_bytes * h);
    rows = malloc(sizeof(png_bytep) * h);
    if (pixels == NULL || rows == NULL) {
        png_error(png, "out of memory while decoding PNG");
    }
    for (uint32_t y = 0; y < h; y++) {
        rows[y] = pixels + (size_t)y * row_bytes;
    }
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *rgb = pixels;
    *width = w;
    *height = h;
    return 0;
}

void lifecam_png_free(void *pointer) {
    free(pointer);
}
