#!/usr/bin/env python3
"""Replays raw frames to kitty through one path of its graphics protocol.

usage: kitty-replay.py FRAMES.rgb WxH PATH ACTION FPS STATS

Run inside kitty (Benchmarks/kitty-ceiling.sh does). FRAMES.rgb holds
frames of W x H packed RGB, shown one after the other in a loop at the top
left of the window as one picture (lifecam's kind of stream without
lifecam), so that what the screen shows measures kitty alone:

  PATH    d: direct, the pixels base64 in the escape codes in chunks of 4096
          (raw, no zlib: compressing would measure Python's zlib)
          t: a temporary file kitty reads and deletes (t=t)
          s: a POSIX shared memory object kitty reads and removes (t=s)
  ACTION  T: every frame a new picture under the same id and placement (a=T)
          f: every frame after the first replaces the root frame's pixels
             (a=f,r=1,X=1, kitty's frame editing, as lifecam does)
  FPS     frames a second (late frames are skipped, as play skips them);
          0: as fast as kitty takes them: with t and s the next frame waits
          until kitty has deleted the last file or object, with d until the
          pty takes the bytes

On SIGTERM it writes "sent N in S s = R/s" to STATS and exits. Standard
library only.
"""
import base64
import mmap
import os
import signal
import sys
import time

frames_path, size, path, action, fps, stats = sys.argv[1:7]
W, H = (int(v) for v in size.split("x"))
fps = float(fps)
FRAME = W * H * 3
data = open(frames_path, "rb").read()
count = len(data) // FRAME
IMAGE = 4242
out = sys.stdout.buffer
sent = 0
start = time.monotonic()
name = f"/kitty-replay-{os.getpid()}"                      # shared memory: /dev/shm/kitty-replay-PID
temp = f"/tmp/tty-graphics-protocol-replay-{os.getpid()}"  # kitty deletes only such names


def finish(*_):
    for left in ("/dev/shm" + name, temp, temp + ".part"):
        if os.path.exists(left):
            os.unlink(left)
    elapsed = time.monotonic() - start
    with open(stats, "w") as f:
        f.write(f"sent {sent} in {elapsed:.1f} s = {sent / elapsed:.1f}/s\n")
    os._exit(0)


signal.signal(signal.SIGTERM, finish)
signal.signal(signal.SIGHUP, finish)

def keys(first):
    """The command's keys: a new picture on the first frame (or always with T), else an edit."""
    if first or action == "T":
        return b"a=T,C=1,p=1,f=24,s=%d,v=%d,i=%d,q=2," % (W, H, IMAGE)
    return b"a=f,r=1,X=1,x=0,y=0,f=24,s=%d,v=%d,i=%d,q=2," % (W, H, IMAGE)


def direct(pixels, first):
    encoded = base64.b64encode(pixels)
    head = keys(first)
    # Every chunk of an edit repeats a=f,r=1 (kitty 0.26.5 reads a bare continuation as image data).
    cont = b"a=f,r=1,q=2," if head.startswith(b"a=f") else b""
    parts = []
    for at in range(0, len(encoded), 4096):
        more = 1 if at + 4096 < len(encoded) else 0
        parts.append(b"\x1b_G" + (head if at == 0 else cont) + b"m=%d;" % more + encoded[at:at + 4096] + b"\x1b\\")
    return b"".join(parts)


def wait_gone(file):
    while os.path.exists(file):
        time.sleep(0.002)


def through_file(pixels, first):
    wait_gone(temp)
    with open(temp + ".part", "wb") as f:
        f.write(pixels)
    os.rename(temp + ".part", temp)
    return b"\x1b_G" + keys(first) + b"t=t,S=%d;" % FRAME + base64.b64encode(temp.encode()) + b"\x1b\\"


def through_memory(pixels, first):
    wait_gone("/dev/shm" + name)
    fd = os.open("/dev/shm" + name, os.O_CREAT | os.O_EXCL | os.O_RDWR, 0o600)
    os.ftruncate(fd, FRAME)
    with mmap.mmap(fd, FRAME) as m:
        m[:] = pixels
    os.close(fd)
    return b"\x1b_G" + keys(first) + b"t=s,S=%d;" % FRAME + base64.b64encode(name.encode()) + b"\x1b\\"


send = {"d": direct, "t": through_file, "s": through_memory}[path]
out.write(b"\x1b[2J\x1b[?25l")
k, due = 0, start
while True:
    if fps > 0:
        now = time.monotonic()
        if now < due:
            time.sleep(due - now)
        k = int((time.monotonic() - start) * fps)
        due = start + (k + 1) / fps
    else:
        k += 1
    pixels = data[(k % count) * FRAME:(k % count + 1) * FRAME]
    out.write(b"\x1b[H" + send(pixels, sent == 0))
    out.flush()
    sent += 1
