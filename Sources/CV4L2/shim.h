/* What Swift cannot import from libv4l2 and linux/videodev2.h, re-exported as
   plain functions and constants. V4LCapture's Syscalls.swift is the only user. */
#ifndef CV4L2_SHIM_H
#define CV4L2_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <linux/videodev2.h>
#include <libv4l2.h>

/* v4l2_open / v4l2_ioctl are variadic, which Swift marks "unavailable".
   EINTR is retried on the Swift side, so each wrapper makes exactly one call. */
static inline int cv4l2_open(const char *path, int flags) { return v4l2_open(path, flags); }
static inline int cv4l2_ioctl(int fd, unsigned long request, void *arg) { return v4l2_ioctl(fd, request, arg); }

/* v4l2_log_file is a C global, which Swift 6 rejects as not concurrency-safe.
   libv4l2 writes its errors to stderr unless this is set. */
static inline void cv4l2_set_log_file(FILE *file) { v4l2_log_file = file; }

/* _IOR/_IOWR and v4l2_fourcc() are function-like macros: re-exported as values. */
static const unsigned long CV4L2_VIDIOC_QUERYCAP = VIDIOC_QUERYCAP;
static const unsigned long CV4L2_VIDIOC_ENUM_FMT = VIDIOC_ENUM_FMT;
static const unsigned long CV4L2_VIDIOC_ENUM_FRAMESIZES = VIDIOC_ENUM_FRAMESIZES;
static const unsigned long CV4L2_VIDIOC_ENUM_FRAMEINTERVALS = VIDIOC_ENUM_FRAMEINTERVALS;
static const unsigned long CV4L2_VIDIOC_G_FMT = VIDIOC_G_FMT;
static const unsigned long CV4L2_VIDIOC_S_FMT = VIDIOC_S_FMT;
static const unsigned long CV4L2_VIDIOC_TRY_FMT = VIDIOC_TRY_FMT;
static const unsigned long CV4L2_VIDIOC_G_PARM = VIDIOC_G_PARM;
static const unsigned long CV4L2_VIDIOC_S_PARM = VIDIOC_S_PARM;
static const unsigned long CV4L2_VIDIOC_REQBUFS = VIDIOC_REQBUFS;
static const unsigned long CV4L2_VIDIOC_QUERYBUF = VIDIOC_QUERYBUF;
static const unsigned long CV4L2_VIDIOC_QBUF = VIDIOC_QBUF;
static const unsigned long CV4L2_VIDIOC_DQBUF = VIDIOC_DQBUF;
static const unsigned long CV4L2_VIDIOC_STREAMON = VIDIOC_STREAMON;
static const unsigned long CV4L2_VIDIOC_STREAMOFF = VIDIOC_STREAMOFF;

static const unsigned int CV4L2_PIX_FMT_RGB24 = V4L2_PIX_FMT_RGB24;
static const unsigned int CV4L2_PIX_FMT_BGR24 = V4L2_PIX_FMT_BGR24;
static const unsigned int CV4L2_PIX_FMT_YUYV = V4L2_PIX_FMT_YUYV;
static const unsigned int CV4L2_PIX_FMT_MJPEG = V4L2_PIX_FMT_MJPEG;
static const unsigned int CV4L2_PIX_FMT_JPEG = V4L2_PIX_FMT_JPEG;

#endif
