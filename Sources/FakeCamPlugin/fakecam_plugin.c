/* A libv4l2 plugin that makes regular files behave like webcams, so the real
   libv4l2 (format emulation, YUYV and MJPEG conversion, buffer handling) can be
   tested end to end on machines with no V4L2 support in the kernel.

   Which files: $FAKECAM_PATH names one file, or a directory whose regular files
   named video* are all cameras. Anything else is declined, so the plugin is
   inert for every other program even when installed system-wide.

   Knobs come from the environment and, overriding it, from a sidecar file
   "<camera>.knobs" holding KEY=VALUE lines (so tests running in parallel in one
   process can each have their own camera):
     FAKECAM_STRIDE_PAD=N     bytesperline = 2w + N
     FAKECAM_FAIL_AFTER=N     DQBUF fails with ENODEV after N frames
     FAKECAM_ERROR_EVERY=k    every k-th frame is flagged V4L2_BUF_FLAG_ERROR
     FAKECAM_MJPEG=file.jpg   MJPEG-only camera serving that 640x480 JPEG
     FAKECAM_STALL_AFTER=N    after N frames DQBUF says EAGAIN for ever
     FAKECAM_CORRUPT_FROM=N   frames N .. N+COUNT-1 carry a truncated JPEG
     FAKECAM_CORRUPT_COUNT=M  (default 8)
     FAKECAM_FPS=F            at most F frames a second (EAGAIN in between)
     FAKECAM_BUSY=1           REQBUFS fails with EBUSY (another program owns it)
     FAKECAM_READ_ONLY=1      offers read() I/O only, no streaming
     FAKECAM_STATIC=1         the bar stands still: each buffer is drawn once
                              (benchmarks: the fake driver then costs no CPU per frame)
   Unplugging: once the camera's path no longer exists (the test renamed it),
   DQBUF fails with ENODEV; putting the file back "plugs the camera in" again.

   Only the ioctl and read paths are plugin ops: libv4l2 opens, maps and closes
   the real file itself, and a regular file supports all of that. At REQBUFS the
   file is grown to hold the buffers and mapped; a frame is drawn into a buffer
   when it is dequeued, where libv4l2's own mapping of the file sees it. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <linux/videodev2.h>
#include <libv4l-plugin.h>
#include "FakeCamPlugin.h"

#define MAXBUF 8
struct fake {
    unsigned w, h, bpl, size, bufsize, nbufs, seq;
    unsigned pad, fail_after, err_every, stall_after, corrupt_from, corrupt_count, busy, read_only;
    unsigned still, drawn;         /* FAKECAM_STATIC, and a bit per buffer already drawn */
    double fps, next_frame;        /* FAKECAM_FPS pacing: when the next frame is due */
    int streaming, queued[MAXBUF], fifo[MAXBUF], fhead, fcount;
    unsigned char *map;            /* our MAP_SHARED view of the backing file */
    unsigned fourcc;               /* YUYV, or MJPG when FAKECAM_MJPEG names a JPEG */
    unsigned char *jpeg; size_t jpeg_len;
    char path[PATH_MAX];           /* where the camera "is plugged in" */
};
static const unsigned sizes[][2] = { {640, 480}, {320, 240} };

static int fail(int e) { errno = e; return -1; }

static double now(void) {
    struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Is `fd` one of ours? Fills `path` with its real path when it is. */
static int claims(int fd, char *path) {
    const char *want = getenv("FAKECAM_PATH");
    char link[64], target[PATH_MAX];
    struct stat st;
    if (!want || !realpath(want, target)) return 0;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, PATH_MAX - 1);
    if (n < 0) return 0;
    path[n] = 0;
    if (stat(target, &st)) return 0;
    if (!S_ISDIR(st.st_mode)) return strcmp(path, target) == 0;
    size_t len = strlen(target);
    const char *base = path + len + 1;
    return strncmp(path, target, len) == 0 && path[len] == '/' && strncmp(base, "video", 5) == 0
        && !strchr(base, '/') && !strchr(base, '.');
}

static void set_knob(struct fake *f, const char *key, const char *value) {
    unsigned v = (unsigned)strtoul(value, NULL, 10);
    if (!strcmp(key, "FAKECAM_STRIDE_PAD")) f->pad = v;
    else if (!strcmp(key, "FAKECAM_FAIL_AFTER")) f->fail_after = v;
    else if (!strcmp(key, "FAKECAM_ERROR_EVERY")) f->err_every = v;
    else if (!strcmp(key, "FAKECAM_STALL_AFTER")) f->stall_after = v;
    else if (!strcmp(key, "FAKECAM_CORRUPT_FROM")) f->corrupt_from = v;
    else if (!strcmp(key, "FAKECAM_CORRUPT_COUNT")) f->corrupt_count = v;
    else if (!strcmp(key, "FAKECAM_BUSY")) f->busy = v;
    else if (!strcmp(key, "FAKECAM_READ_ONLY")) f->read_only = v;
    else if (!strcmp(key, "FAKECAM_STATIC")) f->still = v;
    else if (!strcmp(key, "FAKECAM_FPS")) f->fps = strtod(value, NULL);
    else if (!strcmp(key, "FAKECAM_MJPEG")) {
        FILE *jf = fopen(value, "rb");
        if (!jf) return;
        free(f->jpeg);
        f->jpeg = malloc(1 << 22);
        f->jpeg_len = fread(f->jpeg, 1, 1 << 22, jf);
        fclose(jf);
        f->fourcc = V4L2_PIX_FMT_MJPEG;
    }
}

static void read_knobs(struct fake *f) {
    static const char *keys[] = { "FAKECAM_STRIDE_PAD", "FAKECAM_FAIL_AFTER", "FAKECAM_ERROR_EVERY",
        "FAKECAM_STALL_AFTER", "FAKECAM_CORRUPT_FROM", "FAKECAM_CORRUPT_COUNT", "FAKECAM_BUSY",
        "FAKECAM_READ_ONLY", "FAKECAM_FPS", "FAKECAM_MJPEG", "FAKECAM_STATIC" };
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (getenv(keys[i])) set_knob(f, keys[i], getenv(keys[i]));
    char name[PATH_MAX + 8], line[PATH_MAX + 64];
    snprintf(name, sizeof name, "%s.knobs", f->path);
    FILE *kf = fopen(name, "r");
    if (!kf) return;
    while (fgets(line, sizeof line, kf)) {
        line[strcspn(line, "\r\n")] = 0;
        char *eq = strchr(line, '=');
        if (!eq) continue;
        *eq = 0;
        set_knob(f, line, eq + 1);
    }
    fclose(kf);
}

static void *fc_init(int fd) {
    char path[PATH_MAX];
    if (!claims(fd, path)) return NULL;        /* not ours: the next plugin or the kernel */
    struct fake *f = calloc(1, sizeof *f);
    if (!f) return NULL;
    strcpy(f->path, path);
    f->fourcc = V4L2_PIX_FMT_YUYV;
    f->corrupt_count = 8;
    read_knobs(f);
    f->w = 640; f->h = 480;
    f->bpl = f->w * 2 + f->pad; f->size = f->bpl * f->h;
    return f;
}

static void fc_close(void *p) {
    struct fake *f = p;
    if (f->map) munmap(f->map, (size_t)f->bufsize * f->nbufs);
    free(f->jpeg); free(f);
}

static void fill_fmt(struct fake *f, struct v4l2_pix_format *p, int commit) {
    unsigned best = 0, count = f->jpeg ? 1u : 2u;   /* nearest supported width wins */
    for (unsigned i = 1; i < count; i++)
        if (abs((int)sizes[i][0] - (int)p->width) < abs((int)sizes[best][0] - (int)p->width)) best = i;
    p->width = sizes[best][0]; p->height = sizes[best][1];
    p->pixelformat = f->fourcc; p->field = V4L2_FIELD_NONE;
    p->bytesperline = p->width * 2 + f->pad; p->sizeimage = p->bytesperline * p->height;
    if (f->jpeg) p->bytesperline = 0;         /* compressed: no stride */
    p->colorspace = V4L2_COLORSPACE_SRGB;
    if (commit) { f->w = p->width; f->h = p->height; f->bpl = p->bytesperline; f->size = p->sizeimage; }
}

/* The test picture: a 32-pixel red bar, moving 8 pixels a frame, over grey.
   Through libv4l2's YUYV->RGB24 the bar is (249,12,4) and the grey (128,128,128). */
static void render(struct fake *f, unsigned char *dst, unsigned seq) {
    unsigned bar = (seq * 8) % f->w;
    for (unsigned y = 0; y < f->h; y++) {
        unsigned char *row = dst + (size_t)y * f->bpl;
        for (unsigned x = 0; x < f->w; x += 2) {
            unsigned char *p = row + x * 2;
            int on = x >= bar && x < bar + 32;
            p[0] = p[2] = on ? 81 : 128; p[1] = on ? 90 : 128; p[3] = on ? 240 : 128;
        }
        memset(row + f->w * 2, 0xEE, f->bpl - f->w * 2);   /* padding: garbage on purpose */
    }
}

/* FAKECAM_FPS: is a frame due? Frames fall due on a fixed schedule, so the
   rate holds even when the reader comes late. */
static int frame_due(struct fake *f) {
    if (f->fps <= 0) return 1;
    double t = now();
    if (t < f->next_frame) return 0;
    f->next_frame = f->next_frame < t - 1.0 / f->fps ? t + 1.0 / f->fps : f->next_frame + 1.0 / f->fps;
    return 1;
}

/* Writes frame `seq` into dst; returns its size in bytes. */
static size_t produce(struct fake *f, unsigned char *dst, unsigned seq) {
    if (!f->jpeg) { render(f, dst, seq); return f->size; }
    size_t n = f->jpeg_len;
    if (f->corrupt_from && seq >= f->corrupt_from && seq < f->corrupt_from + f->corrupt_count)
        n = 100;                               /* cut short: libjpeg cannot decode it */
    memcpy(dst, f->jpeg, n);
    return n;
}

static int unplugged(struct fake *f) { return access(f->path, F_OK) != 0; }

static int dequeue(struct fake *f, struct v4l2_buffer *b) {
    if (!f->streaming) return fail(EINVAL);
    if (unplugged(f) || (f->fail_after && f->seq >= f->fail_after)) return fail(ENODEV);
    if (f->stall_after && f->seq >= f->stall_after) return fail(EAGAIN);
    if (!f->fcount || !frame_due(f)) return fail(EAGAIN);
    b->index = f->fifo[f->fhead]; f->fhead = (f->fhead + 1) % MAXBUF; f->fcount--;
    f->queued[b->index] = 0;
    if (f->still && (f->drawn & (1u << b->index)))
        b->bytesused = f->jpeg ? f->jpeg_len : f->size;
    else
        b->bytesused = produce(f, f->map + (size_t)b->index * f->bufsize, f->still ? 0 : f->seq);
    f->drawn |= 1u << b->index;
    b->field = V4L2_FIELD_NONE; b->sequence = f->seq++;
    b->flags = V4L2_BUF_FLAG_MAPPED | V4L2_BUF_FLAG_DONE | V4L2_BUF_FLAG_TIMESTAMP_MONOTONIC;
    if (f->err_every && b->sequence % f->err_every == f->err_every - 1) b->flags |= V4L2_BUF_FLAG_ERROR;
    struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts);
    b->timestamp.tv_sec = ts.tv_sec; b->timestamp.tv_usec = ts.tv_nsec / 1000;
    return 0;
}

static int fc_ioctl(void *p, int fd, unsigned long req, void *arg) {
    struct fake *f = p;
    switch (req) {
    case VIDIOC_QUERYCAP: {
        struct v4l2_capability *c = arg; memset(c, 0, sizeof *c);
        strcpy((char *)c->driver, "fakecam");
        strcpy((char *)c->card, f->jpeg ? "Fake MJPEG camera" : "Fake YUYV camera");
        strcpy((char *)c->bus_info, "platform:fakecam"); c->version = 0x060100;
        c->device_caps = V4L2_CAP_VIDEO_CAPTURE | (f->read_only ? V4L2_CAP_READWRITE : V4L2_CAP_STREAMING);
        c->capabilities = c->device_caps | V4L2_CAP_DEVICE_CAPS;
        return 0; }
    case VIDIOC_ENUM_FMT: {
        struct v4l2_fmtdesc *d = arg;
        if (d->type != V4L2_BUF_TYPE_VIDEO_CAPTURE || d->index) return fail(EINVAL);
        d->flags = f->jpeg ? V4L2_FMT_FLAG_COMPRESSED : 0; d->pixelformat = f->fourcc;
        strcpy((char *)d->description, f->jpeg ? "Motion-JPEG" : "YUYV 4:2:2");
        return 0; }
    case VIDIOC_ENUM_FRAMESIZES: {
        struct v4l2_frmsizeenum *s = arg;
        if (s->pixel_format != f->fourcc || s->index >= (f->jpeg ? 1u : 2u)) return fail(EINVAL);
        s->type = V4L2_FRMSIZE_TYPE_DISCRETE;
        s->discrete.width = sizes[s->index][0]; s->discrete.height = sizes[s->index][1];
        return 0; }
    case VIDIOC_ENUM_FRAMEINTERVALS: {
        struct v4l2_frmivalenum *i = arg;
        if (i->pixel_format != f->fourcc || i->index) return fail(EINVAL);
        i->type = V4L2_FRMIVAL_TYPE_DISCRETE; i->discrete.numerator = 1; i->discrete.denominator = 30;
        return 0; }
    case VIDIOC_G_FMT: case VIDIOC_TRY_FMT: case VIDIOC_S_FMT: {
        struct v4l2_format *fm = arg;
        if (fm->type != V4L2_BUF_TYPE_VIDEO_CAPTURE) return fail(EINVAL);
        if (req == VIDIOC_G_FMT) { fm->fmt.pix.width = f->w; fm->fmt.pix.height = f->h; }
        if (req == VIDIOC_S_FMT && f->nbufs) return fail(EBUSY);   /* like vb2: busy once buffers exist */
        fill_fmt(f, &fm->fmt.pix, req == VIDIOC_S_FMT);
        return 0; }
    case VIDIOC_G_PARM: case VIDIOC_S_PARM: {
        struct v4l2_streamparm *sp = arg;
        if (sp->type != V4L2_BUF_TYPE_VIDEO_CAPTURE) return fail(EINVAL);
        memset(&sp->parm, 0, sizeof sp->parm);
        sp->parm.capture.capability = V4L2_CAP_TIMEPERFRAME;
        sp->parm.capture.timeperframe = (struct v4l2_fract){ 1, 30 };
        return 0; }
    case VIDIOC_REQBUFS: {
        struct v4l2_requestbuffers *r = arg;
        if (r->type != V4L2_BUF_TYPE_VIDEO_CAPTURE || r->memory != V4L2_MEMORY_MMAP) return fail(EINVAL);
        if (f->read_only) return fail(EINVAL);
        if (f->busy || f->streaming) return fail(EBUSY);
        if (f->map) { munmap(f->map, (size_t)f->bufsize * f->nbufs); f->map = NULL; }
        f->nbufs = r->count > MAXBUF ? MAXBUF : r->count; r->count = f->nbufs;
        f->fcount = f->fhead = 0; f->drawn = 0; memset(f->queued, 0, sizeof f->queued);
        if (!f->nbufs) return 0;
        long pg = sysconf(_SC_PAGESIZE);
        size_t need = f->jpeg && f->jpeg_len > f->size ? f->jpeg_len : f->size;
        f->bufsize = (need + pg - 1) / pg * pg;
        if (ftruncate(fd, (off_t)f->bufsize * f->nbufs)) return -1;   /* backing store for mmap */
        f->map = mmap(NULL, (size_t)f->bufsize * f->nbufs, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        return f->map == MAP_FAILED ? (f->map = NULL, -1) : 0; }
    case VIDIOC_QUERYBUF: case VIDIOC_QBUF: case VIDIOC_DQBUF: {
        struct v4l2_buffer *b = arg;
        if (b->type != V4L2_BUF_TYPE_VIDEO_CAPTURE || b->memory != V4L2_MEMORY_MMAP) return fail(EINVAL);
        if (req == VIDIOC_DQBUF) { if (dequeue(f, b)) return -1; }
        else if (b->index >= f->nbufs) return fail(EINVAL);
        if (req == VIDIOC_QBUF) {
            if (f->queued[b->index]) return fail(EINVAL);
            f->queued[b->index] = 1; f->fifo[(f->fhead + f->fcount++) % MAXBUF] = b->index;
        }
        b->length = f->bufsize; b->m.offset = b->index * f->bufsize;
        b->flags = (b->flags & ~V4L2_BUF_FLAG_QUEUED) | (f->queued[b->index] ? V4L2_BUF_FLAG_QUEUED : 0);
        return 0; }
    case VIDIOC_STREAMON: case VIDIOC_STREAMOFF:
        if (*(int *)arg != V4L2_BUF_TYPE_VIDEO_CAPTURE) return fail(EINVAL);
        if (req == VIDIOC_STREAMON && !f->nbufs) return fail(EINVAL);
        f->streaming = req == VIDIOC_STREAMON;
        if (!f->streaming) { f->fcount = 0; memset(f->queued, 0, sizeof f->queued); }
        return 0;
    default:
        return fail(ENOTTY);   /* G_INPUT, QUERYCTRL, S_CTRL ... */
    }
}

/* read() I/O: one whole frame per call, for the FAKECAM_READ_ONLY camera. */
static ssize_t fc_read(void *p, int fd, void *buf, size_t n) {
    struct fake *f = p;
    (void)fd;
    if (!f->read_only) return fail(EINVAL);
    if (unplugged(f) || (f->fail_after && f->seq >= f->fail_after)) return fail(ENODEV);
    if (f->stall_after && f->seq >= f->stall_after) return fail(EAGAIN);
    if (n < f->size) return fail(EINVAL);
    if (!frame_due(f)) return fail(EAGAIN);
    return (ssize_t)produce(f, buf, f->seq++);
}

__attribute__((visibility("default")))
const struct libv4l_dev_ops libv4l2_plugin = { .init = fc_init, .close = fc_close, .ioctl = fc_ioctl, .read = fc_read };
